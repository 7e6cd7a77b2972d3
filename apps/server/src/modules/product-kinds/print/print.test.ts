import { randomBytes } from "node:crypto";
import type { CartResponse, OrderLine } from "@shop/contracts/cart";
import type { OrderResponse } from "@shop/contracts/orders";
import type { AddPrintResponse, PrintOffersResponse } from "@shop/contracts/prints";
import type {
  PrintProductInput,
  StudioPrintResponse,
  StudioPrintsResponse,
} from "@shop/contracts/studio-prints";
import { centredCrop, printedPage } from "@shop/domain/print-size";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioRecord } from "../../../db/schema/index.ts";
import { createParent } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../../test/staff-factories.ts";
import { openPostageTransaction, payWithCard } from "../../checkout/purchase-test-support.ts";
import { printOrder } from "../../production/service.ts";

const token = randomBytes(32).toString("base64url");
const ptPerMm = 72 / 25.4;

const tenByFifteen: PrintProductInput = {
  names: { en: "Print 10×15", nb: "Bilde 10×15" },
  widthMm: 100,
  heightMm: 150,
  bleedMm: 3,
  tiers: [
    { quantity: 1, price: "29" },
    { quantity: 10, price: "24,50 kr" },
  ],
  active: true,
};

describe("print products and print lines", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let owner: { cookie: string };
  let print: StudioPrintResponse["print"];

  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token } });
    shop = await createPurchaseShop(t);
    owner = { cookie: await studioCookie(t, (await createStaff(t, { role: "owner" })).id) };
  });
  afterAll(() => t.close());

  const save = (body: unknown, headers: { cookie?: string } = owner, uuid?: string) =>
    t.app.inject({
      method: uuid ? "PUT" : "POST",
      url: uuid ? `/api/studio/prints/${uuid}` : "/api/studio/prints",
      payload: body as object,
      headers,
    });

  it("the studio makes a print product with prices as people write them, and records it", async () => {
    const res = await save(tenByFifteen);
    expect(res.statusCode, res.body).toBe(200);
    print = (res.json() as StudioPrintResponse).print;
    expect(print).toMatchObject({
      name: "Print 10×15",
      names: { en: "Print 10×15", nb: "Bilde 10×15" },
      widthMm: 100,
      heightMm: 150,
      bleedMm: 3,
      tiers: [
        { quantity: 1, price: 2900 },
        { quantity: 10, price: 2450 },
      ],
      active: true,
    });
    const list = (
      await t.app.inject({ url: "/api/studio/prints", headers: owner })
    ).json() as StudioPrintsResponse;
    expect(list.currency).toBe("NOK");
    expect(list.prints.map((p) => p.uuid)).toEqual([print.uuid]);
    const [recorded] = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, print.uuid));
    expect(recorded).toMatchObject({
      action: "print.create",
      detail: { size: "10×15", prices: "1: 29, 10: 24.50", onSale: true },
    });

    // Staff changes it: a new price, the name in one language.
    const staff = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    const changed = await save(
      { ...tenByFifteen, names: { en: "Print 10×15" }, tiers: [{ quantity: 1, price: "29,00" }] },
      staff,
      print.uuid,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as StudioPrintResponse).print).toMatchObject({
      names: { en: "Print 10×15" },
      tiers: [{ quantity: 1, price: 2900 }],
    });
  });

  it("refuses a print that cannot be sold with a message naming the field", async () => {
    const cases: Array<[Partial<PrintProductInput>, string, string]> = [
      [
        { tiers: [{ quantity: 1, price: "29,999" }] },
        "tiers.0.price",
        "Price from 1: must have at most two decimals",
      ],
      [
        { tiers: [{ quantity: 1, price: "abc" }] },
        "tiers.0.price",
        'Price from 1: must be an amount, e.g. "29"',
      ],
      [{ widthMm: 10 }, "widthMm", "Width: must be at least 20 mm"],
      [{ names: { en: " " } }, "names.en", "Name: must not be empty"],
      [{ tiers: [{ quantity: 2, price: "29" }] }, "tiers.0.quantity", "The first price is from 1"],
    ];
    for (const [change, field, message] of cases) {
      const res = await save({ ...tenByFifteen, ...change });
      expect([res.statusCode, res.json().code, res.json().params?.field], JSON.stringify(change)).toEqual([
        400,
        "studio_print_invalid",
        field,
      ]);
      expect(res.json().error).toContain(message);
    }
    expect((await save({ ...tenByFifteen, bleedMm: 40 })).statusCode).toBe(400);
  });

  it("answers 401 signed out, 403 to support, 404 for a print the shop does not have", async () => {
    expect((await save(tenByFifteen, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/studio/prints" })).statusCode).toBe(401);
    const support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    expect((await save(tenByFifteen, support)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/studio/prints", headers: support })).statusCode).toBe(403);
    const missing = await save(tenByFifteen, owner, "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4");
    expect([missing.statusCode, missing.json().code]).toEqual([404, "studio_print_not_found"]);
  });

  it("a parent orders a print of a picture with a crop; the order prints it at its size and bleed", async () => {
    const parent = await createParent(t, shop, { pictureCount: 2 });
    const headers = { cookie: parent.cookie };
    const offers = (
      await t.app.inject({ url: "/api/webshop/prints", headers })
    ).json() as PrintOffersResponse;
    expect(offers.prints).toEqual([
      { uuid: print.uuid, name: "Print 10×15", widthMm: 100, heightMm: 150, bleedMm: 3, price: 2900 },
    ]);
    const [picture, other] = parent.set.pictures;
    if (!picture || !other) throw new Error("the factory made too few pictures");
    const page = printedPage(tenByFifteen, "portrait");
    const full = centredCrop(picture, page);
    // The parent zooms in on the top left.
    const crop = { x: 0, y: 0, width: full.width * 0.8, height: full.height * 0.8 };
    const add = (body: object) =>
      t.app.inject({ method: "POST", url: "/api/webshop/cart/prints", payload: body, headers });

    const squashed = await add({
      productUuid: print.uuid,
      pictureUuid: picture.uuid,
      crop: { ...crop, width: 1 },
    });
    expect([squashed.statusCode, squashed.json().code]).toEqual([400, "print_crop_invalid"]);
    const stranger = await createParent(t, shop, { pictureCount: 1 });
    const notTheirs = await add({
      productUuid: print.uuid,
      pictureUuid: stranger.set.pictures[0]?.uuid,
      crop,
    });
    expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([404, "picture_not_found"]);
    const unknown = await add({ productUuid: shop.catalogue.uuid, pictureUuid: picture.uuid, crop });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "print_unavailable"]);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/webshop/cart/prints", payload: {} })).statusCode,
    ).toBe(401);

    const added = await add({ productUuid: print.uuid, pictureUuid: picture.uuid, crop, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    const { cart, orderLineUuid } = added.json() as AddPrintResponse;
    const line = cart.orderLines.find((l) => l.uuid === orderLineUuid) as OrderLine;
    expect(line).toMatchObject({
      product: { kind: "print", type: 402 },
      description: `Print 10×15, ${picture.webshopId}`,
      linePrice: 5800,
      editLink: `/shopping-cart/edit/${orderLineUuid}`,
      print: { productUuid: print.uuid, widthMm: 100, heightMm: 150, bleedMm: 3, crop },
    });
    expect(line.print?.previewUrl).toContain(picture.uuid);

    // The edit link's 'Update cart': a new crop.
    const recrop = { ...full };
    const updated = await t.app.inject({
      method: "PUT",
      url: `/api/webshop/cart/lines/${orderLineUuid}/print`,
      payload: { productUuid: print.uuid, crop: recrop },
      headers,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (updated.json() as CartResponse).cart.orderLines.find((l) => l.uuid === orderLineUuid);
    expect(after?.print?.crop).toEqual(recrop);
    const strangers = await t.app.inject({
      method: "PUT",
      url: `/api/webshop/cart/lines/${orderLineUuid}/print`,
      payload: { productUuid: print.uuid, crop: recrop },
      headers: { cookie: stranger.cookie },
    });
    expect([strangers.statusCode, strangers.json().code]).toEqual([404, "order_line_not_found"]);

    const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, parent.cookie);
    expect((await payWithCard(t.app, parent.cookie, transactionUuid)).statusCode).toBe(200);
    const order = (
      (await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers })).json() as OrderResponse
    ).order;
    const ordered = order.orderLines.find((l) => l.product.kind === "print");
    expect(ordered).toMatchObject({
      description: `Print 10×15, ${picture.webshopId}`,
      print: { widthMm: 100, heightMm: 150, crop: recrop },
    });

    // A size changed after the order does not change the order's print.
    expect((await save({ ...tenByFifteen, widthMm: 130, heightMm: 180 }, owner, print.uuid)).statusCode).toBe(
      200,
    );
    const files = await printOrder({ db: t.db, storage: t.storage, portalId: t.app.portalId }, orderUuid);
    expect(files.map((f) => f.fileName)).toEqual([`${orderUuid.slice(0, 8)}-1-print-10-15.pdf`]);
    const pdf = await PDFDocument.load(files[0]?.pdf as Uint8Array);
    const [pdfPage] = pdf.getPages();
    expect(pdfPage?.getWidth()).toBeCloseTo(106 * ptPerMm, 1);
    expect(pdfPage?.getHeight()).toBeCloseTo(156 * ptPerMm, 1);
    expect(pdfPage?.getTrimBox()).toMatchObject({ width: expect.closeTo(100 * ptPerMm, 1) });
    const res = await t.app.inject({
      url: `/api/operator/orders/${orderUuid}/lines/${ordered?.uuid}/print.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  });
});
