import { randomBytes, randomUUID } from "node:crypto";
import type { Cart, CartResponse, OrderLine } from "@shop/contracts/cart";
import type { OrderResponse } from "@shop/contracts/orders";
import {
  type AddPackageBody,
  type AddPackageResponse,
  type PackageInstance,
  type PackageInstanceResponse,
  packageItemDesigns,
} from "@shop/contracts/packages";
import type { FillTemplateResponse } from "@shop/contracts/templates";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, packageItems, packageOffers } from "../../../db/schema/index.ts";
import { createParent, type Parent } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { addPictureSet, createPurchaseShop, type PurchaseShop } from "../../../test/order-factories.ts";
import { getCart, openPostageTransaction, payWithCard } from "../../checkout/purchase-test-support.ts";
import { setEntitlements } from "../../entitlements/service.ts";
import {
  createPackageOffer,
  createPackageParts,
  type PackageParts,
} from "../../packages/package-test-support.ts";
import { printOrder } from "../../production/service.ts";

const token = randomBytes(32).toString("base64url");
const addUrl = "/api/webshop/cart/packages";
const updateUrl = (uuid: string) => `/api/webshop/cart/lines/${uuid}/package`;

/** What 'Add package to cart' sends for an instance as the server made it (the parent changed nothing). */
function bodyOf(made: PackageInstance): AddPackageBody {
  return {
    package: { uuid: made.uuid },
    subject: { uuid: made.subject.uuid },
    items: packageItemDesigns(made.packageItems),
  };
}

describe("package lines", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let parts: PackageParts;
  let offer: Awaited<ReturnType<typeof createPackageOffer>>;
  let fixedCard: Awaited<ReturnType<typeof createPackageOffer>>;
  let disabled: Awaited<ReturnType<typeof createPackageOffer>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token } });
    shop = await createPurchaseShop(t);
    parts = await createPackageParts(t);
    offer = await createPackageOffer(t, shop, parts, {
      name: "Family package",
      timeLimitedDiscountPrice: 50_000,
      timeLimitedDiscountEnds: new Date(Date.now() + 24 * 3_600_000),
    });
    // A package whose card may not be changed for another template.
    fixedCard = await createPackageOffer(t, shop, parts, { name: "Fixed package" });
    await t.db
      .update(packageItems)
      .set({ canChangeTemplate: false })
      .where(and(eq(packageItems.packageId, fixedCard.id), eq(packageItems.position, 0)));
    disabled = await createPackageOffer(t, shop, parts, { name: "Closed package", disabledReason: "Closed" });
  });
  afterAll(() => t.close());

  async function instanceFor(parent: Parent, uuid = offer.uuid): Promise<PackageInstance> {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/webshop/packages/${uuid}`,
      headers: { cookie: parent.cookie },
    });
    if (res.statusCode !== 200) throw new Error(`the instance answered ${res.statusCode}: ${res.body}`);
    return (res.json() as PackageInstanceResponse).package;
  }
  const add = (parent: Parent, body: AddPackageBody) =>
    t.app.inject({ method: "POST", url: addUrl, payload: body, headers: { cookie: parent.cookie } });
  const packageLine = (cart: Cart): OrderLine | undefined => cart.orderLines.find((l) => l.package !== null);

  it("adds a package as one line, priced now, with its items, designs and edit link", async () => {
    const parent = await createParent(t, shop, { pictureCount: 4 });
    const made = await instanceFor(parent);
    const res = await add(parent, bodyOf(made));
    expect(res.statusCode, res.body).toBe(200);
    const { cart, orderLineUuid } = res.json() as AddPackageResponse;
    const line = packageLine(cart);
    expect(line).toMatchObject({
      uuid: orderLineUuid,
      product: { uuid: offer.productUuid, type: 200, kind: "package", name: "Family package" },
      quantity: 1,
      canChangeQuantity: false,
      description: `Family package – ${parent.set.subject.name}`,
      linePrice: 90_000,
      actualLinePrice: 50_000,
      rebate: { linePrice: -40_000 },
      template: null,
      editLink: `/shopping-cart/edit/${orderLineUuid}`,
      subjects: [{ uuid: parent.set.subject.uuid }],
    });
    expect(line?.package?.uuid).toBe(offer.uuid);
    expect(line?.package?.packageItems.map((i) => i.type)).toEqual([
      "TEMPLATE_PRODUCT",
      "TEMPLATE_PRODUCT",
      "CATALOGUE",
      "DIGITAL_SET",
    ]);
    const [cardItem, , catalogueItem, setItem] = line?.package?.packageItems ?? [];
    expect(cardItem?.template).toMatchObject({ uuid: parts.card.uuid, version: 1, name: "Birthday card" });
    const placed = Object.values(cardItem?.template?.data.userResources ?? {}).flatMap((r) =>
      r.kind === "image" && r.image ? [r.image.uuid] : [],
    );
    expect(placed.length).toBe(1);
    for (const uuid of placed) expect(cardItem?.template?.pictureUrls[uuid]).toContain(uuid);
    expect(catalogueItem?.catalogue).toEqual({ uuid: shop.catalogue.uuid, name: shop.catalogue.name });
    expect(setItem?.digitalSet).toEqual({ type: "IP" });
    expect(cart.summary.totalPrice).toBeGreaterThanOrEqual(50_000);
  });

  it("refuses items that are missing, sent twice, of another template, or with a design where none goes", async () => {
    const parent = await createParent(t, shop);
    const body = bodyOf(await instanceFor(parent));
    const [cardItem, calendarItem, catalogueItem, setItem] = body.items;
    if (!cardItem?.design || !calendarItem || !catalogueItem || !setItem)
      throw new Error("the package has 4 items");
    const refusals: AddPackageBody["items"][] = [
      [cardItem, calendarItem, catalogueItem],
      [cardItem, cardItem, calendarItem, catalogueItem, setItem],
      [cardItem, calendarItem, { ...catalogueItem, design: cardItem.design }, setItem],
      [{ ...cardItem, design: null }, calendarItem, catalogueItem, setItem],
      // The calendar item's design made with the card's template.
      [cardItem, { ...calendarItem, design: cardItem.design }, catalogueItem, setItem],
      [cardItem, calendarItem, catalogueItem, { ...setItem, uuid: randomUUID() }],
    ];
    for (const items of refusals) {
      const res = await add(parent, { ...body, items });
      expect([res.statusCode, res.json().code]).toEqual([400, "package_items_mismatch"]);
    }
    expect(packageLine(await getCart(t.app, parent.cookie))).toBeUndefined();
  });

  it("takes another template of the card's product only where the item allows it", async () => {
    const parent = await createParent(t, shop);
    const fill = await t.app.inject({
      method: "POST",
      url: "/api/webshop/user/templates/fill-template",
      payload: { template: { uuid: parts.otherCard.uuid }, subject: { uuid: parent.set.subject.uuid } },
      headers: { cookie: parent.cookie },
    });
    const other = fill.json() as FillTemplateResponse;
    const withOtherCard = (body: AddPackageBody): AddPackageBody => ({
      ...body,
      items: body.items.map((item, i) =>
        i === 0
          ? { ...item, design: { template: { uuid: parts.otherCard.uuid, version: 1 }, ...other } }
          : item,
      ),
    });
    const allowed = await add(parent, withOtherCard(bodyOf(await instanceFor(parent))));
    expect(allowed.statusCode, allowed.body).toBe(200);
    const line = packageLine((allowed.json() as AddPackageResponse).cart);
    expect(line?.package?.packageItems[0]?.template?.name).toBe("Christmas card");
    const fixedBody = bodyOf(await instanceFor(parent, fixedCard.uuid));
    const refused = await add(parent, withOtherCard(fixedBody));
    expect([refused.statusCode, refused.json().code]).toEqual([400, "package_items_mismatch"]);
  });

  it("checks each design with the template product's check", async () => {
    const parent = await createParent(t, shop);
    const stranger = await createParent(t, shop);
    const body = bodyOf(await instanceFor(parent));
    const theirs = bodyOf(await instanceFor(stranger));
    // The card's design placing a picture of another parent's set.
    const res = await add(parent, {
      ...body,
      items: [theirs.items[0], ...body.items.slice(1)] as AddPackageBody["items"],
    });
    expect([res.statusCode, res.json().code]).toEqual([400, "template_picture_not_in_set"]);
  });

  it("refuses an item's design whose crop is smaller than a pixel of its picture", async () => {
    const parent = await createParent(t, shop);
    const body = bodyOf(await instanceFor(parent));
    const items = body.items.map((item) => {
      if (!item.design) return item;
      const userResources = Object.fromEntries(
        Object.entries(item.design.userResources).map(([id, resource]) => [
          id,
          resource.kind === "image" && resource.image
            ? {
                ...resource,
                image: { ...resource.image, cropRect: { x: 0.5, y: 0.5, width: 1e-9, height: 1e-9 } },
              }
            : resource,
        ]),
      );
      return { ...item, design: { ...item.design, userResources } };
    }) as AddPackageBody["items"];
    const res = await add(parent, { ...body, items });
    expect([res.statusCode, res.json().code]).toEqual([400, "template_crop_invalid"]);
  });

  it("refuses a disabled offer, another user's picture set and a set the offer does not allow", async () => {
    const parent = await createParent(t, shop);
    const stranger = await createParent(t, shop);
    const body = bodyOf(await instanceFor(parent));
    const closed = await add(parent, { ...body, package: { uuid: disabled.uuid } });
    expect([closed.statusCode, closed.json().code]).toEqual([409, "package_disabled"]);
    const foreign = await add(parent, { ...body, subject: { uuid: stranger.set.subject.uuid } });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, "picture_set_not_found"]);
    const other = await addPictureSet(t, parent.user.id, {});
    const restricted = await add(parent, { ...body, subject: { uuid: other.subject.uuid } });
    expect([restricted.statusCode, restricted.json().code]).toEqual([400, "package_subject_not_allowed"]);
    const unknown = await add(parent, { ...body, package: { uuid: randomUUID() } });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "package_not_found"]);
    const signedOut = await t.app.inject({ method: "POST", url: addUrl, payload: body });
    expect(signedOut.statusCode).toBe(401);
  });

  it("updates a package line's designs and versions, and refuses a line that is not a package line of the user", async () => {
    const parent = await createParent(t, shop, { pictureCount: 3 });
    const body = bodyOf(await instanceFor(parent));
    const { orderLineUuid } = (await add(parent, body)).json() as AddPackageResponse;
    const [first, second] = parent.set.pictures;
    if (!first || !second) throw new Error("the set has pictures");
    const items = body.items.map((item) => {
      if (!item.design) return item;
      const userResources = Object.fromEntries(
        Object.entries(item.design.userResources).map(([id, r]) => [
          id,
          r.kind === "image" && r.image ? { ...r, image: { ...r.image, uuid: second.uuid } } : r,
        ]),
      );
      return { ...item, version: 1, design: { ...item.design, userResources } };
    });
    const res = await t.app.inject({
      method: "PUT",
      url: updateUrl(orderLineUuid),
      payload: { subject: body.subject, items },
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = (res.json() as CartResponse).cart.orderLines.find((l) => l.uuid === orderLineUuid);
    const cardItem = line?.package?.packageItems[0];
    expect(cardItem?.version).toBe(1);
    expect(Object.keys(cardItem?.template?.pictureUrls ?? {})).toEqual([second.uuid]);
    expect(line?.digitalFiles.map((f) => f.uuid)).toEqual([second.uuid]);
    const other = await createParent(t, shop);
    const notTheirs = await t.app.inject({
      method: "PUT",
      url: updateUrl(orderLineUuid),
      payload: { subject: body.subject, items },
      headers: { cookie: other.cookie },
    });
    expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([404, "order_line_not_found"]);
  });

  it("moves a package line to another picture set of the package's job, made with that set's pictures", async () => {
    const parent = await createParent(t, shop);
    const old = bodyOf(await instanceFor(parent));
    const { orderLineUuid } = (await add(parent, old)).json() as AddPackageResponse;
    const sibling = await addPictureSet(t, parent.user.id, { jobId: shop.jobId, name: "Ola Berg" });
    const made = (
      (
        await t.app.inject({
          method: "POST",
          url: `/api/webshop/packages/${offer.uuid}`,
          payload: { subject: { uuid: sibling.subject.uuid } },
          headers: { cookie: parent.cookie },
        })
      ).json() as PackageInstanceResponse
    ).package;
    const { subject, items } = bodyOf(made);
    // The old set's designs do not fit the new set.
    const refused = await t.app.inject({
      method: "PUT",
      url: updateUrl(orderLineUuid),
      payload: { subject, items: old.items },
      headers: { cookie: parent.cookie },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([400, "template_picture_not_in_set"]);
    const res = await t.app.inject({
      method: "PUT",
      url: updateUrl(orderLineUuid),
      payload: { subject, items },
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = (res.json() as CartResponse).cart.orderLines.find((l) => l.uuid === orderLineUuid);
    expect(line?.subjects.map((s) => s.name)).toEqual(["Ola Berg"]);
    expect(line?.description).toBe("Family package – Ola Berg");
  });

  it("once paid, entitles to the set's downloads, keeps the package on the order, and prints each template item", async () => {
    const parent = await createParent(t, shop, { pictureCount: 3 });
    await add(parent, bodyOf(await instanceFor(parent)));
    const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, parent.cookie);
    expect((await setEntitlements(t.db, parent.user.id, [parent.set.subject.id])).bought).toEqual(new Set());
    expect((await payWithCard(t.app, parent.cookie, transactionUuid)).statusCode).toBe(200);
    expect((await setEntitlements(t.db, parent.user.id, [parent.set.subject.id])).bought).toEqual(
      new Set([`${parent.set.subject.id}:IP`]),
    );
    const order = (
      (
        await t.app.inject({
          url: `/api/webshop/user/orders/${orderUuid}`,
          headers: { cookie: parent.cookie },
        })
      ).json() as OrderResponse
    ).order;
    const line = order.orderLines.find((l) => l.package !== null);
    expect(line).toMatchObject({
      product: { kind: "package", type: 200 },
      actualLinePrice: 50_000,
      editLink: null,
    });
    expect(line?.package?.packageItems[0]?.template?.name).toBe("Birthday card");
    expect(line?.package?.packageItems[1]?.template?.name).toBe("Calendar");
    expect(order.downloads.sets.map((s) => [s.subjectUuid, s.pictureType])).toEqual([
      [parent.set.subject.uuid, "IP"],
    ]);
    const [stored] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.uuid, line?.uuid ?? ""));
    expect(stored?.lineData).toMatchObject({ schemaVersion: 1, items: expect.any(Array) });

    // Production: one print file per template item, named after the order, the line and the item.
    const files = await printOrder({ db: t.db, storage: t.storage, portalId: t.app.portalId }, orderUuid);
    const reference = orderUuid.slice(0, 8);
    expect(files.map((f) => f.fileName)).toEqual([
      `${reference}-1-1-birthday-card.pdf`,
      `${reference}-1-2-calendar.pdf`,
    ]);
    const [cardItem] = line?.package?.packageItems ?? [];
    const res = await t.app.inject({
      url: `/api/operator/orders/${orderUuid}/lines/${line?.uuid}/items/${cardItem?.uuid}/print.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${reference}-1-1-birthday-card.pdf"`,
    );
    expect((await PDFDocument.load(res.rawPayload)).getTitle()).toBe("Birthday card");
    // The line itself prints only item by item; an item that is not a template item has no file.
    const whole = await t.app.inject({
      url: `/api/operator/orders/${orderUuid}/lines/${line?.uuid}/print.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect([whole.statusCode, whole.json().code]).toEqual([404, "order_line_not_found"]);
    const catalogueItem = line?.package?.packageItems[2];
    const noFile = await t.app.inject({
      url: `/api/operator/orders/${orderUuid}/lines/${line?.uuid}/items/${catalogueItem?.uuid}/print.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noFile.statusCode).toBe(404);
  });

  it("counts its digital set as in the cart on the picture set's digital offers", async () => {
    const parent = await createParent(t, shop);
    const inCart = async () => {
      const res = await t.app.inject({
        url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
        headers: { cookie: parent.cookie },
      });
      const { digital } = res.json() as { digital: Array<{ type: string; set: { inCart: boolean } | null }> };
      return digital.find((d) => d.type === "IP")?.set?.inCart;
    };
    expect(await inCart()).toBe(false);
    await add(parent, bodyOf(await instanceFor(parent, fixedCard.uuid)));
    expect(await inCart()).toBe(true);
    // The package brings every portrait, so a single one of them is not sold beside it.
    const single = await t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_file_in_cart.php",
      payload: { file: parent.set.pictures[0]?.uuid, type: "IP" },
      headers: { cookie: parent.cookie },
    });
    expect(single.statusCode).toBe(409);
    expect(single.json()).toMatchObject({ code: "set_in_cart" });
  });

  it("brings its catalogue, so the checkout does not offer that catalogue again and counts its delivery time", async () => {
    const parent = await createParent(t, shop);
    const start = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webshop/checkout",
        headers: { cookie: parent.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { upsaleList: Array<{ type: string }>; catalogueMaxDeliveryTime: number | null };
    };
    // A digital file alone: the job's catalogue is offered.
    await t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_file_in_cart.php",
      payload: { file: parent.set.pictures[0]?.uuid, type: "IP" },
      headers: { cookie: parent.cookie },
    });
    const before = await start();
    expect(before.upsaleList.map((u) => u.type)).toContain("CATALOGUE");
    expect(before.catalogueMaxDeliveryTime).toBeNull();

    await add(parent, bodyOf(await instanceFor(parent, fixedCard.uuid)));
    const after = await start();
    expect(after.upsaleList.map((u) => u.type)).not.toContain("CATALOGUE");
    expect(after.catalogueMaxDeliveryTime).not.toBeNull();
  });

  it("prices the line with the package price once the time-limited price has ended", async () => {
    const parent = await createParent(t, shop);
    await add(parent, bodyOf(await instanceFor(parent)));
    expect(packageLine(await getCart(t.app, parent.cookie))?.actualLinePrice).toBe(50_000);
    const ends = new Date(Date.now() + 24 * 3_600_000);
    await t.db
      .update(packageOffers)
      .set({ timeLimitedDiscountEnds: new Date(Date.now() - 1000) })
      .where(eq(packageOffers.id, offer.id));
    const line = packageLine(await getCart(t.app, parent.cookie));
    expect([line?.linePrice, line?.actualLinePrice]).toEqual([90_000, 70_000]);
    await t.db
      .update(packageOffers)
      .set({ timeLimitedDiscountEnds: ends })
      .where(eq(packageOffers.id, offer.id));
  });

  it("leaves a line out of the cart once its offer is disabled", async () => {
    const parent = await createParent(t, shop);
    await add(parent, bodyOf(await instanceFor(parent, fixedCard.uuid)));
    expect(packageLine(await getCart(t.app, parent.cookie))).toBeDefined();
    await t.db
      .update(packageOffers)
      .set({ disabledReason: "Sold out" })
      .where(eq(packageOffers.id, fixedCard.id));
    expect(packageLine(await getCart(t.app, parent.cookie))).toBeUndefined();
    await t.db.update(packageOffers).set({ disabledReason: null }).where(eq(packageOffers.id, fixedCard.id));
  });
});
