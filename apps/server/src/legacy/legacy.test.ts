import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.ts";

describe("old browser addresses (spec 03 §2.10)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subject = "c97c6c31-e260-4ed7-9990-47265209d341";

  it.each([
    ["/sections/prophoto/myaccount.php", "/my-account"],
    ["/sections/products2.php", "/products/packages"],
    ["/sections/shopping-cart/", "/shopping-cart"],
    ["/sections/shopping-cart", "/shopping-cart"],
    ["/sections/shopping-cart/checkout/", "/shopping-cart/checkout"],
    [`/sections/digital-portraits/${subject}/`, `/products/digital-portraits/${subject}`],
    [`/sections/digital-portraits/${subject}`, `/products/digital-portraits/${subject}`],
    ["/sections/digital-portraits/", "/products/digital-portraits"],
    ["/sections/packages/", "/products/packages"],
    ["/sections/products.php", "/products/catalogues"],
    ["/sections/products.php?catalogue=1", "/products/catalogues?order=1"],
    ["/sections/products.php?catalogues=true", "/products/catalogues?order=1"],
    ["/sections/products.php?catalogue=0", "/products/catalogues"],
  ])("%s moves to %s", async (from, to) => {
    const res = await t.app.inject({ method: "GET", url: from });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it("does not forward a subject that is not a uuid", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sections/digital-portraits/..%2Fadmin/" });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });
});
