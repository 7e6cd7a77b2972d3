import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { sessionCookie, verifyCode } from "../test-support.ts";

const pendingUrl = "/api/webshop/session/pending-picture-set";

describe("a code entered before signing in", () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (cookie: string, email: string, password: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/webshop/session",
      payload: { username: email, password, ...extra },
      headers: { cookie },
    });
  const setNames = async (cookie: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } });
    return (res.json() as { pictureSets: Array<{ subject: { name: string } }> }).pictureSets.map(
      (s) => s.subject.name,
    );
  };

  async function codeThenSignIn(extra: Record<string, unknown> = {}) {
    clock = new Date();
    const subject = await createSubjectWithCode(t);
    const user = await createUser(t);
    const withCode = await verifyCode(t.app, subject.code);
    const res = await signIn(withCode, user.email, user.password, extra);
    expect(res.statusCode).toBe(200);
    return { subject, user, res, cookie: sessionCookie(res) };
  }

  it("is not added by a plain sign-in, which names it for the parent to confirm", async () => {
    const { subject, res, cookie } = await codeThenSignIn();
    expect(res.json()).toMatchObject({ redirect: null, pendingPictureSet: { name: subject.name } });
    expect(await setNames(cookie)).not.toContain(subject.name);
  });

  it("joins the account when the parent confirms, and the answer leads to the new picture set", async () => {
    const { subject, cookie } = await codeThenSignIn();
    const res = await t.app.inject({ method: "POST", url: pendingUrl, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: "/new-picture-set" });
    expect(await setNames(cookie)).toContain(subject.name);
    const again = await t.app.inject({ method: "POST", url: pendingUrl, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: "No picture set is waiting to be added",
      code: "no_pending_picture_set",
    });
  });

  it("is forgotten when the parent declines", async () => {
    const { subject, cookie } = await codeThenSignIn();
    const res = await t.app.inject({ method: "DELETE", url: pendingUrl, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: "POST", url: pendingUrl, headers: { cookie } })).statusCode).toBe(
      404,
    );
    expect(await setNames(cookie)).not.toContain(subject.name);
  });

  it("is added at once by the code flow's sign-in", async () => {
    const { subject, res, cookie } = await codeThenSignIn({ addPendingPictureSet: true });
    expect(res.json()).toMatchObject({ redirect: "/new-picture-set", pendingPictureSet: null });
    expect(await setNames(cookie)).toContain(subject.name);
  });

  it("expires an hour after it was entered", async () => {
    clock = new Date();
    const subject = await createSubjectWithCode(t);
    const user = await createUser(t);
    const withCode = await verifyCode(t.app, subject.code);
    clock = new Date(clock.getTime() + 60 * 60_000);
    const plain = await signIn(withCode, user.email, user.password);
    expect(plain.json()).toMatchObject({ redirect: null, pendingPictureSet: null });
    const cookie = sessionCookie(plain);
    expect((await t.app.inject({ method: "POST", url: pendingUrl, headers: { cookie } })).statusCode).toBe(
      404,
    );

    const flowCookie = await verifyCode(t.app, subject.code);
    clock = new Date(clock.getTime() + 61 * 60_000);
    const flow = await signIn(flowCookie, user.email, user.password, { addPendingPictureSet: true });
    expect(flow.json()).toMatchObject({ redirect: null, pendingPictureSet: null });
    expect(await setNames(sessionCookie(flow))).not.toContain(subject.name);
  });

  it("is not asked about when its set is already in the account", async () => {
    const { subject, cookie } = await codeThenSignIn({ addPendingPictureSet: true });
    const user = await t.app.inject({ method: "GET", url: "/api/webshop/me", headers: { cookie } });
    const email = user.json().user.emailAddress as string;
    const withCode = await verifyCode(t.app, subject.code);
    const res = await signIn(withCode, email, "secret123");
    expect(res.json()).toMatchObject({ redirect: null, pendingPictureSet: null });
  });

  it("cannot be confirmed or declined signed out", async () => {
    const subject = await createSubjectWithCode(t);
    const cookie = await verifyCode(t.app, subject.code);
    for (const method of ["POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: pendingUrl, headers: { cookie } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Please sign in", code: "unauthorized" });
    }
  });
});
