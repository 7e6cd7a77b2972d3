import { templateProductTypes } from "@shop/domain/product-kind";
import type { TemplateInstance } from "@shop/render/template";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aTemplateDocument, createTemplate, createTemplateProduct } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import type { CartFacts, CartLineRow } from "../../cart/kind.ts";
import { templateVersionByUuid } from "../../templates/versions.ts";
import { checkQuantity } from "./add.ts";
import { readInstance, templateEditLink, templateProduct } from "./index.ts";
import { designData } from "./line-data.ts";

const subject = {
  id: 7,
  uuid: crypto.randomUUID(),
  name: "Emma Nordmann",
  group: "3B",
  jobId: 1,
  jobName: "Lia",
};
const picture = (id: number) => ({
  id,
  uuid: crypto.randomUUID(),
  subjectId: subject.id,
  webshopId: `26-0001-0${id}`,
  pictureType: "IP" as const,
});

describe("the template product kind", () => {
  let t: TestApp;
  let product: { id: number; uuid: string };
  let versionId: number;
  let templateUuid: string;
  const [first, second] = [picture(1), picture(2)];

  beforeAll(async () => {
    t = await createTestApp();
    product = await createTemplateProduct(t, {
      type: templateProductTypes.CARDS,
      minOrderQuantity: 5,
      prices: [
        { quantity: 1, price: 3_000, campaignPrice: null },
        { quantity: 20, price: 2_000, campaignPrice: 1_500 },
      ],
    });
    const template = await createTemplate(t, {
      productId: product.id,
      document: aTemplateDocument({ name: "Thank-you card" }),
    });
    templateUuid = template.uuid;
    versionId = (await templateVersionByUuid(t.db, t.app.portalId, template.uuid, 1))?.id ?? 0;
  });
  afterAll(() => t.close());

  const instance = (uuid: string): TemplateInstance => ({
    templateUuid,
    templateVersion: 1,
    images: {
      photo: {
        picture: { uuid, width: 120, height: 150 },
        crop: { x: 0, y: 0, width: 1, height: 1 },
        rotation: 0,
        effect: "original",
      },
    },
    texts: {},
  });

  const row = (overrides: Partial<CartLineRow> = {}): CartLineRow => ({
    id: 1,
    uuid: crypto.randomUUID(),
    quantity: 20,
    subProductUuids: [],
    pictureId: null,
    catalogueId: null,
    templateVersionId: versionId,
    lineData: designData.stored({ instance: instance(first.uuid) }),
    product: {
      id: product.id,
      uuid: product.uuid,
      name: "Card",
      type: 1,
      kind: "template_product",
      pictureType: null,
      minOrderQuantity: 5,
      maxQuantity: null,
    },
    subject,
    ...overrides,
  });

  const facts = (): CartFacts => ({
    portalId: t.app.portalId,
    prices: new Map([
      [
        product.id,
        [
          { quantity: 1, price: 3_000, campaignPrice: null },
          { quantity: 20, price: 2_000, campaignPrice: 1_500 },
        ],
      ],
    ]),
    rebates: { IP: { file: null, set: null }, SFP: { file: null, set: null }, GP: { file: null, set: null } },
    pictureById: new Map([first, second].map((p) => [p.id, p])),
    picturesBySubject: new Map([[subject.id, [first, second]]]),
    extraPerUnit: new Map([[1, 200]]),
    now: new Date(),
  });

  it("prices a line by the product's tiers and sub-products, from its minimum, and names its design", async () => {
    const line = row();
    const lines = await templateProduct.cartLines(t.db, [line], facts());
    expect(lines.get(1)).toMatchObject({
      linePrice: 20 * (2_000 + 200),
      actualLinePrice: 20 * (1_500 + 200),
      canChangeQuantity: true,
      minimumQuantity: 5,
      maximumQuantity: null,
      description: "Thank-you card – Emma Nordmann",
      pictureType: null,
      pictures: [{ id: first.id, uuid: first.uuid }],
      catalogue: null,
      editLink: templateEditLink(line.uuid),
      template: {
        line: { uuid: templateUuid, version: 1, name: "Thank-you card", type: "CARDS", data: { year: null } },
      },
      // What the order keeps: the version the design names, and the design as the line stores it.
      kept: { templateVersionId: versionId, lineData: line.lineData },
    });
    expect(lines.get(1)?.template?.line.data.userResources.photo).toMatchObject({
      image: { uuid: first.uuid, webshopId: first.webshopId },
    });
  });

  it("leaves out a line of another product, of no version, with a broken design or a picture not in the set", async () => {
    const strays = [
      row({ id: 2, product: { ...row().product, id: product.id + 1000 } }),
      row({ id: 3, templateVersionId: null }),
      row({ id: 4, lineData: { schemaVersion: 1, instance: { templateUuid, images: "none" } } }),
      row({ id: 5, lineData: designData.stored({ instance: instance(crypto.randomUUID()) }) }),
      row({ id: 6, templateVersionId: versionId + 1000 }),
    ];
    const lines = await templateProduct.cartLines(t.db, [row(), ...strays], facts());
    expect([...lines.keys()]).toEqual([1]);
  });

  it("reads a stored design only when it is a template instance", () => {
    expect(readInstance(designData.stored({ instance: instance(first.uuid) }))).toMatchObject({
      templateUuid,
    });
    expect(readInstance(null)).toBeNull();
    expect(readInstance({ schemaVersion: 1, instance: { templateUuid, templateVersion: 0 } })).toBeNull();
    // A version this shop does not know yet (written by a newer one) is not read as a design.
    expect(
      readInstance({ ...designData.stored({ instance: instance(first.uuid) }), schemaVersion: 2 }),
    ).toBeNull();
  });

  it("refuses quantities below the minimum or above the maximum", () => {
    expect(() => checkQuantity({ minOrderQuantity: 5, maxQuantity: null }, 4)).toThrow(/minimum/);
    expect(() => checkQuantity({ minOrderQuantity: 0, maxQuantity: 3 }, 4)).toThrow(/maximum/);
    expect(() => checkQuantity({ minOrderQuantity: 0, maxQuantity: 3 }, 0)).toThrow(/minimum/);
    expect(() => checkQuantity({ minOrderQuantity: 5, maxQuantity: null }, 500)).not.toThrow();
  });
});
