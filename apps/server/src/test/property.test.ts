import fc from "fast-check";
import type { FastifySchema } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProtectedRoute } from "../platform/auth.ts";
import { isStudioApiPath } from "../platform/studio-paths.ts";
import {
  looseEncode,
  nastyString,
  queryString,
  rawJsonBody,
  type SchemaValueOptions,
  schemaValue,
  wrongValue,
} from "./arbitraries.ts";
import { createParentWithCart, createShop, type TestShop } from "./factories.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { type AppRoute, apiRoutes, fillPath } from "./routes.ts";

/**
 * Every route of the app, signed out and signed in, gets generated paths, queries and bodies: values that follow
 * its schema (reaching the code behind the validation), values that break it, malformed and deep JSON, strings with
 * NUL or lone surrogates, huge ones. None may answer 500. FC_SEED=<n> replays a run; the seed is in every failure.
 */
const baseSeed = Number(process.env.FC_SEED ?? 20_260_826);
const runsSignedIn = Number(process.env.FC_RUNS ?? 25);
const runsSignedOut = Math.ceil(runsSignedIn / 2);

const generous = { max: 1_000_000, windowMs: 60_000 };

type Parent = Awaited<ReturnType<typeof createParentWithCart>>;

interface GeneratedRequest {
  path: string;
  query: string;
  body: { json: unknown } | { raw: string } | null;
}

const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function schemaPart(route: AppRoute, part: "params" | "querystring" | "body"): unknown {
  return (route.schema as FastifySchema | undefined)?.[part];
}

function requestFor(route: AppRoute, options: SchemaValueOptions): fc.Arbitrary<GeneratedRequest> {
  const paramsSchema = schemaPart(route, "params");
  const querySchema = schemaPart(route, "querystring");
  const bodySchema = schemaPart(route, "body");
  const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

  const clean = { ...options, nasty: false };
  const paramValue = (name: string): fc.Arbitrary<string> => {
    const field = (paramsSchema as { shape?: Record<string, unknown> } | undefined)?.shape?.[name];
    if (!field) return nastyString;
    const derived = schemaValue(field, clean, name).map((v) => (typeof v === "string" ? v : String(v)));
    return fc.oneof({ arbitrary: derived, weight: 6 }, nastyString);
  };
  const path = fc
    .tuple(...names.map(paramValue))
    .map((values) => fillPath(route.url, (name) => looseEncode(values[names.indexOf(name)] ?? "")) || "/");

  const queryValue = (nasty: boolean) =>
    querySchema ? schemaValue(querySchema, { ...options, nasty }) : fc.constant({});
  const query = fc
    .oneof(
      { arbitrary: queryValue(false), weight: 4 },
      { arbitrary: queryValue(true), weight: 3 },
      { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }), weight: 1 },
    )
    .map(queryString);

  const derivedBody = (nasty: boolean) =>
    bodySchema ? schemaValue(bodySchema, { ...options, nasty }) : wrongValue;
  const body: fc.Arbitrary<GeneratedRequest["body"]> = bodyMethods.has(route.method)
    ? fc.oneof(
        { arbitrary: derivedBody(false).map((json) => ({ json })), weight: 5 },
        { arbitrary: derivedBody(true).map((json) => ({ json })), weight: 3 },
        { arbitrary: wrongValue.map((json) => ({ json })), weight: 2 },
        { arbitrary: rawJsonBody.map((raw) => ({ raw })), weight: 2 },
        { arbitrary: fc.constant(null), weight: 1 },
      )
    : fc.constant(null);

  return fc.record({ path, query, body });
}

describe("generated requests to every route", () => {
  let t: TestApp;
  let shop: TestShop;
  /** The parent whose ids the signed-out calls use: they change nothing of it. */
  let someParent: Parent;

  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        transactionPerUser: generous,
        cardPaymentPerTransaction: generous,
        mobilePaymentPerTransaction: generous,
        addressLookupPerUser: generous,
      },
    });
    shop = await createShop(t);
    someParent = await createParentWithCart(t, shop);
  });
  afterAll(() => t.close());

  async function send(route: AppRoute, request: GeneratedRequest, cookie: string | null) {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    let payload: string | undefined;
    if (request.body !== null) {
      headers["content-type"] = "application/json";
      payload = "raw" in request.body ? request.body.raw : (JSON.stringify(request.body.json) ?? "null");
    }
    const url = `${request.path}${request.query}`;
    const res = await t.app.inject({
      method: route.method as "GET",
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    if (res.statusCode >= 500) {
      const sent = payload === undefined ? "" : ` with body ${payload.slice(0, 300)}`;
      throw new Error(
        `${route.method} ${route.url} answered ${res.statusCode} to ${url.slice(0, 300)}${sent}: ${res.body.slice(0, 300)} (this run: FC_SEED=${baseSeed})`,
      );
    }
  }

  /** The ids and texts of a parent's own data, which generated fields take now and then to reach real rows. */
  async function knownValuesOf(parent: Parent): Promise<SchemaValueOptions> {
    const cart = await t.app.inject({ url: "/api/webshop/cart", headers: { cookie: await parent.cookie() } });
    const lineUuids = (cart.json() as { cart: { orderLines: Array<{ uuid: string }> } }).cart.orderLines.map(
      (line) => line.uuid,
    );
    const { set, checkoutUuid, transactionUuid, orderUuid } = parent;
    const pictureUuids = set.pictures.map((p) => p.uuid);
    const subjectUuids = [set.subject.uuid];
    const deliveryUuids = shop.delivery.map((d) => d.uuid);
    const paymentUuids = shop.payment.map((p) => p.uuid);
    return {
      knownByField: {
        checkoutUuid: [checkoutUuid],
        pictureSetUuid: subjectUuids,
        subjectUuid: subjectUuids,
        pictureSet: subjectUuids,
        pictureUuid: pictureUuids,
        file: pictureUuids,
        uuid: [...pictureUuids, orderUuid, shop.catalogue.uuid],
        orderLineUuid: lineUuids,
        deliveryOptionUuid: deliveryUuids,
        paymentOptionUuid: paymentUuids,
        pickupLocationUuid: [shop.pickup.uuid],
        transactionUuid: [transactionUuid],
        orderUuid: [orderUuid],
        cardNumber: ["4242 4242 4242 4242", "4000 0000 0000 0002"],
        expiry: ["12/39"],
        cvc: ["123"],
        code: [shop.voucher.code],
        country: ["NO"],
        type: ["IP", "GP"],
        pictureType: ["IP"],
        email: [parent.user.email],
        emailAddress: [parent.user.email],
      },
      knownUuids: [
        ...subjectUuids,
        ...pictureUuids,
        checkoutUuid,
        transactionUuid,
        orderUuid,
        ...lineUuids,
        shop.catalogue.uuid,
        shop.pickup.uuid,
        ...deliveryUuids,
        ...paymentUuids,
      ],
      knownStrings: [shop.voucher.code, "IP", "NO", "en", "nb", parent.user.email],
      nasty: true,
    };
  }

  /**
   * Each route meets a parent of its own, so what one route's calls change never hides another's paths. A studio
   * route answers a parent's session before it reads or changes anything of the parent's (platform/studio-auth.ts), so
   * there the signed-in calls share one parent rather than making 41 with their carts.
   */
  async function check(route: AppRoute, index: number, signedIn: boolean) {
    const seed = baseSeed + index * 2 + (signedIn ? 1 : 0);
    const studio = isStudioApiPath(route.url);
    // A studio call that is not open refuses a parent's session before it reads anything, as it refuses no session:
    // signed in as a parent it gets the signed-out runs.
    const studioOnly =
      studio && (route.config as { studio?: { open?: boolean } } | undefined)?.studio?.open !== true;
    const numRuns =
      (signedIn && !studioOnly) || !isProtectedRoute(route.config) ? runsSignedIn : runsSignedOut;
    const ownParent = signedIn && !studio;
    const parent = ownParent ? await createParentWithCart(t, shop) : someParent;
    const options = await knownValuesOf(parent);
    await fc.assert(
      fc.asyncProperty(requestFor(route, options), async (request) => {
        await send(route, request, signedIn ? await parent.cookie() : null);
      }),
      { seed, numRuns, endOnFailure: true },
    );
  }

  it("walks every route of the app", () => {
    const routes = apiRoutes(t.routes);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(
      "POST /api/webshop/checkout/:checkoutUuid/transaction",
    );
  });

  it("answers no generated request with a 500, signed out", async () => {
    for (const [index, route] of apiRoutes(t.routes).entries()) await check(route, index, false);
  }, 300_000);

  it("answers no generated request with a 500, signed in as a parent with a picture set and a cart", async () => {
    for (const [index, route] of apiRoutes(t.routes).entries()) await check(route, index, true);
  }, 600_000);
});
