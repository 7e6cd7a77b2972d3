import { describe, expect, it } from "vitest";
import {
  makeCheckout,
  makeDeliveryOption,
  makePickupLocation,
  makeShippingCountry,
} from "../../test/shop-factories.ts";
import {
  addressLayout,
  type DeliveryFormValues,
  deliveryFieldPath,
  deliveryFormErrors,
  deliveryOptionDataOf,
  initialDeliveryValues,
} from "./delivery-form.ts";

const us = makeShippingCountry("US", { gatherState: true, states: [{ code: "CA", name: "California" }] });
const gb = makeShippingCountry("GB");
const se = makeShippingCountry("SE", { hidePostalCode: true });
const postage = makeDeliveryOption(1, "postage", { countries: [makeShippingCountry("NO"), gb, us, se] });

function values(overrides: Partial<DeliveryFormValues["address"]> = {}): DeliveryFormValues {
  return {
    ...initialDeliveryValues(makeCheckout([postage])),
    deliveryOptionUuid: postage.uuid,
    address: {
      name: "Kari Nordmann",
      address: "Storgata 1",
      address2: "Bakgården",
      postalCode: "0155",
      city: "Oslo",
      state: "CA",
      country: "NO",
      verifiedAddress: true,
      saveAddress: false,
      ...overrides,
    },
  };
}

describe("the address form by country", () => {
  it("GB, US and AU put the postal code first under their own word; others share its line with the city", () => {
    expect(addressLayout(us)).toMatchObject({
      postalCodeFirst: true,
      postalCodeLabel: "zipCode",
      showState: true,
    });
    expect(addressLayout(gb)).toMatchObject({
      postalCodeFirst: true,
      postalCodeLabel: "postcode",
      showState: false,
    });
    expect(addressLayout(makeShippingCountry("AU"))).toMatchObject({ postalCodeFirst: true });
    expect(addressLayout(makeShippingCountry("NO"))).toMatchObject({
      postalCodeFirst: false,
      postalCodeLabel: "postalCode",
      showPostalCode: true,
    });
    expect(addressLayout(se).showPostalCode).toBe(false);
  });

  it("sends only what the country and the shop ask for", () => {
    expect(deliveryOptionDataOf(values(), postage, false).deliveryAddress).toMatchObject({
      address2: "",
      state: "",
      postalCode: "0155",
      verifiedAddress: true,
    });
    expect(deliveryOptionDataOf(values({ country: "US" }), postage, true).deliveryAddress).toMatchObject({
      address2: "Bakgården",
      state: "CA",
      country: "US",
    });
    expect(deliveryOptionDataOf(values({ country: "SE" }), postage, true).deliveryAddress?.postalCode).toBe(
      "",
    );
  });

  it("checks the chosen kind's form with the domain's rules, naming the code of each rule broken", () => {
    expect(deliveryFormErrors(values({ name: " ", country: "US", state: "" }), postage)).toEqual({
      "address.name": "required",
      "address.state": "required",
    });
    expect(deliveryFormErrors(values({ country: "SE", postalCode: "" }), postage)).toEqual({});
    const store = makeDeliveryOption(2, "store-pickup", {
      pickupLocations: [makePickupLocation(makeCheckout([]).checkoutUuid)],
    });
    expect(
      deliveryFormErrors({ ...values(), contact: { name: "Kari", emailAddress: "kari@" } }, store),
    ).toEqual({
      "contact.emailAddress": "invalid_email",
      pickupLocationUuid: "required",
    });
    expect(deliveryFormErrors(values(), null)).toEqual({ deliveryOptionUuid: "required" });
  });

  it("places the server's plain field names in this form", () => {
    expect(deliveryFieldPath("postalCode", postage)).toBe("address.postalCode");
    expect(deliveryFieldPath("name", makeDeliveryOption(3, "digital-delivery"))).toBe("contact.name");
    expect(deliveryFieldPath("pickupLocationUuid", null)).toBe("pickupLocationUuid");
    expect(deliveryFieldPath("pid", postage)).toBeNull();
  });
});
