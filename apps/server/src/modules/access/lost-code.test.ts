import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateLimits } from "../../config.ts";
import { createSubjectWithCode } from "../../test/factories.ts";
import { createTestApp, type TestApp, testRateLimits } from "../../test/helpers.ts";

const lostCode = (t: TestApp, body: unknown, remoteAddress = "203.0.113.7") =>
  t.app.inject({ method: "POST", url: "/api/webshop/lost-code", payload: body as object, remoteAddress });

describe("lost codes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://foto.example.no" } });
  });
  afterAll(() => t.close());

  it("without guardians' addresses in the shop it says so, with the shop's contact", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/lost-code" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: false, contact: { email: expect.any(String) } });
  });

  it("mails a guardian the codes and links of their subjects, and answers as for any other address", async () => {
    const ida = await createSubjectWithCode(t, {
      name: "Ida Hansen",
      code: "ACDEFGHJKMNP",
      guardianEmails: ["mor.hansen@example.com"],
    });
    await createSubjectWithCode(t, {
      name: "Jon Hansen",
      code: "QRTUVWXY3467",
      guardianEmails: ["mor.hansen@example.com"],
    });
    await createSubjectWithCode(t, {
      name: "Old Hansen",
      code: "CDEFGHJKMNPQ",
      archived: true,
      guardianEmails: ["mor.hansen@example.com"],
    });
    expect((await t.app.inject({ method: "GET", url: "/api/webshop/lost-code" })).json()).toMatchObject({
      available: true,
    });
    const before = (await t.mails()).length;

    const matched = await lostCode(t, { email: " Mor.Hansen@Example.com ", language: "nb" });
    const unknown = await lostCode(t, { email: "someone@example.com" });
    expect(matched.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(matched.body).toBe(unknown.body);

    const mails = (await t.mails()).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe("mor.hansen@example.com");
    expect(mail?.subject).not.toContain(ida.name);
    expect(mail?.text).toContain("Ida Hansen\nTilgangskode: ACDE FGHJ KMNP");
    expect(mail?.text).toContain("https://foto.example.no/?code=ACDEFGHJKMNP");
    expect(mail?.text).toContain("Jon Hansen\nTilgangskode: QRTU VWXY 3467");
    // A job that no longer sells sends nothing of its subjects.
    expect(mail?.text).not.toContain("Old Hansen");
  });

  it("refuses what is not an e-mail address, and no body at all", async () => {
    const res = await lostCode(t, { email: "not an address" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "Invalid email" });
    expect((await lostCode(t, {})).statusCode).toBe(400);
  });
});

describe("lost codes, limited", () => {
  let t: TestApp;
  beforeAll(async () => {
    const rateLimits: RateLimits = {
      ...testRateLimits,
      lostCodePerIp: { max: 3, windowMs: 60_000 },
      lostCodePerEmail: { max: 2, windowMs: 60_000 },
    };
    t = await createTestApp({ rateLimits });
  });
  afterAll(() => t.close());

  it("limits the requests per e-mail address from any place, and per client address", async () => {
    const statuses = [];
    for (const i of [1, 2, 3]) {
      statuses.push((await lostCode(t, { email: "guardian@example.com" }, `198.51.100.${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);

    const fromOne = [];
    for (const i of [1, 2, 3, 4])
      fromOne.push((await lostCode(t, { email: `a${i}@example.com` }, "192.0.2.9")).statusCode);
    expect(fromOne).toEqual([200, 200, 200, 429]);
  });
});
