import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { secureSessionCookieName, sessionCookieName } from "./account/sessions.ts";

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

/** A code as a parent may type it: lower case, with spaces around and inside. */
export function typedLoosely(code: string): string {
  const half = Math.ceil(code.length / 2);
  return ` ${code.slice(0, half).toLowerCase()} ${code.slice(half).toLowerCase()} `;
}

export function uniqueEmail(prefix = "parent"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.org`;
}

/** The password the tests register with: one the shop's rules for a new password take. */
export const registrationPassword = "fjord-lantern-9";

export function registrationPayload(code: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    code,
    mobile: "+47 912 34 567",
    password: registrationPassword,
    confirm_password: registrationPassword,
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
