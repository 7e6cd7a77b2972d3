import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, signedInCookie } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";

const subject = "c97c6c31-e260-4ed7-9990-47265209d341";
const template = "0b8f1f0e-54a6-4c43-9d0e-3f7c1c6a2b11";
const medium = "6f2d5a7e-1c3b-4e8a-9b0d-2a4c6e8f0a13";
const pkg = "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d";
/** A cart line (orderpart). */
const line = "3c5e7a9b-1d2f-4e6a-8b0c-9d8e7f6a5b4c";

/**
 * Every row of spec 03 §2.10 (the download row, served rather than moved, is tested with the downloads module),
 * with the trailing-slash spellings, the query parameters each row carries, and what a missing or malformed
 * parameter does: the nearest page without it, never an error.
 */
const legacyRedirects: ReadonlyArray<readonly [string, string]> = [
  ["/sections/prophoto/myaccount.php", "/my-account"],
  ["/sections/products2.php", "/products/packages"],
  ["/sections/shopping-cart/", "/shopping-cart"],
  ["/sections/shopping-cart", "/shopping-cart"],
  ["/sections/shopping-cart/checkout/", "/shopping-cart/checkout"],
  ["/sections/shopping-cart/checkout", "/shopping-cart/checkout"],
  [`/sections/digital-portraits/${subject}/`, `/products/digital-portraits/${subject}`],
  [`/sections/digital-portraits/${subject}`, `/products/digital-portraits/${subject}`],
  ["/sections/digital-portraits/not-a-subject/", "/products/digital-portraits"],
  ["/sections/digital-portraits/..%2Fadmin/", "/products/digital-portraits"],
  ["/sections/digital-portraits/", "/products/digital-portraits"],
  ["/sections/digital-portraits", "/products/digital-portraits"],
  ["/sections/cardscalendars/cardsv2/", "/templates/cards"],
  ["/sections/cardscalendars/cardsv2", "/templates/cards"],
  ["/sections/cardscalendars/cardsv2/?category=christmas", "/templates/cards/christmas"],
  ["/sections/cardscalendars/cardsv2/?category=", "/templates/cards"],
  ["/sections/cardscalendars/cardsv2/?category=%3Cscript%3E", "/templates/cards"],
  ["/sections/cardscalendars/cardsv2/?category=a&category=b", "/templates/cards"],
  ["/sections/cardscalendars/calendarsv2/", "/templates/calendars"],
  ["/sections/cardscalendars/calendarsv2", "/templates/calendars"],
  [
    `/sections/cardscalendars/create_product.php?template=${template}&medium=${medium}`,
    `/templates/create/${template}/${medium}`,
  ],
  [
    `/sections/cardscalendars/create_product.php?template=${template}&medium=${medium}&promoted=1`,
    `/templates/create/${template}/${medium}`,
  ],
  [
    `/sections/cardscalendars/create_product.php?template=${template}&product=${medium}`,
    `/templates/create/${template}/${medium}`,
  ],
  [`/sections/cardscalendars/create_product.php?template=${template}`, `/templates/create/${template}`],
  [
    `/sections/cardscalendars/create_product.php?template=${template}&medium=x1&promoted=yes`,
    `/templates/create/${template}`,
  ],
  // With orderpart the cart line opens for editing (spec 02 § Shopping cart, edit links); a malformed one is dropped.
  [
    `/sections/cardscalendars/create_product.php?template=${template}&medium=${medium}&orderpart=${line}`,
    `/shopping-cart/edit/${line}`,
  ],
  [`/sections/cardscalendars/create_product.php?orderpart=${line}`, `/shopping-cart/edit/${line}`],
  [
    `/sections/cardscalendars/create_product.php?template=${template}&orderpart=..%2Fadmin`,
    `/templates/create/${template}`,
  ],
  ["/sections/cardscalendars/create_product.php", "/products/packages"],
  ["/sections/cardscalendars/create_product.php?template=42&medium=7", "/products/packages"],
  ["/sections/cardscalendars/photogifts/displaycategory.php?category=mugs", "/templates/photogifts/mugs"],
  ["/sections/cardscalendars/photogifts/displaycategory.php", "/products/packages"],
  ["/sections/cardscalendars/photogifts/displaycategory.php?category=..%2F..", "/products/packages"],
  ["/sections/packages/", "/products/packages"],
  ["/sections/packages", "/products/packages"],
  [`/sections/packages/${pkg}/`, `/products/packages/${pkg}`],
  [`/sections/packages/${pkg}`, `/products/packages/${pkg}`],
  ["/sections/packages/nope/", "/products/packages"],
  [`/sections/packages/${pkg}/?orderpart=${line}`, `/shopping-cart/edit/${line}`],
  [`/sections/packages/create_package.php?package=${pkg}&orderpart=${line}`, `/shopping-cart/edit/${line}`],
  [`/sections/packages/create_package.php?package=${pkg}`, `/products/packages/${pkg}`],
  [`/sections/packages/${pkg}/?orderpart=42`, `/products/packages/${pkg}`],
  ["/sections/packages/create_package.php", "/products/packages"],
  ["/sections/products.php", "/products/catalogues"],
  ["/sections/products.php?catalogue=1", "/products/catalogues?order=1"],
  ["/sections/products.php?catalogues=true", "/products/catalogues?order=1"],
  ["/sections/products.php?catalogue=0", "/products/catalogues"],
  ["/sections/products.php?catalogue=1&catalogue=2", "/products/catalogues"],
];

describe("old browser addresses (spec 03 §2.10)", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signedInCookie(t, (await createUser(t)).id);
  });
  afterAll(() => t.close());

  describe.each([
    ["signed out", () => ({})],
    ["signed in", () => ({ cookie })],
  ])("%s", (_who, headers) => {
    it.each(legacyRedirects)("%s moves to %s", async (from, to) => {
      const res = await t.app.inject({ method: "GET", url: from, headers: headers() });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(to);
    });
  });

  it("the front page stays the front page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).not.toBe(302);
    expect(res.statusCode).toBeLessThan(500);
  });
});
