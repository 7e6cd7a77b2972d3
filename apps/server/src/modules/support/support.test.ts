import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, studioRecord } from "../../db/schema/index.ts";
import { addToAccount, createSubjectWithCode, createUser, signedInCookie } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";

describe("support in the studio", () => {
  let t: TestApp;
  let cookie: string;
  let supportEmail: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://foto.example.no" } });
    const member = await createStaff(t, { role: "support", email: "help@example.com" });
    supportEmail = member.email;
    cookie = await studioCookie(t, member.id);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const search = async (q: string) =>
    (await get(`/api/studio/support/parents?q=${encodeURIComponent(q)}`)).json().parents as Array<{
      uuid: string;
      email: string;
      matchedBy: string;
      children: string[];
    }>;

  async function aParent(email: string, name: string, child: string) {
    const user = await createUser(t, { email, name });
    const set = await createSubjectWithCode(t, { name: child });
    await addToAccount(t, user.id, set.id);
    return { user, set };
  }

  async function lastRecord() {
    const [row] = await t.db.select().from(studioRecord).orderBy(desc(studioRecord.id)).limit(1);
    return row;
  }

  it("finds a parent by e-mail, name, a child's name or a code, saying which", async () => {
    const { user, set } = await aParent("kari.solberg@example.com", "Kari Solberg", "Tiril Solberg");
    expect(await search("kari.solberg")).toMatchObject([
      { uuid: user.uuid, matchedBy: "email", children: ["Tiril Solberg"] },
    ]);
    expect((await search("Kari Sol")).map((p) => [p.email, p.matchedBy])).toEqual([
      ["kari.solberg@example.com", "name"],
    ]);
    expect((await search("Tiril")).map((p) => [p.email, p.matchedBy])).toEqual([
      ["kari.solberg@example.com", "child"],
    ]);
    expect((await search(set.code.toLowerCase())).map((p) => [p.email, p.matchedBy])).toEqual([
      ["kari.solberg@example.com", "code"],
    ]);
    expect(await search("nobody-at-all")).toEqual([]);
    expect((await get("/api/studio/support/parents?q=a")).statusCode).toBe(400);
  });

  it("shows a parent's sets and how each came, the mails kept, and open sessions; ends them", async () => {
    const { user } = await aParent("ola.dahl@example.com", "Ola Dahl", "Mina Dahl");
    await signedInCookie(t, user.id);
    await t.app.mailer.enqueue({
      to: user.email,
      subject: "Your receipt",
      text: "Thanks",
      html: "<p>Thanks</p>",
    });
    const res = await get(`/api/studio/support/parents/${user.uuid}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.parent).toMatchObject({ email: "ola.dahl@example.com", name: "Ola Dahl" });
    expect(detail.sets).toMatchObject([{ name: "Mina Dahl", source: "code" }]);
    expect(detail.orders).toEqual([]);
    expect(detail.mails).toMatchObject([{ subject: "Your receipt" }]);
    expect(detail.sessions).toHaveLength(1);

    const ended = await post(`/api/studio/support/parents/${user.uuid}/sessions/end`);
    expect(ended.statusCode).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await lastRecord()).toMatchObject({
      staffEmail: supportEmail,
      action: "support.end-sessions",
      objectId: user.uuid,
    });

    const before = (await t.mails()).filter((m) => m.to === user.email).length;
    const again = await post(
      `/api/studio/support/parents/${user.uuid}/mails/${detail.mails[0].id}/send-again`,
    );
    expect(again.statusCode).toBe(200);
    expect((await t.mails()).filter((m) => m.to === user.email)).toHaveLength(before + 1);
    expect((await post(`/api/studio/support/parents/${user.uuid}/mails/999999/send-again`)).statusCode).toBe(
      404,
    );
  });

  it("adds a set to a parent by its code with the reason in the record, once", async () => {
    const { user } = await aParent("eva.moe@example.com", "Eva Moe", "Jon Moe");
    const sister = await createSubjectWithCode(t, { name: "Siri Moe" });
    const url = `/api/studio/support/parents/${user.uuid}/sets`;
    const added = await post(url, { code: sister.code, reason: "The letter was lost" });
    expect(added.statusCode).toBe(200);
    expect(
      (await get(`/api/studio/support/parents/${user.uuid}`))
        .json()
        .sets.map((s: { name: string }) => s.name),
    ).toContain("Siri Moe");
    expect(await lastRecord()).toMatchObject({
      action: "support.add-set",
      detail: { pictureSet: "Siri Moe", reason: "The letter was lost" },
    });
    expect((await post(url, { code: sister.code, reason: "Again" })).statusCode).toBe(409);
    expect((await post(url, { code: "NOSUCHCODE99", reason: "Typo" })).statusCode).toBe(404);
    expect((await post(url, { code: sister.code })).statusCode).toBe(400);
  });

  it("opens the simulated user with the same one-time link as the command, recorded", async () => {
    const { user } = await aParent("per.lie@example.com", "Per Lie", "Ask Lie");
    const res = await post(`/api/studio/support/parents/${user.uuid}/simulation`);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/foto\.example\.no\/simulate\/[A-Za-z0-9_-]+$/);
    expect(await lastRecord()).toMatchObject({ action: "support.simulate", objectId: user.uuid });
  });

  it("answers 404 for a parent the shop does not have", async () => {
    const res = await get("/api/studio/support/parents/00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("studio_parent_not_found");
  });
});

describe("support's search", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { supportSearchPerMember: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it("is limited per member, as a search by code guesses codes, and each member counts alone", async () => {
    const search = async (memberId: number) =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/studio/support/parents?q=ABCD2026",
          headers: { cookie: await studioCookie(t, memberId) },
        })
      ).statusCode;
    const first = await createStaff(t, { role: "support" });
    expect([await search(first.id), await search(first.id), await search(first.id)]).toEqual([200, 200, 429]);
    const second = await createStaff(t, { role: "owner" });
    expect(await search(second.id)).toBe(200);
  });
});
