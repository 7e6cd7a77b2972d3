import { describe, expect, it } from "vitest";
import { addressLines, deliveryAddressLines } from "./address-layout.ts";

describe("address layout by country (spec 01 §2.8)", () => {
  it("US shows city, state and postal code", () => {
    expect(
      addressLines({
        address: "1 Main St",
        postalCode: "10001",
        city: "New York",
        state: "NY",
        country: "US",
      }),
    ).toEqual(["1 Main St", "New York, NY 10001"]);
  });

  it("GB shows city and postcode on separate lines", () => {
    expect(
      addressLines({ address: "10 Downing St", postalCode: "SW1A 2AA", city: "London", country: "GB" }),
    ).toEqual(["10 Downing St", "London", "SW1A 2AA"]);
  });

  it("others show postal code, city, then state", () => {
    expect(
      addressLines({
        address: "Storgata 12",
        postalCode: "0155",
        city: "Oslo",
        state: "Oslo fylke",
        country: "NO",
      }),
    ).toEqual(["Storgata 12", "0155 Oslo", "Oslo fylke"]);
    expect(
      addressLines({
        address: "Storgata 12",
        address2: "3. etg",
        postalCode: "0155",
        city: "Oslo",
        country: "NO",
      }),
    ).toEqual(["Storgata 12", "3. etg", "0155 Oslo"]);
  });
});

describe("an order's delivery address", () => {
  const base = { name: "Kari Berg", address1: "350 Fifth Avenue", address2: "", state: "NY" };
  it.each([
    ["US", "10118", "New York", ["Kari Berg", "350 Fifth Avenue", "New York, NY 10118"]],
    ["GB", "SW1A 2AA", "London", ["Kari Berg", "350 Fifth Avenue", "London", "SW1A 2AA"]],
  ] as const)("in %s reads the name, then the country's layout", (country, postalCode, city, lines) => {
    expect(deliveryAddressLines({ ...base, country, postalCode, city })).toEqual(lines);
  });
});
