import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portals, studioRecord, templates } from "../../db/schema/index.ts";
import {
  aTemplateDocument,
  createJob,
  createParent,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { insertTemplateProduct } from "../catalog/template-products.ts";
import { insertTemplate } from "./records.ts";
import { studioPreviewStorageKey } from "./studio-preview.ts";

type Listed = { uuid: string; name: string; active: boolean; sortOrder: number; excludedJobs: number };

describe("the studio's templates", () => {
  let t: TestApp;
  const auth: Record<string, { cookie: string }> = {};
  let cardsProductId: number;
  let cardsProductUuid: string;
  let cardsCategoryId: number;
  let first: { uuid: string };
  let second: { uuid: string };
  let mug: { uuid: string };

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ["owner", "staff", "support"] as const)
      auth[role] = { cookie: await studioCookie(t, (await createStaff(t, { role })).id) };
    const cards = await createTemplateProduct(t, { type: 1, name: "Card 15x15" });
    cardsProductId = cards.id;
    cardsProductUuid = cards.uuid;
    cardsCategoryId = (await createTemplateCategory(t, { internalName: "cards" })).id;
    first = await createTemplate(t, {
      productId: cards.id,
      categoryIds: [cardsCategoryId],
      document: aTemplateDocument({ name: "Birthday", text: "Hello {name}" }),
      sortOrder: 0,
    });
    second = await createTemplate(t, {
      productId: cards.id,
      categoryIds: [cardsCategoryId],
      document: aTemplateDocument({ name: "Christmas" }),
      sortOrder: 1,
    });
    const mugs = await createTemplateProduct(t, { type: 89, name: "Mug" });
    mug = await createTemplate(t, {
      productId: mugs.id,
      document: aTemplateDocument({ name: "Mug", type: "PHOTOGIFT", size: { width: 200, height: 90 } }),
    });
  });
  afterAll(() => t.close());

  const list = async (): Promise<Listed[]> =>
    (await t.app.inject({ method: "GET", url: "/api/studio/templates", headers: auth.staff })).json()
      .templates;
  const parentCards = async (cookie: string, subjectUuid: string): Promise<string[]> => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/webshop/templates/cards/subjects/${subjectUuid}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().templates.map((item: { name: string }) => item.name);
  };

  it("lists every template with its product, categories, size, version, order and preview", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/studio/templates", headers: auth.owner });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.templates.map((x: Listed) => x.name)).toEqual(["Birthday", "Christmas", "Mug"]);
    expect(body.templates[0]).toMatchObject({
      uuid: first.uuid,
      type: "CARDS",
      product: { uuid: cardsProductUuid, name: "Card 15x15" },
      categories: ["cards"],
      size: "15x15",
      version: 1,
      active: true,
      excludedJobs: 0,
      preview: `/api/studio/templates/${first.uuid}/preview/1`,
    });
    expect(body.templates[2]).toMatchObject({ size: "20x9", type: "PHOTOGIFT" });
    expect(body.products.map((p: { name: string }) => p.name)).toEqual(["Card 15x15", "Mug"]);
    expect(body.categories).toEqual([{ internalName: "cards", title: "Title cards" }]);
  });

  it("answers support 403 and the signed out 401", async () => {
    const support = await t.app.inject({
      method: "GET",
      url: "/api/studio/templates",
      headers: auth.support,
    });
    expect(support.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/studio/templates" })).statusCode).toBe(401);
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/templates/${first.uuid}`,
      headers: auth.support,
      payload: { active: false },
    });
    expect(patch.statusCode).toBe(403);
  });

  it("draws a preview with the starter library's sample child while the shop has no job, and keeps it", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/studio/templates/${first.uuid}/preview/1`,
      headers: { ...auth.staff, accept: "image/webp" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toContain("private");
    const key = studioPreviewStorageKey({ uuid: first.uuid, version: 1, sample: "starter" }, "webp");
    expect(await t.storage.exists(key)).toBe(true);
  });

  it("answers 404 for an unknown version, an unknown template and another shop's", async () => {
    const [portal] = await t.db.select().from(portals).where(eq(portals.id, t.app.portalId));
    if (!portal) throw new Error("no portal");
    const { id: _id, ...values } = portal;
    const [other] = await t.db.insert(portals).values(values).returning({ id: portals.id });
    if (!other) throw new Error("no other portal");
    const product = await insertTemplateProduct(t.db, other.id, { name: "Theirs", type: 1, prices: [] });
    const theirs = await insertTemplate(t.db, other.id, {
      productId: product.id,
      categoryIds: [],
      document: aTemplateDocument(),
    });
    for (const url of [
      `/api/studio/templates/${first.uuid}/preview/9`,
      `/api/studio/templates/${randomUUID()}`,
      `/api/studio/templates/${theirs.uuid}`,
      `/api/studio/templates/${theirs.uuid}/preview/1`,
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: auth.owner });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe("studio_template_not_found");
    }
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/templates/${theirs.uuid}`,
      headers: auth.owner,
      payload: { active: false },
    });
    expect(patch.statusCode).toBe(404);
  });

  it("switches a template off and on: the parents' lists leave it out meanwhile, and the record says who", async () => {
    const parent = await createParent(t);
    expect(await parentCards(parent.cookie, parent.set.subject.uuid)).toEqual(["Birthday", "Christmas"]);
    const off = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/templates/${second.uuid}`,
      headers: auth.staff,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(204);
    expect(await parentCards(parent.cookie, parent.set.subject.uuid)).toEqual(["Birthday"]);
    expect((await list()).find((x) => x.uuid === second.uuid)?.active).toBe(false);
    const [recorded] = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, second.uuid));
    expect(recorded).toMatchObject({ action: "template.switch-off", objectType: "template" });
    await t.app.inject({
      method: "PATCH",
      url: `/api/studio/templates/${second.uuid}`,
      headers: auth.staff,
      payload: { active: true },
    });
    expect(await parentCards(parent.cookie, parent.set.subject.uuid)).toEqual(["Birthday", "Christmas"]);
  });

  it("refuses a switch that is not true or false with 400", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/studio/templates/${second.uuid}`,
      headers: auth.staff,
      payload: { active: "no" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("expected boolean");
  });

  it("leaves a template out of one job's lists: that job's parents lose it, another job's keep it", async () => {
    const jobA = await createJob(t, { name: "Solberg skole" });
    const jobB = await createJob(t, { name: "Berg barnehage" });
    const a = await createParent(t, { jobId: jobA.id });
    const b = await createParent(t, { jobId: jobB.id });
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/studio/templates/${first.uuid}/jobs/${jobA.uuid}`,
      headers: auth.owner,
      payload: { offered: false },
    });
    expect(res.statusCode).toBe(204);
    expect(await parentCards(a.cookie, a.set.subject.uuid)).toEqual(["Christmas"]);
    expect(await parentCards(b.cookie, b.set.subject.uuid)).toEqual(["Birthday", "Christmas"]);
    const byProduct = await t.app.inject({
      method: "GET",
      url: `/api/webshop/user/templates/by-product/${cardsProductUuid}`,
      headers: { cookie: a.cookie },
    });
    expect(byProduct.json().map((x: { template: { name: string } }) => x.template.name)).toEqual([
      "Christmas",
    ]);

    const page = await t.app.inject({
      method: "GET",
      url: `/api/studio/templates/${first.uuid}`,
      headers: auth.owner,
    });
    expect(page.statusCode).toBe(200);
    const jobs = page.json().jobs as Array<{ name: string; offered: boolean }>;
    expect(jobs.find((j) => j.name === "Solberg skole")?.offered).toBe(false);
    expect(jobs.find((j) => j.name === "Berg barnehage")?.offered).toBe(true);
    expect(page.json().versions).toEqual([{ version: 1, createdAt: expect.any(String) }]);
    expect((await list()).find((x) => x.uuid === first.uuid)?.excludedJobs).toBe(1);

    await t.app.inject({
      method: "PUT",
      url: `/api/studio/templates/${first.uuid}/jobs/${jobA.uuid}`,
      headers: auth.owner,
      payload: { offered: true },
    });
    expect(await parentCards(a.cookie, a.set.subject.uuid)).toEqual(["Birthday", "Christmas"]);
    const unknownJob = await t.app.inject({
      method: "PUT",
      url: `/api/studio/templates/${first.uuid}/jobs/${randomUUID()}`,
      headers: auth.owner,
      payload: { offered: false },
    });
    expect(unknownJob.statusCode).toBe(404);
  });

  it("orders a product's templates, which the parents' lists follow", async () => {
    const parent = await createParent(t);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/studio/templates/order",
      headers: auth.staff,
      payload: { templates: [second.uuid, first.uuid] },
    });
    expect(res.statusCode).toBe(204);
    expect(await parentCards(parent.cookie, parent.set.subject.uuid)).toEqual(["Christmas", "Birthday"]);
    const rows = await t.db
      .select({ uuid: templates.uuid, sortOrder: templates.sortOrder })
      .from(templates)
      .where(eq(templates.productId, cardsProductId));
    expect(rows.find((r) => r.uuid === second.uuid)?.sortOrder).toBe(0);
  });

  it("refuses to order templates of two products together, by field, and an unknown one with 404", async () => {
    const mixed = await t.app.inject({
      method: "PUT",
      url: "/api/studio/templates/order",
      headers: auth.staff,
      payload: { templates: [first.uuid, mug.uuid] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: "studio_template_refused", fields: [{ field: "templates" }] });
    const unknown = await t.app.inject({
      method: "PUT",
      url: "/api/studio/templates/order",
      headers: auth.staff,
      payload: { templates: [randomUUID()] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("imports an uploaded template file as `template import` does: a new template, then a new version", async () => {
    const document = { ...aTemplateDocument({ name: "Uploaded" }), uuid: randomUUID() };
    const upload = (file: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/studio/templates/import",
        headers: auth.staff,
        payload: { file, product: cardsProductUuid, categories: ["cards"] },
      });
    const created = await upload(JSON.stringify(document));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ action: "created", version: 1, name: "Uploaded" });
    const again = await upload(
      JSON.stringify({ ...document, uuid: created.json().uuid, name: "Uploaded 2" }),
    );
    expect(again.json()).toMatchObject({ action: "new version", version: 2, name: "Uploaded 2" });
    const [recorded] = await t.db
      .select()
      .from(studioRecord)
      .where(eq(studioRecord.action, "template.upload"));
    expect(recorded).toMatchObject({ objectId: created.json().uuid });
  });

  it("refuses a file that is no JSON, a document with a wrong field, an unknown category, by field", async () => {
    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/studio/templates/import", headers: auth.staff, payload });
    const notJson = await post({ file: "{ nope", product: cardsProductUuid });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: "studio_template_refused", fields: [{ field: "file" }] });

    const wrong = aTemplateDocument();
    wrong.parts[0] = { ...wrong.parts[0], trim: { width: -5, height: 150 } } as (typeof wrong.parts)[0];
    const invalid = await post({ file: JSON.stringify(wrong), product: cardsProductUuid });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.map((f: { field: string }) => f.field)).toContain("parts.0.trim.width");

    const category = await post({
      file: JSON.stringify(aTemplateDocument()),
      product: cardsProductUuid,
      categories: ["nowhere"],
    });
    expect(category.json().fields).toEqual([{ field: "categories", message: 'No category "nowhere".' }]);

    const product = await post({ file: JSON.stringify(aTemplateDocument()), product: randomUUID() });
    expect(product.json().fields[0].field).toBe("product");
  });

  it("installs the starter library in one action, and a second install adds nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/studio/templates/starter",
      headers: auth.owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().templatesAdded.length).toBeGreaterThan(5);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/studio/templates/starter",
      headers: auth.owner,
    });
    expect(again.json().templatesAdded).toEqual([]);
    expect(again.json().lines[0]).toContain("installed already");
  }, 60_000);
});
