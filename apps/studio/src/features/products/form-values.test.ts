import { describe, expect, it } from "vitest";
import { amountText, requestOf, valuesOf } from "./form-values.ts";
import { aProduct } from "./test-products.ts";

const languages = ["en", "nb"];

describe("the template product form's values", () => {
  it("shows stored amounts as people write them, with a comma in Norwegian", () => {
    expect(amountText(3_900, "en")).toBe("39");
    expect(amountText(3_950, "en")).toBe("39.50");
    expect(amountText(3_950, "nb")).toBe("39,50");
  });

  it("offers an unpriced product for sale with one empty price row", () => {
    const values = valuesOf(aProduct(), languages, "en");
    expect(values).toMatchObject({
      names: { en: "Card 15x15", nb: "Kort 15x15" },
      tiers: [{ quantity: "1", price: "", campaignPrice: "" }],
      active: true,
    });
  });

  it("sends amounts as typed once the shop's rule reads each of them", () => {
    const values = valuesOf(aProduct(), languages, "nb");
    values.tiers = [
      { quantity: "1", price: "39", campaignPrice: "" },
      { quantity: "10", price: "34,50 kr", campaignPrice: "29" },
    ];
    values.subProducts = [{ names: { en: "Envelope", nb: "" }, extraPrice: "3" }];
    values.campaignEnds = "2026-12-24";
    const made = requestOf(values, "NOK");
    expect(made.problems).toBeNull();
    expect(made.request).toMatchObject({
      names: { en: "Card 15x15", nb: "Kort 15x15" },
      prices: [
        { quantity: 1, price: "39", campaignPrice: null },
        { quantity: 10, price: "34,50 kr", campaignPrice: "29" },
      ],
      campaignEndsAt: "2026-12-24T23:59:59.000Z",
      subProducts: [{ names: { en: "Envelope" }, extraPrice: "3" }],
      active: true,
    });
  });

  it("names the field of each amount it cannot read", () => {
    const values = valuesOf(aProduct(), languages, "en");
    values.tiers = [
      { quantity: "1", price: "149,999", campaignPrice: "" },
      { quantity: "x", price: "abc", campaignPrice: "" },
    ];
    values.subProducts = [{ names: { en: "", nb: "" }, extraPrice: "-3" }];
    expect(requestOf(values, "NOK").problems).toEqual({
      "tiers.0.price": { key: "ambiguous", values: { typed: "149,999" } },
      "tiers.1.quantity": { key: "quantity" },
      "tiers.1.price": { key: "notAnAmount", values: { typed: "abc" } },
      "subProducts.0.names": { key: "nameMissing" },
      "subProducts.0.extraPrice": { key: "negative", values: { typed: "-3" } },
    });
  });

  it("names the row of a price list the shop cannot sell from, rows left empty not counted", () => {
    const values = valuesOf(aProduct(), languages, "en");
    values.tiers = [
      { quantity: "1", price: "", campaignPrice: "" },
      { quantity: "1", price: "39", campaignPrice: "39" },
    ];
    expect(requestOf(values, "NOK").problems).toEqual({
      "tiers.1.campaignPrice": { key: "campaign-not-lower" },
    });
    values.tiers = [{ quantity: "1", price: "", campaignPrice: "" }];
    expect(requestOf(values, "NOK").problems).toEqual({ tiers: { key: "no-price" } });
  });
});
