import { randomUUID } from "node:crypto";
import { migrateTemplate } from "@shop/render/template";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioRecord } from "../../db/schema/index.ts";
import {
  aTemplateDocument,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
  testJpeg,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { artworkKey } from "./artwork.ts";
import { serverFonts } from "./measure.ts";
import { previewSvg } from "./preview.ts";

/** One file as the studio's FormData sends it (field `file`), with the member's cookie. */
function multipart(data: Buffer, cookie: { cookie: string }) {
  const boundary = `----shop-test-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="background.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...cookie, "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** What the editor saves: a 15×15 card with a background, a picture field and a text field. */
function editorDocument(uuid: string, asset: string | null, name = "Autumn card") {
  return {
    schemaVersion: 2,
    uuid,
    name,
    type: "CARDS",
    parts: [
      {
        id: "front",
        trim: { width: 150, height: 150 },
        bleed: 3,
        safeMargin: 5,
        elements: [
          ...(asset === null
            ? []
            : [{ kind: "artwork", id: "background", x: -3, y: -3, width: 156, height: 156, asset }]),
          { kind: "image", id: "picture1", x: 20, y: 20, width: 110, height: 80 },
          {
            kind: "text",
            id: "text1",
            x: 20,
            y: 110,
            width: 110,
            height: 20,
            font: { family: "Lobster", size: 24, color: "#333333", align: "center" },
            defaultText: "Happy autumn",
          },
        ],
      },
    ],
  };
}

describe("the studio's template editor", () => {
  let t: TestApp;
  let owner: { cookie: string };
  let staff: { cookie: string };
  let support: { cookie: string };
  let cardUuid: string;
  let calendarUuid: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = { cookie: await studioCookie(t, (await createStaff(t, { role: "owner" })).id) };
    staff = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    const cards = await createTemplateCategory(t, { internalName: "cards" });
    const square = await createTemplateCategory(t, { internalName: "cards-15x15", parentId: cards.id });
    // Not on sale yet: a starter product before its prices still gets templates.
    const card = await createTemplateProduct(t, { name: "Card 15x15", type: 1, prices: [] });
    cardUuid = card.uuid;
    calendarUuid = (await createTemplateProduct(t, { name: "Wall calendar", type: 2 })).uuid;
    await createTemplate(t, {
      productId: card.id,
      categoryIds: [cards.id, square.id],
      document: { ...aTemplateDocument(), uuid: randomUUID() },
    });
  });
  afterAll(() => t.close());

  const upload = async (data: Buffer, who = owner) =>
    t.app.inject({ method: "POST", url: "/api/studio/templates/editor/artwork", ...multipart(data, who) });
  const save = (body: Record<string, unknown>, who = owner) =>
    t.app.inject({ method: "POST", url: "/api/studio/templates/editor", headers: who, payload: body });

  it("lists every template product with its type, on sale or not", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/studio/templates/editor/products",
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual([
      { uuid: cardUuid, name: "Card 15x15", type: "CARDS" },
      { uuid: calendarUuid, name: "Wall calendar", type: "CALENDAR" },
    ]);
  });

  it("keeps a background picture in print and screen sizes and serves the screen size to anyone", async () => {
    const res = await upload(await testJpeg(400, 300, "#c0703a"));
    expect(res.statusCode).toBe(201);
    const { asset, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 400, height: 300 });
    expect(await t.app.storage.exists(artworkKey(asset, "print"))).toBe(true);
    const served = await t.app.inject({ method: "GET", url: `/api/webshop/templates/artwork/${asset}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toContain("immutable");
  });

  it("refuses a file that does not decode as a picture, with the reason", async () => {
    const res = await upload(Buffer.from("not a picture at all, only text pretending to be a JPEG"));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "studio_template_artwork_refused" });
    expect(res.json().error).toMatch(/not a picture/);
  });

  it("saves a new template through the import, listed with the product's other templates, and records it", async () => {
    const { asset } = (await upload(await testJpeg(400, 400, "#4a7c59"))).json();
    const res = await save({ product: cardUuid, document: editorDocument(randomUUID(), asset) }, staff);
    expect(res.statusCode).toBe(201);
    // A new template gets the shop's own uuid, as an imported file does.
    const uuid = res.json().uuid;
    expect(res.json()).toEqual({
      action: "created",
      uuid: expect.any(String),
      version: 1,
      name: "Autumn card",
      product: "Card 15x15",
    });
    const opened = await t.app.inject({
      method: "GET",
      url: `/api/studio/templates/${uuid}/editor`,
      headers: owner,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ uuid, version: 1, product: { uuid: cardUuid, type: "CARDS" } });
    expect(opened.json().document.parts[0].elements[0]).toMatchObject({ kind: "artwork", asset });
    const [recorded] = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, uuid));
    expect(recorded).toMatchObject({ action: "template.create", objectType: "template" });

    const second = await save({ product: cardUuid, document: editorDocument(uuid, asset, "Autumn card 2") });
    expect(second.json()).toMatchObject({ action: "new version", version: 2 });
    // The parent's cards list shows it in the product's categories once the product is on sale: the link is made.
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/webshop/templates/cards/categories/cards-15x15",
    });
    expect(listed.statusCode).toBe(200);
  });

  it("draws the background in the list's preview, inlined", async () => {
    const { asset } = (await upload(await testJpeg(300, 300, "#123456"))).json();
    const { uuid } = (
      await save({ product: cardUuid, document: editorDocument(randomUUID(), asset) })
    ).json();
    const res = await t.app.inject({ method: "GET", url: `/templates/all/${uuid}-1.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-artwork="${asset}"`);
    expect(res.body).toContain("data:image/jpeg;base64,");
  });

  it("refuses a document naming a background the shop does not have, and one for a product of another type", async () => {
    const missing = await save({ product: cardUuid, document: editorDocument(randomUUID(), randomUUID()) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "studio_template_refused" });
    expect(missing.json().error).toMatch(/No background picture/);
    const wrongType = await save({ product: calendarUuid, document: editorDocument(randomUUID(), null) });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('"Wall calendar" does not sell templates of type CARDS.');
  });

  it("refuses a document that does not pass the template schema", async () => {
    const doc = editorDocument(randomUUID(), null);
    const res = await save({
      product: cardUuid,
      document: { ...doc, parts: [{ ...doc.parts[0], trim: { width: -1, height: 150 } }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid_input", error: "Too small: expected number to be >0" });
  });

  it("answers 401 signed out, 403 to support, 404 for an unknown template", async () => {
    const signedOut = await t.app.inject({ method: "GET", url: "/api/studio/templates/editor/products" });
    expect(signedOut.statusCode).toBe(401);
    const bySupport = await save(
      { product: cardUuid, document: editorDocument(randomUUID(), null) },
      support,
    );
    expect(bySupport.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: "GET",
      url: `/api/studio/templates/${randomUUID()}/editor`,
      headers: owner,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "studio_template_not_found" });
    const noArtwork = await t.app.inject({
      method: "GET",
      url: `/api/webshop/templates/artwork/${randomUUID()}`,
    });
    expect(noArtwork.statusCode).toBe(404);
  });

  it("draws a document's artwork from the map it is given, and a grey box without one", async () => {
    const doc = migrateTemplate(editorDocument(randomUUID(), randomUUID()));
    const fonts = await serverFonts();
    const asset = doc.parts[0]?.elements[0]?.kind === "artwork" ? doc.parts[0].elements[0].asset : "";
    const drawn = previewSvg(doc, 1, fonts, new Date(), new Map([[asset, "data:image/jpeg;base64,AAAA"]]));
    expect(drawn).toContain('href="data:image/jpeg;base64,AAAA"');
    expect(previewSvg(doc, 1, fonts, new Date())).toContain('data-empty="background"');
  });
});
