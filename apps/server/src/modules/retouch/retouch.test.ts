import type { Cart } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import type { PictureSet } from "@shop/contracts/picture-sets";
import type { RetouchOptionsResponse } from "@shop/contracts/retouch";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartLines } from "../../db/schema/index.ts";
import { createParent, createShop, type Parent, type TestShop, testJpeg } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createParentSharing } from "../../test/order-factories.ts";
import { insertRetouchProduct } from "../catalog/retouch-products.ts";
import {
  addSet,
  getCart,
  openTransaction,
  payWithCard,
  putFileInCart,
} from "../checkout/purchase-test-support.ts";
import { findOrderByReference } from "../orders/invoices.ts";
import { retouchList, uploadRetouchedFile } from "./service.ts";

describe("retouch", () => {
  let t: TestApp;
  let shop: TestShop;
  let parent: Parent;
  let product: Awaited<ReturnType<typeof insertRetouchProduct>>;
  let groupProduct: Awaited<ReturnType<typeof insertRetouchProduct>>;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t, { filePrice: 10_000 });
    parent = await createParent(t, shop, { pictureCount: 3 });
  });
  afterAll(() => t.close());

  const options = async (cookie = parent.cookie) => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/cart/retouch", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as RetouchOptionsResponse;
  };
  const put = (items: Record<string, string[]>, cookie = parent.cookie) =>
    t.app.inject({
      method: "PUT",
      url: "/api/webshop/cart/retouch",
      payload: { items },
      headers: { cookie },
    });
  const picture = (i: number) => {
    const p = parent.set.pictures[i];
    if (!p) throw new Error(`no picture ${i}`);
    return p;
  };
  const task = (i: number) => {
    const found = product.tasks[i];
    if (!found) throw new Error(`no task ${i}`);
    return found;
  };

  it("is not available while the shop sells no retouch", async () => {
    await putFileInCart(t.app, parent.cookie, picture(0));
    expect(await options()).toEqual({ available: false, pictures: [], total: 0 });
    const res = await put({ [picture(0).uuid]: [crypto.randomUUID()] });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("retouch_not_available");
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/cart/retouch" });
    expect(res.statusCode).toBe(401);
  });

  it("offers the tasks of the retouch product for each picture of the cart's lines", async () => {
    product = await insertRetouchProduct(t.db, t.app.portalId, {
      name: "Retouch",
      price: 0,
      tasks: [
        { name: "Remove blemishes", extraPrice: 4_900 },
        { name: "Fix flyaway hair", extraPrice: 3_900 },
        { name: "Brighten teeth", extraPrice: 2_900 },
      ],
    });
    groupProduct = await insertRetouchProduct(t.db, t.app.portalId, {
      name: "Group retouch",
      pictureType: "GP",
      price: 1_000,
      tasks: [{ name: "Open closed eyes", extraPrice: 9_900 }],
    });
    const found = await options();
    expect(found.available).toBe(true);
    expect(found.total).toBe(0);
    expect(found.pictures).toHaveLength(1);
    expect(found.pictures[0]).toMatchObject({
      uuid: picture(0).uuid,
      webshopId: picture(0).webshopId,
      subject: { uuid: parent.set.subject.uuid, name: parent.set.subject.name },
      tasks: product.tasks.map((x) => ({ uuid: x.uuid, name: x.name, extraprice: x.extraPrice })),
      chosen: [],
    });
    expect(found.pictures[0]?.thumbnail).toMatch(`/api/webshop/images/${picture(0).uuid}/320?`);
    // The line the picture comes from, so the page can show the pictures of a line just added first.
    const [fileLine] = (await getCart(t.app, parent.cookie)).orderLines;
    expect(found.pictures[0]?.lines).toEqual([fileLine?.uuid]);
  });

  it("puts one retouch line per picture with chosen tasks, priced with the tasks' extra prices", async () => {
    const res = await put({ [picture(0).uuid]: [task(0).uuid, task(2).uuid] });
    expect(res.statusCode).toBe(200);
    const cart = (res.json() as { cart: Cart }).cart;
    const line = cart.orderLines.find((l) => l.product.kind === "retouch");
    expect(line).toMatchObject({
      quantity: 1,
      canChangeQuantity: false,
      linePrice: 7_800,
      actualLinePrice: 7_800,
      subProductUuids: [task(0).uuid, task(2).uuid],
      description: `Retouch ${picture(0).webshopId}: Remove blemishes, Brighten teeth`,
      editLink: "/shopping-cart/retouch",
      fileRetouch: { uuid: picture(0).uuid },
      product: { type: 11 },
    });
    expect(cart.summary.totalPrice).toBe(10_000 + 7_800);
    const found = await options();
    expect(found.total).toBe(7_800);
    expect(found.pictures[0]?.chosen).toEqual([task(0).uuid, task(2).uuid]);

    // Changing the tasks keeps one line; the quantity cannot change.
    const again = await put({ [picture(0).uuid]: [task(1).uuid] });
    const lines = (again.json() as { cart: Cart }).cart.orderLines.filter(
      (l) => l.product.kind === "retouch",
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.actualLinePrice).toBe(3_900);
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/webshop/cart/lines/${lines[0]?.uuid}`,
      payload: { quantity: 3 },
      headers: { cookie: parent.cookie },
    });
    expect(patch.statusCode).toBe(400);
  });

  it("refuses a picture that is not in the cart, another user's picture and a task of another product", async () => {
    const notInCart = await put({ [picture(1).uuid]: [task(0).uuid] });
    expect(notInCart.statusCode).toBe(400);
    expect(notInCart.json().code).toBe("retouch_picture_not_in_cart");

    const other = await createParent(t, shop, { pictureCount: 1 });
    const otherPicture = other.set.pictures[0];
    if (!otherPicture) throw new Error("no picture");
    await putFileInCart(t.app, other.cookie, otherPicture);
    const foreign = await put({ [otherPicture.uuid]: [task(0).uuid] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe("retouch_picture_not_in_cart");

    const wrongTask = await put({ [picture(0).uuid]: [groupProduct.tasks[0]?.uuid ?? ""] });
    expect(wrongTask.statusCode).toBe(400);
    expect(wrongTask.json().code).toBe("retouch_task_not_offered");
    // Nothing of a refused call is kept.
    expect((await options()).pictures[0]?.chosen).toEqual([task(1).uuid]);
  });

  it("drops a retouch line whose picture left the cart with the change that took it out", async () => {
    const cart = await getCart(t.app, parent.cookie);
    const file = cart.orderLines.find((l) => l.product.kind === "digital_file");
    // The cart says which retouch leaves with the line, so the page can say so before the parent deletes it.
    const retouch = cart.orderLines.find((l) => l.product.kind === "retouch");
    expect(file?.retouchLeavesWith).toEqual([retouch?.uuid]);
    expect(retouch?.retouchLeavesWith).toEqual([]);
    await t.app.inject({
      method: "DELETE",
      url: `/api/webshop/cart/lines/${file?.uuid}`,
      headers: { cookie: parent.cookie },
    });
    const after = await getCart(t.app, parent.cookie);
    expect(after.orderLines).toEqual([]);
    expect(await options()).toEqual({ available: true, pictures: [], total: 0 });
    // Taking the file out was a change of the cart: the retouch line went with it, so putting the picture back
    // does not bring back its retouch.
    expect(await t.db.select().from(cartLines).where(eq(cartLines.userId, parent.user.id))).toEqual([]);
    await putFileInCart(t.app, parent.cookie, picture(0));
    expect((await getCart(t.app, parent.cookie)).orderLines.map((l) => l.product.kind)).toEqual([
      "digital_file",
    ]);
    const line = (await getCart(t.app, parent.cookie)).orderLines[0];
    await t.app.inject({
      method: "DELETE",
      url: `/api/webshop/cart/lines/${line?.uuid}`,
      headers: { cookie: parent.cookie },
    });
  });

  it("offers every picture of a digital set in the cart", async () => {
    const set = (await (
      await t.app.inject({
        method: "GET",
        url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
        headers: { cookie: parent.cookie },
      })
    ).json()) as { pictureSet: PictureSet } | PictureSet;
    const pictureSet = "pictureSet" in set ? set.pictureSet : set;
    await addSet(t.app, parent.cookie, pictureSet);
    const found = await options();
    expect(found.pictures.map((p) => p.uuid)).toEqual(parent.set.pictures.map((p) => p.uuid));
    // The set took the place of the single file: every picture comes from the set's line.
    const lines = (await getCart(t.app, parent.cookie)).orderLines.map((l) => l.uuid);
    expect(lines).toHaveLength(1);
    expect(found.pictures.map((p) => p.lines)).toEqual([lines, lines, lines]);
    // A retouch line names its picture, but the picture's single file is not in the cart for it.
    const withRetouch = await put({ [picture(1).uuid]: [task(2).uuid] });
    expect(withRetouch.statusCode).toBe(200);
    const [setLine, retouchLine] = (withRetouch.json() as { cart: Cart }).cart.orderLines;
    expect(setLine?.retouchLeavesWith).toEqual([retouchLine?.uuid]);
    const shown = (
      await t.app.inject({
        method: "GET",
        url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
        headers: { cookie: parent.cookie },
      })
    ).json() as { pictureSet: PictureSet } | PictureSet;
    const pictures = ("pictureSet" in shown ? shown.pictureSet : shown).pictures;
    expect(pictures.find((p) => p.uuid === picture(1).uuid)?.inCart).toBe(false);
    await put({});
    const cart = await getCart(t.app, parent.cookie);
    await t.app.inject({
      method: "DELETE",
      url: `/api/webshop/cart/lines/${cart.orderLines[0]?.uuid}`,
      headers: { cookie: parent.cookie },
    });
  });

  it("after payment lists the retouch, takes the retouched file and shows it to the buyer alone", async () => {
    await putFileInCart(t.app, parent.cookie, picture(2));
    await put({ [picture(2).uuid]: [task(0).uuid, task(1).uuid] });
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "card");
    expect((await payWithCard(t.app, parent.cookie, transactionUuid)).json().status).toBe("paid");

    const receipt = (
      await t.app.inject({
        method: "GET",
        url: `/api/webshop/user/orders/${orderUuid}`,
        headers: { cookie: parent.cookie },
      })
    ).json() as { order: Order } | Order;
    const order = "order" in receipt ? receipt.order : receipt;
    expect(order.containRetouch).toBe(true);
    const retouchLine = order.orderLines.find((l) => l.product.kind === "retouch");
    expect(retouchLine?.fileRetouch?.uuid).toBe(picture(2).uuid);
    expect(retouchLine?.actualLinePrice).toBe(8_800);

    const listed = await retouchList(t.db, t.app.portalId, { open: true });
    expect(listed).toEqual([
      expect.objectContaining({
        orderUuid,
        pictureUuid: picture(2).uuid,
        webshopId: picture(2).webshopId,
        tasks: ["Remove blemishes", "Fix flyaway hair"],
        retouchedAt: null,
      }),
    ]);

    const found = await findOrderByReference(t.db, orderUuid.slice(0, 8));
    if (!found) throw new Error("no order");
    await expect(
      uploadRetouchedFile(
        t.db,
        t.storage,
        t.app.portalId,
        found.id,
        picture(2).webshopId,
        Buffer.from("not a picture"),
      ),
    ).rejects.toMatchObject({ code: "retouch_file_invalid" });
    await expect(
      uploadRetouchedFile(t.db, t.storage, t.app.portalId, found.id, picture(1).uuid, await testJpeg()),
    ).rejects.toMatchObject({ code: "retouch_order_not_found" });
    const uploaded = await uploadRetouchedFile(
      t.db,
      t.storage,
      t.app.portalId,
      found.id,
      picture(2).webshopId,
      await testJpeg(120, 150, "#ff0000"),
    );
    expect(uploaded.tasks).toEqual(["Remove blemishes", "Fix flyaway hair"]);
    expect(await retouchList(t.db, t.app.portalId, { open: true })).toEqual([]);

    const setOf = async (cookie: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
        headers: { cookie },
      });
      const body = res.json() as { pictureSet: PictureSet } | PictureSet;
      return "pictureSet" in body ? body.pictureSet : body;
    };
    const mine = (await setOf(parent.cookie)).pictures.find((p) => p.uuid === picture(2).uuid);
    expect(mine).toMatchObject({
      keywords: expect.arrayContaining(["retouched"]),
      userBoughtRetouch: true,
      userRetouchTasks: [
        { uuid: task(0).uuid, name: "Remove blemishes" },
        { uuid: task(1).uuid, name: "Fix flyaway hair" },
      ],
      bought: true,
    });
    expect(mine?.urls.thumbnail).toMatch(
      new RegExp(`^/api/webshop/retouched/${uploaded.jobUuid}/[0-9a-f]{8}/320\\?`),
    );
    const thumb = await t.app.inject({
      method: "GET",
      url: mine?.urls.thumbnail ?? "",
      headers: { accept: "image/jpeg" },
    });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/jpeg");
    const original = await t.app.inject({
      method: "GET",
      url: mine?.urls.original ?? "",
      headers: { cookie: parent.cookie },
    });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    // Uploading again replaces the file: nothing of the first one (nor its thumbnail) is kept.
    const stored = async () => {
      const keys: string[] = [];
      for await (const file of t.storage.list("retouched/")) keys.push(file.key);
      return keys.sort();
    };
    expect(await stored()).toHaveLength(2);
    await uploadRetouchedFile(t.db, t.storage, t.app.portalId, found.id, picture(2).uuid, await testJpeg());
    const [replaced] = await stored();
    expect(await stored()).toHaveLength(1);
    expect(replaced).toMatch(new RegExp(`^retouched/${uploaded.jobUuid}-[0-9a-f-]{36}\\.jpg$`));
    const again = (await setOf(parent.cookie)).pictures.find((p) => p.uuid === picture(2).uuid);
    // A new file has new URLs (the browser keeps the old ones' answers), and the old ones no longer answer.
    expect(again?.urls.thumbnail).toMatch(
      new RegExp(`^/api/webshop/retouched/${uploaded.jobUuid}/[0-9a-f]{8}/320\\?`),
    );
    expect(again?.urls.thumbnail).not.toBe(mine?.urls.thumbnail);
    expect((await t.app.inject({ method: "GET", url: mine?.urls.thumbnail ?? "" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: again?.urls.preview ?? "" })).statusCode).toBe(200);

    // The other parent of the same child keeps the original picture, and cannot open the buyer's retouched file.
    const sharing = await createParentSharing(t, parent.set);
    const theirs = (await setOf(sharing.cookie)).pictures.find((p) => p.uuid === picture(2).uuid);
    expect(theirs).toMatchObject({ userBoughtRetouch: false, userRetouchTasks: [] });
    expect(theirs?.keywords).not.toContain("retouched");
    expect(theirs?.urls.thumbnail).toMatch(`/api/webshop/images/${picture(2).uuid}/320?`);
    const stolen = await t.app.inject({
      method: "GET",
      url: again?.urls.original ?? "",
      headers: { cookie: sharing.cookie },
    });
    expect(stolen.statusCode).toBe(403);
  });
});
