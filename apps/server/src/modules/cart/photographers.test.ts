import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webshopSettings } from "../../db/schema/index.ts";
import {
  addToAccount,
  createJob,
  createParent,
  createPictureSet,
  createShop,
  type TestShop,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  deliveryOf,
  getCart,
  paymentOf,
  postTransaction,
  putFileInCart,
  startCheckout,
  transactionBody,
} from "../checkout/purchase-test-support.ts";

describe("a shop that keeps an order to one photographer (spec 02 §5, §6)", () => {
  let t: TestApp;
  let shop: TestShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const onePhotographer = (on: boolean) =>
    t.db
      .update(webshopSettings)
      .set({ disableMixingPhotographers: on })
      .where(eq(webshopSettings.portalId, t.app.portalId));

  /** A parent with a set of the shop's own job and one of a job another photographer took. */
  async function parentOfTwoPhotographers() {
    const parent = await createParent(t, shop, { pictureCount: 2 });
    const job = await createJob(t, { name: "Other studio's school", photographer: { name: "Other studio" } });
    const other = await createPictureSet(t, { jobId: job.id, pictureCount: 1 });
    await addToAccount(t, parent.user.id, other.subject.id);
    return { parent, other };
  }

  /** The picture at `index` of a set (the factories' sets have their pictures). */
  function nth(set: { pictures: ReadonlyArray<{ uuid: string; pictureType: string }> }, index: number) {
    const picture = set.pictures[index];
    if (!picture) throw new Error(`the set has no picture ${index}`);
    return picture;
  }

  function toggleFile(cookie: string, picture: { uuid: string; pictureType: string }) {
    return t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_file_in_cart.php",
      payload: { file: picture.uuid, type: picture.pictureType },
      headers: { cookie },
    });
  }

  it("refuses a line of another photographer's pictures, with a message and its code", async () => {
    await onePhotographer(true);
    const { parent, other } = await parentOfTwoPhotographers();
    await putFileInCart(t.app, parent.cookie, nth(parent.set, 0));
    // The same photographer's pictures go on being added.
    await putFileInCart(t.app, parent.cookie, nth(parent.set, 1));
    const refused = await toggleFile(parent.cookie, nth(other, 0));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: expect.stringContaining("another photographer"),
      code: "photographers_mixed",
    });
    expect((await getCart(t.app, parent.cookie)).orderLines).toHaveLength(2);
  });

  it("lets a shop without the rule mix them", async () => {
    await onePhotographer(false);
    const { parent, other } = await parentOfTwoPhotographers();
    await putFileInCart(t.app, parent.cookie, nth(parent.set, 0));
    await putFileInCart(t.app, parent.cookie, nth(other, 0));
    expect((await getCart(t.app, parent.cookie)).orderLines).toHaveLength(2);
  });

  it("checks again at checkout a cart filled before the rule, and lets the parent empty it down to one", async () => {
    await onePhotographer(false);
    const { parent, other } = await parentOfTwoPhotographers();
    await putFileInCart(t.app, parent.cookie, nth(parent.set, 0));
    await putFileInCart(t.app, parent.cookie, nth(other, 0));
    const checkout = await startCheckout(t.app, parent.cookie);
    const delivery = deliveryOf(checkout, "digital-delivery");
    const payment = await paymentOf(t.app, parent.cookie, checkout.checkoutUuid, delivery.uuid, "card");
    const body = transactionBody(delivery.uuid, payment.uuid);
    await onePhotographer(true);
    const refused = await postTransaction(t.app, parent.cookie, checkout.checkoutUuid, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "photographers_mixed" });
    // Taking the other photographer's picture out is always allowed; then the order goes through.
    expect((await toggleFile(parent.cookie, nth(other, 0))).statusCode).toBe(200);
    const made = await postTransaction(t.app, parent.cookie, checkout.checkoutUuid, body);
    expect(made.statusCode).toBe(200);
    await onePhotographer(false);
  });
});
