import type { StudioProduct, StudioProductsResponse } from "@shop/contracts/studio-products";
import { templateProductTypes } from "@shop/domain/product-kind";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, studioRecord } from "../../db/schema/index.ts";
import {
  createCatalogue,
  createDigitalProducts,
  createJob,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { templateProducts } from "../catalog/template-products.ts";

const aCard = {
  names: { en: "Card 15x15", nb: "Kort 15x15" },
  descriptions: {},
  type: templateProductTypes.CARDS,
  minOrderQuantity: 1,
  prices: [{ quantity: 1, price: "39" }],
  subProducts: [],
  active: true,
};

describe("the studio's Products area", () => {
  let t: TestApp;
  let owner: { cookie: string };
  let support: { cookie: string };
  let jobUuid: string;

  const list = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/studio/products", headers: owner });
    expect(res.statusCode).toBe(200);
    return res.json<StudioProductsResponse>();
  };
  const product = async (uuid: string): Promise<StudioProduct | undefined> =>
    (await list()).products.find((p) => p.uuid === uuid);
  const create = (body: unknown, headers = owner) =>
    t.app.inject({ method: "POST", url: "/api/studio/products/template", headers, payload: body as object });
  const change = (uuid: string, body: unknown, headers = owner) =>
    t.app.inject({
      method: "PUT",
      url: `/api/studio/products/${uuid}/template`,
      headers,
      payload: body as object,
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = { cookie: await studioCookie(t, (await createStaff(t, { role: "owner" })).id) };
    support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    const job = await createJob(t, { name: "Lia skole 2026" });
    jobUuid = job.uuid;
    await createCatalogue(t, job.id, { name: "Lia skole catalogue", price: 18_000 });
    await createDigitalProducts(t, { filePrice: 12_000, setPrice: 50_000 });
  });
  afterAll(() => t.close());

  it("lists every product by kind with its prices, VAT, jobs and whether it is on sale", async () => {
    const unpriced = await createTemplateProduct(t, { type: 1, name: { en: "Mug", nb: "Kopp" }, prices: [] });
    const answer = await list();
    expect(answer).toMatchObject({ currency: "NOK", vatRate: 2500 });
    const catalogue = answer.products.find((p) => p.kind === "catalogue");
    expect(catalogue).toMatchObject({
      name: "Lia skole catalogue",
      prices: [{ quantity: 1, price: 18_000, campaignPrice: null }],
      jobs: [{ uuid: jobUuid, name: "Lia skole 2026" }],
      onSale: true,
    });
    expect(answer.products.find((p) => p.kind === "digital_file")).toMatchObject({
      pictureType: "IP",
      prices: [{ price: 12_000 }],
      jobs: null,
      onSale: true,
    });
    expect(answer.products.find((p) => p.uuid === unpriced.uuid)).toMatchObject({
      kind: "template_product",
      names: { en: "Mug", nb: "Kopp" },
      prices: [],
      active: false,
      onSale: false,
    });
  });

  it("makes a card product priced as typed, on sale to parents at once, and records who made it", async () => {
    const res = await create({
      ...aCard,
      prices: [
        { quantity: 1, price: "39" },
        { quantity: 10, price: "34,50 kr", campaignPrice: "29.00" },
      ],
      campaignEndsAt: "2099-01-31T22:59:59.000Z",
      subProducts: [{ names: { en: "Envelope", nb: "Konvolutt" }, extraPrice: "3" }],
    });
    expect(res.statusCode).toBe(201);
    const { uuid } = res.json<{ uuid: string }>();
    expect(await product(uuid)).toMatchObject({
      name: "Card 15x15",
      type: 1,
      prices: [
        { quantity: 1, price: 3_900, campaignPrice: null },
        { quantity: 10, price: 3_450, campaignPrice: 2_900 },
      ],
      campaignEndsAt: "2099-01-31T22:59:59.000Z",
      subProducts: [{ name: "Envelope", names: { en: "Envelope", nb: "Konvolutt" }, extraPrice: 300 }],
      onSale: true,
    });
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.uuid, uuid));
    const sold = (await templateProducts(t.db, t.app.portalId)).get(row?.id ?? 0);
    expect(sold).toMatchObject({ price: 3_900 });
    const records = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, uuid));
    expect(records).toMatchObject([{ action: "product.create", objectType: "product" }]);
  });

  it("changes a product's prices and keeps its sub-products by their ids", async () => {
    const made = (await create({
      ...aCard,
      subProducts: [{ names: { en: "Envelope" }, extraPrice: "3" }],
    }).then((r) => r.json())) as { uuid: string };
    const before = await product(made.uuid);
    const envelope = before?.subProducts[0]?.uuid;
    const res = await change(made.uuid, {
      ...aCard,
      names: { en: "Card 15x15 (new)", nb: "Kort 15x15 (ny)" },
      prices: [{ quantity: 1, price: "149,00" }],
      subProducts: [{ uuid: envelope, names: { en: "Envelope" }, extraPrice: "5" }],
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await product(made.uuid)).toMatchObject({
      name: "Card 15x15 (new)",
      prices: [{ quantity: 1, price: 14_900 }],
      subProducts: [{ uuid: envelope, extraPrice: 500 }],
      active: false,
      onSale: false,
    });
  });

  it("sells at the regular price once the 'Special offer' has ended", async () => {
    const made = (await create({
      ...aCard,
      prices: [{ quantity: 1, price: "39", campaignPrice: "29" }],
      campaignEndsAt: "2020-01-01T00:00:00.000Z",
    }).then((r) => r.json())) as { uuid: string };
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.uuid, made.uuid));
    const sold = (await templateProducts(t.db, t.app.portalId)).get(row?.id ?? 0);
    expect(sold).toMatchObject({ price: 3_900, prices: [{ campaignPrice: null }] });
  });

  it("refuses an amount it cannot read, naming the field", async () => {
    const res = await create({
      ...aCard,
      prices: [
        { quantity: 1, price: "39" },
        { quantity: 5, price: "abc" },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "studio_product_invalid" });
    expect(res.json<{ error: string }>().error).toContain("prices.1.price");
  });

  it("refuses a price list it cannot sell from, naming the field", async () => {
    const noPrice = await create({ ...aCard, prices: [] });
    expect(noPrice.json()).toMatchObject({ code: "studio_product_invalid", error: "prices: no-price" });
    const notLower = await create({ ...aCard, prices: [{ quantity: 1, price: "39", campaignPrice: "39" }] });
    expect(notLower.statusCode).toBe(400);
    expect(notLower.json<{ error: string }>().error).toContain("prices.0.campaignPrice");
  });

  it("answers 404 for an unknown product and one that is not a template product", async () => {
    const unknown = await change("0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4", aCard);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "studio_product_not_found" });
    const digital = (await list()).products.find((p) => p.kind === "digital_file");
    expect((await change(digital?.uuid ?? "", aCard)).statusCode).toBe(404);
  });

  it("answers 401 signed out and 403 to support", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/studio/products" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/studio/products", headers: support })).statusCode,
    ).toBe(403);
    expect((await create(aCard, support)).statusCode).toBe(403);
    const starter = await t.app.inject({
      method: "POST",
      url: "/api/studio/templates/starter",
      headers: support,
    });
    expect(starter.statusCode).toBe(403);
  });

  it("installs the starter library from the empty list's button: its products are listed, not on sale", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/studio/templates/starter", headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ productsAdded: string[] }>().productsAdded).toContain("Card 15x15");
    const card = (await list()).products.find((p) => p.name === "Card 15x15" && p.templates.length > 0);
    expect(card).toMatchObject({ onSale: false, prices: [] });
    expect(card?.templates[0]).toMatchObject({
      pictureTypes: expect.any(Array),
      userUploads: expect.any(Boolean),
    });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/studio/templates/starter",
      headers: owner,
    });
    expect(again.json()).toMatchObject({ productsAdded: [], templatesAdded: [] });
  });
});

describe("pricing an installed starter product in a production shop, through the operator's route", () => {
  const token = "products-operator-token-0123456789";
  const card = "54ef6026-d000-47b7-bbbf-9fe81b957dcd";
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        OPERATOR_TOKEN: token,
        SHOP_MODE: "production",
        PUBLIC_URL: "https://foto.example.test",
        SMTP_URL: "smtp://127.0.0.1:2525",
        INVOICE_ENABLED: "true",
      },
    });
  });
  afterAll(() => t.close());

  it("sells the starter's 15x15 card at 39 kr once the operator prices it as the studio's form does", async () => {
    const headers = { authorization: `Bearer ${token}` };
    await t.app.inject({ method: "POST", url: "/api/operator/templates/starter", headers });
    const cardId = async () =>
      (await t.db.select({ id: products.id }).from(products).where(eq(products.uuid, card)))[0]?.id ?? 0;
    expect((await templateProducts(t.db, t.app.portalId)).has(await cardId())).toBe(false);
    const url = `/api/operator/products/${card}/template`;
    expect((await t.app.inject({ method: "PUT", url, payload: aCard })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "PUT", url, headers, payload: aCard });
    expect(res.statusCode).toBe(200);
    expect((await templateProducts(t.db, t.app.portalId)).get(await cardId())).toMatchObject({
      price: 3_900,
    });
    const records = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, card));
    expect(records).toMatchObject([{ action: "product.change", staffEmail: "operator" }]);
  });
});
