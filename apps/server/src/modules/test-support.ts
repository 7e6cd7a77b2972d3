import { randomUUID } from "node:crypto";
import { generateAccessCode } from "@shop/domain/access-code";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { jobs, photographers, subjects } from "../db/schema/index.ts";
import { secureSessionCookieName, sessionCookieName } from "../platform/sessions.ts";
import type { TestApp } from "../test/helpers.ts";
import { insertAccessCode } from "./access/codes.ts";

export const demoAccount = { email: "demo@example.com", password: "demo1234" } as const;

/** The `Cookie` header for the session cookie a response set, or the one given when it set none. */
export function sessionCookie(response: LightMyRequestResponse, previous?: string): string {
  const sid = response.cookies.find(
    (c) => c.name === sessionCookieName || c.name === secureSessionCookieName,
  );
  if (!sid) {
    if (previous === undefined) throw new Error(`no session cookie in the ${response.statusCode} response`);
    return previous;
  }
  return `${sid.name}=${sid.value}`;
}

/** Verifies a code signed out; the cookie now holds the code's subject. */
export async function verifyCode(app: FastifyInstance, code: string, cookie?: string): Promise<string> {
  const res = await app.inject({
    method: "GET",
    url: `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`verifying ${code} answered ${res.statusCode}`);
  return sessionCookie(res, cookie);
}

export async function signIn(
  app: FastifyInstance,
  email: string = demoAccount.email,
  password: string = demoAccount.password,
  cookie?: string,
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/webshop/session",
    payload: { username: email, password },
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`signing in answered ${res.statusCode}`);
  return sessionCookie(res);
}

export function uniqueEmail(prefix = "parent"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.org`;
}

export function registrationPayload(code: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    code,
    mobile: "+47 912 34 567",
    password: "secret123",
    confirm_password: "secret123",
    acceptmail: false,
    termsofservice: true,
    ...overrides,
  };
}

/** A new account that redeemed `code`: returns its e-mail and signed-in cookie. */
export async function registerWithCode(
  app: FastifyInstance,
  code: string,
  email: string = uniqueEmail(),
): Promise<{ email: string; cookie: string }> {
  const cookie = await verifyCode(app, code);
  const res = await app.inject({
    method: "POST",
    url: "/ajax/create.php",
    payload: registrationPayload(code, email),
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`registering answered ${res.statusCode}: ${res.body}`);
  return { email, cookie: sessionCookie(res) };
}

export async function pictureSetUuidOf(
  app: FastifyInstance,
  cookie: string,
  subjectName: string,
): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } });
  const set = (
    res.json() as { pictureSets: Array<{ uuid: string; subject: { name: string } }> }
  ).pictureSets.find((s) => s.subject.name === subjectName);
  if (!set) throw new Error(`no picture set of ${subjectName}`);
  return set.uuid;
}

/**
 * A subject of a new job in the test app's shop with its own access code, stored as the shop stores codes (hashed
 * and encrypted under the app's keys); no demo data needed. Returns the subject's ids, its name and the code.
 */
export async function createSubjectWithCode(
  t: Pick<TestApp, "app" | "db" | "config">,
  values: { name?: string; group?: string | null; code?: string; archived?: boolean } = {},
): Promise<{ id: number; uuid: string; name: string; code: string; jobId: number }> {
  const name = values.name ?? `Subject ${randomUUID().slice(0, 6)}`;
  const code = values.code ?? generateAccessCode();
  const [photographer] = await t.db
    .insert(photographers)
    .values({ portalId: t.app.portalId, name: "Test photographer" })
    .returning({ id: photographers.id });
  if (!photographer) throw new Error("the test photographer was not created");
  const [job] = await t.db
    .insert(jobs)
    .values({
      photographerId: photographer.id,
      name: "Test job",
      jobType: "school",
      year: 2026,
      isArchived: values.archived ?? false,
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error("the test job was not created");
  const [subject] = await t.db
    .insert(subjects)
    .values({ jobId: job.id, name, group: values.group ?? null })
    .returning({ id: subjects.id, uuid: subjects.uuid });
  if (!subject) throw new Error("the test subject was not created");
  await insertAccessCode(t.db, t.config, subject.id, code);
  return { ...subject, name, code, jobId: job.id };
}
