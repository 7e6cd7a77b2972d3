import type { AutocompleteResponse } from "@shop/contracts/delivery";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInCookie } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createTableAddressProvider, foldForSearch, maxSuggestions } from "./address-provider.ts";
import { addressTable } from "./address-table.ts";
import { businessDaysText } from "./service.ts";

const provider = createTableAddressProvider();
const suggestions = async (q: string) => (await provider.autocomplete(q)).map((s) => s.suggestion);

describe("the bundled address provider", () => {
  it("holds about sixty Norwegian addresses with unique ids and four-digit postal codes", () => {
    expect(addressTable.length).toBeGreaterThanOrEqual(55);
    expect(new Set(addressTable.map((a) => a.id)).size).toBe(addressTable.length);
    expect(addressTable.every((a) => /^\d{4}$/.test(a.postalCode))).toBe(true);
  });

  it.each([
    ["Grünerløkka", "grunerlokka"],
    ["Ålesund", "alesund"],
    ["Æ Ø Å", "ae o a"],
    ["Sørkedalsveien", "sorkedalsveien"],
  ])("folds %s to %s", (value, folded) => {
    expect(foldForSearch(value)).toBe(folded);
  });

  it.each([
    ["karl johans 22", ["Karl Johans gate 22, 0159 Oslo"]],
    ["KARL JOHANS GATE", ["Karl Johans gate 22, 0159 Oslo"]],
    ["sorkedalsveien", ["Sørkedalsveien 8, 0369 Oslo"]],
    ["grunerlokka 3", ["Grünerløkka 3, 0552 Oslo"]],
    ["alesund", ["Apotekergata 9, 6004 Ålesund", "Kongens gate 27, 6002 Ålesund"]],
    ["5014", ["Torgallmenningen 2, 5014 Bergen"]],
    ["storgata 12 oslo", ["Storgata 12, 0155 Oslo"]],
    ["nowhere street", []],
    ["   ", []],
  ])("'%s' suggests %j", async (q, expected) => {
    expect(await suggestions(q)).toEqual(expected);
  });

  it("puts whole-word matches first", async () => {
    const table = [
      { id: "a", street: "Storgata", number: "120", postalCode: "0184", city: "Oslo" },
      { id: "b", street: "Storgata", number: "12", postalCode: "0155", city: "Oslo" },
    ];
    const ranked = await createTableAddressProvider(table).autocomplete("storgata 12");
    expect(ranked.map((s) => s.id)).toEqual(["b", "a"]);
  });

  it("gives at most eight suggestions", async () => {
    expect(await suggestions("oslo")).toHaveLength(maxSuggestions);
  });

  it("resolves a suggestion's id to its address and an unknown id to nothing", async () => {
    const [first] = await provider.autocomplete("bryggen");
    expect(first).toBeDefined();
    expect(await provider.resolve(first?.id ?? "")).toEqual({
      address1: "Bryggen 15",
      address2: "",
      postalCode: "5003",
      city: "Bergen",
      state: "",
    });
    expect(await provider.resolve("no-999")).toBeNull();
  });
});

describe("the postal address service", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A new signed-in user: the service counts its calls per user. */
  const signedIn = async () => signedInCookie(t, (await createUser(t)).id);
  const autocomplete = (q: string, cookie?: string) =>
    t.app.inject({
      url: `/api/webshop/postal-address-service/autocomplete?q=${encodeURIComponent(q)}`,
      headers: cookie ? { cookie } : {},
    });
  const resolve = (id: string, cookie?: string) =>
    t.app.inject({
      url: `/api/webshop/postal-address-service/resolve-address-by-id/${encodeURIComponent(id)}`,
      headers: cookie ? { cookie } : {},
    });

  it("suggests addresses for what was typed", async () => {
    const res = await autocomplete("munkegata", await signedIn());
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = res.json() as AutocompleteResponse;
    expect(body.suggestions).toEqual([
      {
        id: expect.any(String),
        suggestion: "Munkegata 19, 7011 Trondheim",
        address: { address1: "Munkegata 19", address2: "", postalCode: "7011", city: "Trondheim", state: "" },
      },
    ]);
  });

  it("resolves a suggestion, and answers 404 'Error resolving address' for an unknown one", async () => {
    const user = await signedIn();
    const [suggestion] = ((await autocomplete("bakklandet", user)).json() as AutocompleteResponse)
      .suggestions;
    const res = await resolve(suggestion?.id ?? "", user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ address: suggestion?.address });
    const unknown = await resolve("no-999", user);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: "Error resolving address" });
  });

  it("answers 400 for an empty or too long query", async () => {
    const user = await signedIn();
    expect((await autocomplete("", user)).statusCode).toBe(400);
    expect((await autocomplete("x".repeat(201), user)).statusCode).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await autocomplete("oslo")).statusCode).toBe(401);
    expect((await resolve("no-001")).statusCode).toBe(401);
  });
});

describe("the postal address service's rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { addressLookupPerUser: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it("answers 429 once a user looked up too much, the other calls included", async () => {
    const cookie = await signedInCookie(t, (await createUser(t)).id);
    const statuses: number[] = [];
    for (const url of [
      "/api/webshop/postal-address-service/autocomplete?q=oslo",
      "/api/webshop/postal-address-service/autocomplete?q=bergen",
      "/api/webshop/postal-address-service/resolve-address-by-id/no-001",
      "/api/webshop/postal-address-service/autocomplete?q=moss",
    ]) {
      statuses.push((await t.app.inject({ url, headers: { cookie } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("delivery times", () => {
  it.each([
    [0, "0 business days"],
    [1, "1 business day"],
    [3, "3 business days"],
  ])("%d reads '%s'", (days, text) => {
    expect(businessDaysText(days)).toBe(text);
  });
});
