import { eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { portals } from "../db/schema/content.ts";
import { loadCart } from "../modules/cart/service.ts";
import {
  addFile,
  addSet,
  deliveryOf,
  pictureSet,
  setCatalogue,
  startCheckout,
} from "../modules/checkout/purchase-test-support.ts";
import { getPictureSet, listPictureSets } from "../modules/picture-sets/service.ts";
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
let otherSetUuid: string;
let parentId: number;
let checkoutUuid: string;
let postageUuid: string;

async function statementsOf(options: InjectOptions & { status?: number }): Promise<string[]> {
  const { status = 200, ...inject } = options;
  const before = t.statements.length;
  const res = await t.app.inject({ ...inject, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(status);
  return t.statements.slice(before);
}

/** The SQL texts drizzle builds while `run` runs; a prepared statement's text was built when it was prepared. */
async function sqlBuiltDuring(run: () => Promise<unknown>): Promise<string[]> {
  const built: string[] = [];
  const sqlToQuery = PgDialect.prototype.sqlToQuery;
  PgDialect.prototype.sqlToQuery = function (this: PgDialect, ...args: Parameters<typeof sqlToQuery>) {
    const query = sqlToQuery.apply(this, args);
    built.push(query.sql);
    return query;
  };
  try {
    await run();
  } finally {
    PgDialect.prototype.sqlToQuery = sqlToQuery;
  }
  return built;
}

beforeAll(async () => {
  // The read cache keeps the shop's settings for the whole file: a slow machine must not turn a count into a race.
  t = await createTestApp({ readCacheLifetimeMs: 10 * 60_000 });
  shop = await createPurchaseShop(t);
  const parent = await createParent(t, shop, { name: "Ada Lia", pictureCount: 6 });
  const someoneElse = await createParent(t, shop, { name: "Someone else" });
  otherSetUuid = someoneElse.set.subject.uuid;
  parentId = parent.user.id;
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

/**
 * Statements that read the scope (user_subjects) or the session: the session once per request, and the scope with it
 * in the same statement (decision 0015, "The scope with the session"), never in a statement of its own.
 */
const readsScope = (statement: string) =>
  /^select\b/i.test(statement) && statement.includes('from "user_subjects"');
const readsSession = (statement: string) =>
  /^select\b/i.test(statement) && statement.includes('from "sessions"');

const hotReads: Array<{ name: string; ceiling: number; call: () => InjectOptions }> = [
  {
    name: "the picture-set list",
    ceiling: 1,
    call: () => ({ method: "GET", url: "/api/webshop/picture-sets" }),
  },
  {
    name: "a picture set's detail",
    ceiling: 1,
    call: () => ({ method: "GET", url: `/api/webshop/picture-sets/${setUuid}` }),
  },
  { name: "the cart", ceiling: 2, call: () => ({ method: "GET", url: "/api/webshop/cart" }) },
  {
    name: "the template list of a set",
    ceiling: 3,
    call: () => ({ method: "GET", url: `/api/webshop/templates/cards/subjects/${setUuid}` }),
  },
  {
    name: "the start of a checkout",
    ceiling: 11,
    call: () => ({ method: "POST", url: "/api/webshop/checkout" }),
  },
  {
    name: "the payment options of a delivery",
    ceiling: 7,
    call: () => ({
      method: "GET",
      url: `/api/webshop/checkout/${checkoutUuid}/delivery-options/${postageUuid}/payment-options`,
    }),
  },
];

describe("the statements of the hot reads", () => {
  for (const { name, ceiling, call } of hotReads) {
    it(`${name} sends at most ${ceiling} statements, reading the session once and the scope with it`, async () => {
      // The first call fills the read cache (settings, products, options), which every later request finds.
      await statementsOf(call());
      const statements = await statementsOf(call());
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(ceiling);
      expect(statements.filter(readsSession)).toHaveLength(1);
      expect(statements.filter((s) => readsScope(s) && !readsSession(s))).toEqual([]);
      expect(statements.find(readsSession)).toContain('from "user_subjects"');
    });
  }

  // A statement built per request costs drizzle its SQL text and the database a parse and a plan (decision 0015): the
  // cart's released pictures, built anew for every request, took a quarter of the cart's throughput on PostgreSQL.
  for (const { name, call } of hotReads.slice(0, 4)) {
    it(`${name} sends prepared statements only, none built for the request`, async () => {
      await statementsOf(call());
      const built = await sqlBuiltDuring(() => statementsOf(call()));
      expect(built).toEqual([]);
    });
  }

  // The list's and the detail's pictures and the cart's lines come in the session's statement (ReadWithSession); a
  // request without it (a service called outside a request) reads them with a statement of its own. Both answer alike.
  it("the list, the detail and the cart answer as their services' own statements do", async () => {
    const withoutSignatures = (value: unknown) => JSON.stringify(value).replace(/\?[^"]*/g, "");
    const list = await t.app.inject({ url: "/api/webshop/picture-sets", headers: { cookie } });
    const detail = await t.app.inject({ url: `/api/webshop/picture-sets/${setUuid}`, headers: { cookie } });
    const ownList = await listPictureSets(t.db, t.app.config, parentId, t.app.portalId);
    const ownDetail = await getPictureSet(t.db, t.app.config, parentId, t.app.portalId, setUuid);
    expect(list.json().pictureSets).toHaveLength(2);
    expect(detail.json().pictures.length).toBeGreaterThan(0);
    expect(withoutSignatures(list.json().pictureSets)).toBe(withoutSignatures(ownList));
    expect(withoutSignatures(detail.json())).toBe(withoutSignatures(ownDetail));
    const cart = await t.app.inject({ url: "/api/webshop/cart", headers: { cookie } });
    const ownCart = await loadCart(t.app.db, t.app.portalId, parentId);
    expect(cart.json().cart.orderLines.length).toBeGreaterThan(2);
    expect(withoutSignatures(cart.json().cart)).toBe(withoutSignatures(ownCart));
  });

  it("a set that is not the user's, or a malformed uuid, finds nothing with the session's statement", async () => {
    const other = await statementsOf({
      method: "GET",
      url: `/api/webshop/picture-sets/${otherSetUuid}`,
      status: 404,
    });
    expect(other.filter(readsSession)).toHaveLength(1);
    // A malformed uuid is not sent to the database as one: the session is read without the detail's pictures.
    const malformed = await statementsOf({
      method: "GET",
      url: "/api/webshop/picture-sets/not-a-uuid",
      status: 400,
    });
    expect(malformed).toHaveLength(1);
    expect(malformed[0]).not.toContain('from "pictures"');
  });

  it("the signed-in user alone (GET /api/webshop/me) reads the session without the scope", async () => {
    const statements = await statementsOf({ method: "GET", url: "/api/webshop/me" });
    expect(statements.filter(readsSession)).toHaveLength(1);
    expect(statements.filter(readsScope)).toEqual([]);
    expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(2);
  });

  it("a write to a cached table is seen by the next request", async () => {
    const before = (
      await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } })
    ).json();
    await t.db.update(portals).set({ currency: "SEK" }).where(eq(portals.id, t.app.portalId));
    const after = (
      await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } })
    ).json();
    expect(before.cart.summary.currency).toBe("NOK");
    expect(after.cart.summary.currency).toBe("SEK");
  });
});
