import { describe, expect, it } from "vitest";
import {
  type AddressCountryRules,
  checkContactInfo,
  checkDeliveryAddress,
  type DeliveryAddressValues,
  type FieldProblems,
  findState,
} from "./delivery-address.ts";
import { validationTexts } from "./validation.ts";

/** The problems as the texts shown under the fields, so the cases are the spec's words. */
const texts = (problems: FieldProblems) =>
  Object.fromEntries(Object.entries(problems).map(([field, rule]) => [field, validationTexts[rule]]));

const norway: AddressCountryRules = { gatherState: false, hidePostalCode: false, states: null };
const noPostalCode: AddressCountryRules = { gatherState: false, hidePostalCode: true, states: null };
const freeState: AddressCountryRules = { gatherState: true, hidePostalCode: false, states: null };
const usa: AddressCountryRules = {
  gatherState: true,
  hidePostalCode: false,
  states: [
    { code: "NY", name: "New York" },
    { code: "CA", name: "California" },
  ],
};

const filled: DeliveryAddressValues = {
  name: "Kari Berg",
  address: "Storgata 12",
  address2: "",
  postalCode: "0155",
  city: "Oslo",
  state: "",
  country: "NO",
};

describe("the delivery address form (spec 03 §5)", () => {
  it.each([
    ["a filled Norwegian address", filled, norway, {}],
    ["no name", { ...filled, name: "  " }, norway, { name: "This is required!" }],
    ["no address", { ...filled, address: "" }, norway, { address: "This is required!" }],
    ["no city", { ...filled, city: "" }, norway, { city: "This is required!" }],
    ["no postal code", { ...filled, postalCode: "" }, norway, { postalCode: "This is required!" }],
    ["no postal code where it is hidden", { ...filled, postalCode: "" }, noPostalCode, {}],
    ["no address2 (optional)", { ...filled, address2: undefined }, norway, {}],
    ["a state where none is gathered", { ...filled, state: "Viken" }, norway, {}],
    ["no state where it is gathered", filled, freeState, { state: "This is required!" }],
    ["a free-text state", { ...filled, state: "Oslo fylke" }, freeState, {}],
    ["a listed state by code", { ...filled, state: "NY" }, usa, {}],
    ["a listed state by name", { ...filled, state: "california" }, usa, {}],
    ["an unlisted state", { ...filled, state: "Texas" }, usa, { state: "This is required!" }],
    [
      "an empty form",
      { name: "", address: "", city: "", postalCode: "", state: "", country: "US" },
      usa,
      {
        name: "This is required!",
        address: "This is required!",
        city: "This is required!",
        postalCode: "This is required!",
        state: "This is required!",
      },
    ],
  ] as const)("%s gives %j", (_title, values, rules, expected) => {
    expect(texts(checkDeliveryAddress(values, rules))).toEqual(expected);
  });

  it("a country the option does not ship to is refused", () => {
    expect(texts(checkDeliveryAddress({ ...filled, country: "SE" }, null))).toEqual({
      country: "This is required!",
    });
  });

  it("finds a state by code or name and gives the listed one", () => {
    expect(findState(usa.states ?? [], " new york ")).toEqual({ code: "NY", name: "New York" });
    expect(findState(usa.states ?? [], "ny")).toEqual({ code: "NY", name: "New York" });
    expect(findState(usa.states ?? [], "Oregon")).toBeNull();
  });
});

describe("the contact form of pickup and digital delivery (spec 03 §5)", () => {
  it.each([
    [{ name: "Kari Berg", emailAddress: "kari@example.com" }, {}],
    [{ name: "", emailAddress: "kari@example.com" }, { name: "This is required!" }],
    [{ name: "Kari Berg", emailAddress: "" }, { emailAddress: "This is required!" }],
    [{ name: "Kari Berg", emailAddress: "kari@" }, { emailAddress: "Invalid email" }],
    [
      { name: " ", emailAddress: "kari" },
      { name: "This is required!", emailAddress: "Invalid email" },
    ],
  ])("%j gives %j", (values, expected) => {
    expect(texts(checkContactInfo(values))).toEqual(expected);
  });
});
