import { randomBytes } from "node:crypto";
import { simulationLimits } from "@shop/domain/limits";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, simulationActions, simulationLinks } from "../../db/schema/index.ts";
import {
  addToAccount,
  createPictureSet,
  createShopContent,
  createSubjectWithCode,
  createUser,
  grantPictures,
  signedInCookie,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { grantDigitalSet } from "../../test/order-factories.ts";
import { signDigitalSetZipUrl } from "../downloads/urls.ts";
import { signPictureUrl } from "../images/signing.ts";
import { sessionCookie, signIn } from "../test-support.ts";

const token = randomBytes(32).toString("base64url");
const publicUrl = "https://shop.example.com";
const bearer = { authorization: `Bearer ${token}` };
const passwordUrl = "/ajax/user/update_password.php";
const infoUrl = "/ajax/user/update_user_info.php";
const contact = {
  name: "Kari Berg",
  address: "Storgata 1",
  address2: "",
  postal_code: "0155",
  city: "Oslo",
  mobile: "+47 912 34 567",
};

describe("support's simulated user (decision 0033)", () => {
  let t: TestApp;
  let clock = new Date("2026-11-26T12:00:00.000Z");
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token, PUBLIC_URL: publicUrl }, now: () => clock });
    await createShopContent(t);
  });
  afterAll(() => t.close());

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  async function askForLink(email: string, operator = "Kari Support") {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/operator/simulations",
      headers: bearer,
      payload: { email, operator },
    });
    expect(answer.statusCode).toBe(200);
    const { url, expiresAt } = answer.json() as { url: string; expiresAt: string };
    return { url, expiresAt, path: new URL(url).pathname };
  }

  /** The link's call (`/simulate/<token>` → `/api/webshop/simulation-links/<token>`) with a method. */
  const linkCall = (method: "GET" | "POST" | "HEAD", path: string, cookie?: string) =>
    t.app.inject({
      method,
      url: path.replace(/^\/simulate\//, "/api/webshop/simulation-links/"),
      headers: cookie ? { cookie } : {},
    });
  /** The confirmation page's button: uses the link. */
  const open = (path: string, cookie?: string) => linkCall("POST", path, cookie);
  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/webshop/me", headers: { cookie } });
  const setsCookie = (answer: Awaited<ReturnType<typeof open>>) =>
    answer.cookies.some((c) => c.name === "__Host-sid" || c.name === "sid");

  function expectLinkGone(answer: Awaited<ReturnType<typeof open>>) {
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: "This link no longer works", code: "simulation_link_invalid" });
    expect(setsCookie(answer)).toBe(false);
  }

  /** A user and a simulated session as them; returns the session's cookie. */
  async function simulate(operator = "Kari Support") {
    const user = await createUser(t);
    const link = await askForLink(user.email, operator);
    const answer = await open(link.path);
    expect(answer.statusCode).toBe(200);
    return { user, cookie: sessionCookie(answer), link };
  }

  it("needs the operator's token, and names no user the shop does not have", async () => {
    const user = await createUser(t);
    for (const headers of [{}, { authorization: `Bearer ${token}x` }]) {
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/operator/simulations",
        headers,
        payload: { email: user.email, operator: "Kari Support" },
      });
      expect(answer.statusCode).toBe(401);
    }
    const log = await t.app.inject({ method: "GET", url: `/api/operator/simulations?email=${user.email}` });
    expect(log.statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/operator/simulations",
      headers: bearer,
      payload: { email: "nobody@example.com", operator: "Kari Support" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("user_not_found");
    const noOperator = await t.app.inject({
      method: "POST",
      url: "/api/operator/simulations",
      headers: bearer,
      payload: { email: user.email, operator: " " },
    });
    expect(noOperator.statusCode).toBe(400);
    expect(await t.db.select().from(simulationLinks).where(eq(simulationLinks.userId, user.id))).toEqual([]);
  });

  it("is a support tool's call: no Origin of the shop needed, the token is its authentication", async () => {
    const user = await createUser(t);
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/operator/simulations",
      headers: { ...bearer, origin: "https://support-tool.example.org", "sec-fetch-site": "cross-site" },
      payload: { email: user.email, operator: "Kari Support" },
    });
    expect(answer.statusCode).toBe(200);
  });

  it("gives a link at PUBLIC_URL/simulate/<token> for 10 minutes, keeping only the token's hash", async () => {
    const user = await createUser(t);
    const link = await askForLink(user.email.toUpperCase());
    expect(link.url).toMatch(/^https:\/\/shop\.example\.com\/simulate\/[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe(new Date(clock.getTime() + simulationLimits.linkValidMs).toISOString());
    const [row] = await t.db.select().from(simulationLinks).where(eq(simulationLinks.userId, user.id));
    expect(row?.operator).toBe("Kari Support");
    expect(row?.usedAt).toBeNull();
    expect(row?.tokenHash).not.toContain(link.path.split("/").pop());
  });

  it("opens once: a session as the user, marked simulated, then the link no longer works", async () => {
    const { user, cookie, link } = await simulate("Ola Support");
    const mine = await me(cookie);
    expect(mine.json()).toMatchObject({
      user: { uuid: user.uuid, emailAddress: user.email, isSimulated: true },
      simulation: {
        operator: "Ola Support",
        endsAt: new Date(clock.getTime() + simulationLimits.sessionMaxMs).toISOString(),
      },
    });
    expectLinkGone(await open(link.path));
    expectLinkGone(await open(link.path, cookie));
    // The session the link made still stands.
    expect((await me(cookie)).json().user.uuid).toBe(user.uuid);
  });

  it("is used only by the confirmation page's POST: a GET or HEAD of the page, or reading the link, neither uses it nor signs in", async () => {
    const user = await createUser(t, { email: `kari.${randomBytes(4).toString("hex")}@example.com` });
    const link = await askForLink(user.email, "Ola Support");
    // A link preview or a mail scanner fetching the page: the web app's page (here no build: nothing), no session.
    for (const method of ["GET", "HEAD"] as const) {
      const page = await t.app.inject({ method, url: link.path });
      expect(setsCookie(page)).toBe(false);
    }
    const peeked = await linkCall("GET", link.path);
    expect(peeked.statusCode).toBe(200);
    expect(peeked.json()).toEqual({ email: user.email, operator: "Ola Support", expiresAt: link.expiresAt });
    expect(peeked.headers["cache-control"]).toBe("private, no-store");
    expect(peeked.headers["referrer-policy"]).toBe("no-referrer");
    expect(setsCookie(peeked)).toBe(false);
    expect((await linkCall("HEAD", link.path)).statusCode).toBe(200);
    const [row] = await t.db.select().from(simulationLinks).where(eq(simulationLinks.userId, user.id));
    expect(row?.usedAt).toBeNull();

    const used = await open(link.path);
    expect(used.statusCode).toBe(200);
    expect(setsCookie(used)).toBe(true);
    expectLinkGone(await linkCall("GET", link.path));
  });

  it("answers where to go with the session cookie, never cached nor passed on in a Referer", async () => {
    const user = await createUser(t);
    const link = await askForLink(user.email);
    const answer = await open(link.path);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ redirect: "/my-account" });
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    const cookie = answer.cookies.find((c) => c.name === "__Host-sid");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.maxAge).toBe(simulationLimits.sessionMaxMs / 1000);
  });

  it("says the same for an unknown or an expired link, and refuses a cut-short one", async () => {
    expectLinkGone(await open(`/simulate/${randomBytes(32).toString("base64url")}`));
    const short = await open("/simulate/short");
    expect(short.statusCode).toBe(400);
    expect(setsCookie(short)).toBe(false);
    const user = await createUser(t);
    const link = await askForLink(user.email);
    advance(simulationLimits.linkValidMs);
    expectLinkGone(await open(link.path));
    const [row] = await t.db.select().from(simulationLinks).where(eq(simulationLinks.userId, user.id));
    expect(row?.usedAt).toBeNull();
  });

  it("opens one session when the link is opened twice at once", async () => {
    const user = await createUser(t);
    const link = await askForLink(user.email);
    const answers = await Promise.all([open(link.path), open(link.path), open(link.path)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    const made = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(made).toHaveLength(1);
    expect(made[0]?.simulatedBy).toBe("Kari Support");
  });

  it("ends the simulated session after simulationLimits.sessionMaxMs", async () => {
    const { cookie } = await simulate();
    advance(simulationLimits.sessionMaxMs - 1000);
    expect((await me(cookie)).json().user).not.toBeNull();
    advance(1000);
    expect((await me(cookie)).json()).toEqual({ user: null });
  });

  it("replaces the browser's own session, and leaves the user's own sessions as they were", async () => {
    const support = await createUser(t);
    const supportCookie = await signIn(t.app, support.email, support.password);
    const user = await createUser(t);
    const ownCookie = await signedInCookie(t, user.id);
    const link = await askForLink(user.email);
    const answer = await open(link.path, supportCookie);
    expect(answer.statusCode).toBe(200);
    expect((await me(supportCookie)).json().user).toBeNull();
    const own = (await me(ownCookie)).json();
    expect(own).toMatchObject({ user: { uuid: user.uuid, isSimulated: false } });
    expect(own).not.toHaveProperty("simulation");
  });

  it("refuses a password change with 403 simulated_session_forbidden, and the password stays", async () => {
    const { user, cookie } = await simulate();
    const answer = await t.app.inject({
      method: "POST",
      url: passwordUrl,
      headers: { cookie },
      payload: {
        currentPassword: user.password,
        password: "a-new-Password-77",
        reTypePassword: "a-new-Password-77",
      },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      error: "Support cannot do this while simulating a user.",
      code: "simulated_session_forbidden",
    });
    expect(await signIn(t.app, user.email, user.password)).toContain("sid=");
    // The person's own session may.
    const own = await signedInCookie(t, user.id);
    const mine = await t.app.inject({
      method: "POST",
      url: passwordUrl,
      headers: { cookie: own },
      payload: {
        currentPassword: user.password,
        password: "a-new-Password-77",
        reTypePassword: "a-new-Password-77",
      },
    });
    expect(mine.statusCode).toBe(200);
  });

  it("records every request, reads of the person's data too, with the operator's name and the route's pattern", async () => {
    const { user, cookie } = await simulate("Ola Support");
    const changed = await t.app.inject({
      method: "POST",
      url: `${infoUrl}?note=private-text`,
      headers: { cookie },
      payload: contact,
    });
    expect(changed.statusCode).toBe(200);
    await t.app.inject({
      method: "POST",
      url: passwordUrl,
      headers: { cookie },
      payload: {
        currentPassword: user.password,
        password: "a-new-Password-77",
        reTypePassword: "a-new-Password-77",
      },
    });
    await me(cookie);
    const out = await t.app.inject({ method: "DELETE", url: "/api/webshop/session", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    // The user's own session is not recorded.
    const own = await signedInCookie(t, user.id);
    await t.app.inject({ method: "POST", url: infoUrl, headers: { cookie: own }, payload: contact });

    const log = await t.app.inject({
      method: "GET",
      url: `/api/operator/simulations?email=${encodeURIComponent(user.email)}`,
      headers: bearer,
    });
    expect(log.statusCode).toBe(200);
    const actions = (log.json() as { actions: Array<Record<string, unknown>> }).actions;
    expect(
      actions.map(({ operator, method, route, status }) => ({ operator, method, route, status })),
    ).toEqual([
      { operator: "Ola Support", method: "DELETE", route: "/api/webshop/session", status: 204 },
      { operator: "Ola Support", method: "GET", route: "/api/webshop/me", status: 200 },
      { operator: "Ola Support", method: "POST", route: passwordUrl, status: 403 },
      { operator: "Ola Support", method: "POST", route: infoUrl, status: 200 },
    ]);
    expect(actions[0]?.at).toBe(clock.toISOString());
    const rows = await t.db.select().from(simulationActions).where(eq(simulationActions.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain("private-text");

    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/operator/simulations?email=nobody@example.com",
      headers: bearer,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("user_not_found");
  });

  it("records the spec's GET calls that change state, such as adding a code, with the code left out", async () => {
    const { user, cookie } = await simulate();
    const subject = await createSubjectWithCode(t, { name: "Emma" });
    const added = await t.app.inject({
      method: "GET",
      url: `/ajax/prophoto/add_picture_set_by_code.php?code=${subject.code}`,
      headers: { cookie },
    });
    expect(added.statusCode).toBe(200);
    const rows = await t.db.select().from(simulationActions).where(eq(simulationActions.userId, user.id));
    expect(rows.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: "GET", route: "/ajax/prophoto/add_picture_set_by_code.php", status: 200 },
    ]);
    expect(JSON.stringify(rows)).not.toContain(subject.code);
  });

  it("records what it reads of the person's private data: picture sets, orders, contact details", async () => {
    const { user, cookie } = await simulate("Ola Support");
    const set = await createPictureSet(t, { pictureCount: 1 });
    await addToAccount(t, user.id, set.subject.id);
    for (const url of [
      "/api/webshop/picture-sets",
      `/api/webshop/picture-sets/${set.subject.uuid}`,
      "/ajax/user/get_order_list.php",
      "/ajax/user/get_subjects_with_reminders_enabled.php",
    ]) {
      expect((await t.app.inject({ method: "GET", url, headers: { cookie } })).statusCode, url).toBe(200);
    }
    const rows = await t.db.select().from(simulationActions).where(eq(simulationActions.userId, user.id));
    expect(rows.map(({ operator, method, route }) => ({ operator, method, route }))).toEqual([
      { operator: "Ola Support", method: "GET", route: "/api/webshop/picture-sets" },
      { operator: "Ola Support", method: "GET", route: "/api/webshop/picture-sets/:pictureSetUuid" },
      { operator: "Ola Support", method: "GET", route: "/ajax/user/get_order_list.php" },
      { operator: "Ola Support", method: "GET", route: "/ajax/user/get_subjects_with_reminders_enabled.php" },
    ]);
    expect(JSON.stringify(rows)).not.toContain(set.subject.uuid);
  });

  it("cannot download the data export or an original, which the person's own session can", async () => {
    const { user, cookie } = await simulate();
    const own = await signedInCookie(t, user.id);
    const set = await createPictureSet(t, { pictureCount: 1 });
    await addToAccount(t, user.id, set.subject.id);
    const picture = set.pictures[0];
    if (!picture) throw new Error("no picture");
    await grantPictures(t, user.id, [picture.id]);
    await grantDigitalSet(t, user.id, set.subject.id, "IP");
    const files = [
      "/api/webshop/user/data-export",
      signPictureUrl(t.config, picture.uuid, "original", new Date()),
      `/sections/prophoto/ajax/digitalcopies.php?file=${picture.uuid}`,
      signDigitalSetZipUrl(t.config, set.subject.uuid, "IP", new Date()),
    ];
    for (const url of files) {
      const refused = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({
        error: "Support cannot do this while simulating a user.",
        code: "simulated_session_forbidden",
      });
      const mine = await t.app.inject({ method: "GET", url, headers: { cookie: own } });
      expect(mine.statusCode, url).toBe(200);
    }
    const rows = await t.db.select().from(simulationActions).where(eq(simulationActions.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual([403, 403, 403, 403]);
  });

  it("purges expired links with the sessions", async () => {
    const user = await createUser(t);
    await askForLink(user.email);
    advance(simulationLimits.linkValidMs + 1);
    await t.app.sessions.purgeExpired();
    expect(await t.db.select().from(simulationLinks).where(eq(simulationLinks.userId, user.id))).toEqual([]);
  });
});

describe("the simulation routes without OPERATOR_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("do not exist, and a link path opens nothing", async () => {
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/operator/simulations",
      headers: bearer,
      payload: { email: "a@example.com", operator: "Kari" },
    });
    expect(answer.statusCode).toBe(404);
    const link = await t.app.inject({
      method: "GET",
      url: `/simulate/${randomBytes(32).toString("base64url")}`,
    });
    expect(link.statusCode).toBe(404);
  });
});
