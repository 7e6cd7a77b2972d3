import type { Cart } from "@shop/contracts/cart";
import type { DigitalPortraitResponse } from "@shop/contracts/digital";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParent, type Parent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { createRetouchProduct } from "../../test/retouch-orders.ts";
import { getCart, putFileInCart } from "../checkout/purchase-test-support.ts";
import {
  addPackageAsMade,
  createPackageOffer,
  createPackageParts,
} from "../packages/package-test-support.ts";

/**
 * Issue 28: on /products/digital-portraits/{set}, a set that comes with a package said 'Remove from cart'; pressing
 * it added a separate set line and the retouch line left the cart unasked.
 */
describe("a whole digital set that comes with a package in the cart", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let offer: Awaited<ReturnType<typeof createPackageOffer>>;
  let retouchTask: string;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    offer = await createPackageOffer(t, shop, await createPackageParts(t), { name: "Family package" });
    retouchTask = (await createRetouchProduct(t)).tasks[0]?.uuid ?? "";
  });
  afterAll(() => t.close());

  const addPackage = (parent: Parent) => addPackageAsMade(t, parent.cookie, offer.uuid);

  async function retouch(parent: Parent, pictureUuid: string): Promise<void> {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/webshop/cart/retouch",
      payload: { items: { [pictureUuid]: [retouchTask] } },
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const portraits = async (parent: Parent) =>
    (
      await t.app.inject({
        url: `/api/webshop/digital-portraits/${parent.set.subject.uuid}`,
        headers: { cookie: parent.cookie },
      })
    ).json() as DigitalPortraitResponse;
  const toggleSet = (parent: Parent) =>
    t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_set_in_cart.php",
      payload: { pictureSet: parent.set.subject.uuid, type: "IP" },
      headers: { cookie: parent.cookie },
    });
  const kinds = (cart: Cart) => cart.orderLines.map((l) => l.product.kind).sort();

  it("says so and names the package line; its button neither adds a set nor takes a line out", async () => {
    const parent = await createParent(t, shop, { pictureCount: 3 });
    const packageLine = await addPackage(parent);
    await retouch(parent, parent.set.pictures[0]?.uuid ?? "");
    const before = await getCart(t.app, parent.cookie);
    expect(kinds(before)).toEqual(["package", "retouch"]);

    const set = (await portraits(parent)).offers.find((o) => o.type === "IP")?.set;
    expect(set).toMatchObject({
      inCart: true,
      inPackage: { orderLineUuid: packageLine, name: "Family package" },
    });

    const pressed = await toggleSet(parent);
    expect(pressed.statusCode).toBe(409);
    expect(pressed.json()).toMatchObject({ code: "set_in_package" });
    const after = await getCart(t.app, parent.cookie);
    expect(after.orderLines.map((l) => l.uuid)).toEqual(before.orderLines.map((l) => l.uuid));
    expect(after.summary.totalPrice).toBe(before.summary.totalPrice);
  });

  it("a set of its own is no package's: it is taken out by its button", async () => {
    const parent = await createParent(t, shop, { pictureCount: 3 });
    expect((await toggleSet(parent)).json()).toMatchObject({ inCart: true });
    const set = (await portraits(parent)).offers.find((o) => o.type === "IP")?.set;
    expect(set).toMatchObject({ inCart: true, inPackage: null });
    expect((await toggleSet(parent)).json()).toMatchObject({ inCart: false });
  });

  it("putting the whole set in the cart replaces its single files but keeps their retouch", async () => {
    const parent = await createParent(t, shop, { pictureCount: 3 });
    const picture = parent.set.pictures[0];
    if (!picture) throw new Error("the factory made no picture");
    await putFileInCart(t.app, parent.cookie, picture);
    await retouch(parent, picture.uuid);
    expect(kinds(await getCart(t.app, parent.cookie))).toEqual(["digital_file", "retouch"]);

    expect((await toggleSet(parent)).json()).toMatchObject({ inCart: true });
    const cart = await getCart(t.app, parent.cookie);
    expect(kinds(cart)).toEqual(["digital_set", "retouch"]);
    expect(cart.orderLines.find((l) => l.product.kind === "retouch")?.fileRetouch?.uuid).toBe(picture.uuid);
  });
});
