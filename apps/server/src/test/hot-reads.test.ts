import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addFile,
  addSet,
  deliveryOf,
  pictureSet,
  setCatalogue,
  startCheckout,
} from "../modules/checkout/purchase-test-support.ts";
import { createParent } from "./factories.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { addPictureSet, createPurchaseShop, type PurchaseShop } from "./order-factories.ts";

/**
 * The statements each hot read of a parent's evening sends to the database (issue 10): the session, the scope and
 * the shop's settings are read once per request and passed on, the cart is priced once, and nothing is read per line
 * or per picture. A service that starts reading the session or the scope again, or reads per row, raises a count
 * above its ceiling here.
 */

let t: TestApp;
let shop: PurchaseShop;
let cookie: string;
let setUuid: string;
let checkoutUuid: string;
let postageUuid: string;

async function statementsOf(options: InjectOptions): Promise<string[]> {
  const before = t.statements.length;
  const res = await t.app.inject({ ...options, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return t.statements.slice(before);
}

beforeAll(async () => {
  // The read cache keeps the shop's settings for the whole file: a slow machine must not turn a count into a race.
  t = await createTestApp({ readCacheLifetimeMs: 10 * 60_000 });
  shop = await createPurchaseShop(t);
  const parent = await createParent(t, shop, { name: "Ada Lia", pictureCount: 6 });
  await createParent(t, shop, { name: "Someone else" });
  cookie = parent.cookie;
  const set = await pictureSet(t.app, cookie, "Ada Lia");
  setUuid = set.uuid;
  await addFile(t.app, cookie, set, 0);
  await addFile(t.app, cookie, set, 1);
  await addPictureSet(t, parent.user.id, { jobId: shop.jobId, name: "Ada and Bo Lia", pictureType: "SFP" });
  await addSet(t.app, cookie, await pictureSet(t.app, cookie, "Ada and Bo Lia"), "SFP");
  await setCatalogue(t.app, cookie, 1);
  const checkout = await startCheckout(t.app, cookie);
  checkoutUuid = checkout.checkoutUuid;
  postageUuid = deliveryOf(checkout, "postage").uuid;
});

afterAll(async () => {
  await t?.close();
});

describe("hot reads", () => {
  it("prints", async () => {
    const calls: Array<[string, InjectOptions]> = [
      ["list", { method: "GET", url: "/api/webshop/picture-sets" }],
      ["detail", { method: "GET", url: `/api/webshop/picture-sets/${setUuid}` }],
      ["cart", { method: "GET", url: "/api/webshop/cart" }],
      ["checkout", { method: "POST", url: "/api/webshop/checkout" }],
      [
        "payment options",
        {
          method: "GET",
          url: `/api/webshop/checkout/${checkoutUuid}/delivery-options/${postageUuid}/payment-options`,
        },
      ],
    ];
    for (const [name, call] of calls) {
      const s = await statementsOf(call);
      console.log(`${name}: ${s.length}\n  ${s.map((q) => q.slice(0, 160)).join("\n  ")}`);
    }
  });
});
