import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryOptions, studioRecord } from "../../db/schema/index.ts";
import { createJob, createUser, signedInCookie } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { applyShopSettings } from "./service.ts";
import { parseShopSettings } from "./validation.ts";

const exampleText = readFileSync(new URL("../../../../../docs/examples/shop.json", import.meta.url), "utf8");

describe("the studio's settings calls", () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createJob(t, { name: "Solbakken skole 2026" });
    const example = parseShopSettings(JSON.parse(exampleText));
    if (!example.ok) throw new Error(JSON.stringify(example.issues));
    await applyShopSettings(t.db, example.settings);
    const member = await createStaff(t, { role: "owner" });
    owner = await studioCookie(t, member.id);
  });
  afterAll(() => t.close());

  async function exported() {
    const res = await t.app.inject({ url: "/api/studio/settings", headers: { cookie: owner } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return JSON.parse(res.json().file);
  }

  it("exports the shop's settings as a file of version 2 with amounts as text", async () => {
    const file = await exported();
    expect(file.version).toBe(2);
    expect(file.portal.name).toBe("Demo Foto AS");
    expect(file.deliveryOptions[0]).toMatchObject({ type: "postage", price: "79" });
  });

  it("previews one section: the change is listed, and nothing is changed", async () => {
    const file = await exported();
    const options = structuredClone(file.deliveryOptions);
    options[0].price = "89,50";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/settings/preview",
      headers: { cookie: owner },
      payload: { section: "deliveryOptions", value: JSON.stringify(options) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.ok).toBe(true);
    expect(result.applied).toBe(false);
    expect(result.changes.filter((c: { action: string }) => c.action !== "unchanged")).toEqual([
      { what: "delivery option", key: '"Delivery by post"', action: "updated", fields: ["price"] },
    ]);
    const [row] = await t.db
      .select()
      .from(deliveryOptions)
      .where(eq(deliveryOptions.name, "Delivery by post"));
    expect(row?.price).toBe(7_900);
  });

  it("answers a section's problems with their paths, in the file's words, and changes nothing", async () => {
    const file = await exported();
    const options = structuredClone(file.deliveryOptions);
    options[1].price = 69;
    options[2].deliveryDays = -1;
    for (const url of ["/api/studio/settings/preview", "/api/studio/settings"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie: owner },
        payload: { section: "deliveryOptions", value: JSON.stringify(options) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ok: false,
        issues: [
          {
            path: "deliveryOptions[1].price",
            message: '69 is a number; write "69" for 69.00 kr or "0.69" for 0.69 kr',
          },
          { path: "deliveryOptions[2].deliveryDays", message: "must not be negative" },
        ],
      });
    }
  });

  it("applies a section in one transaction and records it with a summary", async () => {
    const file = await exported();
    const options = structuredClone(file.deliveryOptions);
    options[0].price = "99";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/settings",
      headers: { cookie: owner },
      payload: { section: "deliveryOptions", value: JSON.stringify(options) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, applied: true });
    const [row] = await t.db
      .select()
      .from(deliveryOptions)
      .where(eq(deliveryOptions.name, "Delivery by post"));
    expect(row?.price).toBe(9_900);
    const records = await t.db.select().from(studioRecord).where(eq(studioRecord.action, "settings.apply"));
    expect(records.at(-1)).toMatchObject({
      objectType: "settings",
      objectId: "deliveryOptions",
      detail: { section: "deliveryOptions", created: 0, updated: 1, retired: 0, removed: 0, skipped: 0 },
    });
  });

  it("previews and applies a whole imported file", async () => {
    const file = await exported();
    file.vouchers = file.vouchers.filter((v: { code: string }) => v.code !== "RABATT50");
    const preview = await t.app.inject({
      method: "POST",
      url: "/api/studio/settings/preview",
      headers: { cookie: owner },
      payload: { file: JSON.stringify(file) },
    });
    expect(preview.json().changes.filter((c: { action: string }) => c.action !== "unchanged")).toEqual([
      { what: "voucher", key: "RABATT50", action: "retired", note: "not in the file: expired now" },
    ]);
    const version1 = { ...file, version: undefined };
    const old = await t.app.inject({
      method: "POST",
      url: "/api/studio/settings/preview",
      headers: { cookie: owner },
      payload: { file: JSON.stringify(version1) },
    });
    expect(old.json().issues[0].path).toBe("(the file)");
  });

  it("answers a text that is not JSON as a problem of the file or of the section", async () => {
    for (const [payload, path] of [
      [{ file: "{ not json" }, "(the file)"],
      [{ section: "checkout", value: "{ not json" }, "checkout"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/studio/settings/preview",
        headers: { cookie: owner },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().issues[0].path).toBe(path);
    }
  });

  it("refuses a body that is neither a file nor a known section (400)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/settings/preview",
      headers: { cookie: owner },
      payload: { section: "looks", value: "{}" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("invalid_input");
  });

  it("answers 401 signed out and to a parent, 403 to staff and support", async () => {
    const parent = await createUser(t);
    const parentCookie = await signedInCookie(t, parent.id);
    for (const cookie of [undefined, parentCookie]) {
      const res = await t.app.inject({ url: "/api/studio/settings", headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(401);
    }
    for (const role of ["staff", "support"] as const) {
      const member = await createStaff(t, { role });
      const cookie = await studioCookie(t, member.id);
      for (const [method, url] of [
        ["GET", "/api/studio/settings"],
        ["POST", "/api/studio/settings/preview"],
        ["POST", "/api/studio/settings"],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { cookie },
          ...(method === "POST" ? { payload: { section: "checkout", value: "{}" } } : {}),
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});
