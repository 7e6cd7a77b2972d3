import type { CheckoutResponse } from "@shop/contracts/checkout";
import type { DeliveryOption, DeliveryOptionData, ShippingCountry } from "@shop/contracts/delivery";
import { type ErrorCode, validationErrorCodes } from "@shop/contracts/error-codes";
import { checkContactInfo, checkDeliveryAddress, findState } from "@shop/domain/delivery-address";
import { type FieldErrors, type FieldPath, type FieldValues, type Resolver, set } from "react-hook-form";

/** The delivery step's form: one form for every kind, so switching kinds loses nothing typed. */
export interface DeliveryFormValues {
  deliveryOptionUuid: string;
  address: {
    name: string;
    address: string;
    address2: string;
    postalCode: string;
    city: string;
    state: string;
    country: string;
    verifiedAddress: boolean;
    saveAddress: boolean;
  };
  contact: { name: string; emailAddress: string };
  pickupLocationUuid: string;
  subjectUuid: string;
}

export type AddressPart = Exclude<keyof DeliveryFormValues["address"], "verifiedAddress" | "saveAddress">;

export function allDeliveryOptions(session: Pick<CheckoutResponse, "deliveryOptions">): DeliveryOption[] {
  return session.deliveryOptions.flatMap((method) => method.deliveryOptions);
}

/** The stored profile prefills the forms (spec 03 §2.2); exactly one delivery option is preselected. */
export function initialDeliveryValues(session: CheckoutResponse): DeliveryFormValues {
  const { user } = session;
  const options = allDeliveryOptions(session);
  return {
    deliveryOptionUuid: options.length === 1 ? (options[0]?.uuid ?? "") : "",
    address: {
      name: user.name ?? "",
      address: user.address ?? "",
      address2: user.address2 ?? "",
      postalCode: user.postalCode ?? "",
      city: user.city ?? "",
      state: user.state ?? "",
      country: (user.country ?? "").toUpperCase(),
      verifiedAddress: false,
      saveAddress: false,
    },
    contact: { name: user.name ?? "", emailAddress: user.emailAddress },
    pickupLocationUuid: "",
    subjectUuid: "",
  };
}

/** GB, US and AU put the postal code before the city (spec 03 §2.2). */
const postalCodeFirst = new Set(["GB", "US", "AU"]);

export type AddressLayout = {
  /** The postal code on its own line before the city; otherwise it shares a line with the city. */
  postalCodeFirst: boolean;
  showPostalCode: boolean;
  showState: boolean;
  /** The state is a dropdown of these. */
  states: ShippingCountry["states"];
  /** Which word the country uses for the postal code. */
  postalCodeLabel: "postalCode" | "zipCode" | "postcode";
};

export function addressLayout(country: ShippingCountry | null): AddressLayout {
  const code = country?.code ?? "";
  return {
    postalCodeFirst: postalCodeFirst.has(code),
    showPostalCode: !(country?.hidePostalCode ?? false),
    showState: (country?.gatherState ?? false) || (country?.states?.length ?? 0) > 0,
    states: country?.states ?? null,
    postalCodeLabel: code === "US" ? "zipCode" : code === "GB" || code === "AU" ? "postcode" : "postalCode",
  };
}

export function countryOf(option: DeliveryOption, code: string): ShippingCountry | null {
  return option.countries.find((c) => c.code === code.toUpperCase()) ?? null;
}

/** A stored state written out ('California') becomes the dropdown's code ('CA'). */
export function stateValue(country: ShippingCountry | null, state: string): string {
  if (!country?.states) return state;
  return findState(country.states, state)?.code ?? "";
}

/** The option's subject the order is picked up for: the one chosen, or the only one. */
export function schoolSubjectOf(option: DeliveryOption, chosen: string): string | undefined {
  if (option.subjects.length === 1) return option.subjects[0]?.uuid;
  return option.subjects.some((s) => s.uuid === chosen) ? chosen : undefined;
}

/**
 * The domain's rules for the chosen option's form (spec 03 §5), as field paths of this form and the codes of the
 * rules they break, the same the server answers (the screen says their texts).
 */
export function deliveryFormErrors(
  values: DeliveryFormValues,
  option: DeliveryOption | null,
): Record<string, ErrorCode> {
  if (!option) return { deliveryOptionUuid: "required" };
  const errors: Record<string, ErrorCode> = {};
  if (option.type === "postage") {
    const country = countryOf(option, values.address.country);
    const found = checkDeliveryAddress(values.address, country);
    for (const [field, rule] of Object.entries(found))
      errors[`address.${field}`] = validationErrorCodes[rule];
    return errors;
  }
  for (const [field, rule] of Object.entries(checkContactInfo(values.contact))) {
    errors[`contact.${field}`] = validationErrorCodes[rule];
  }
  if (
    option.type === "store-pickup" &&
    !option.pickupLocations.some((l) => l.uuid === values.pickupLocationUuid)
  ) {
    errors.pickupLocationUuid = "required";
  }
  if (option.type === "school-pickup" && schoolSubjectOf(option, values.subjectUuid) === undefined) {
    errors.subjectUuid = "required";
  }
  return errors;
}

/** Field paths and the codes of their problems as react-hook-form's nested errors (the code is the message). */
export function toFormErrors<T extends FieldValues>(flat: Record<string, string>): FieldErrors<T> {
  const errors = {};
  for (const [path, message] of Object.entries(flat)) set(errors, path, { type: "validate", message });
  return errors as FieldErrors<T>;
}

/** A resolver over the domain's rules; `optionOf` reads the options as they are now (upsells change them). */
export function deliveryResolver(
  optionOf: (uuid: string) => DeliveryOption | null,
): Resolver<DeliveryFormValues> {
  return (values) => {
    const flat = deliveryFormErrors(values, optionOf(values.deliveryOptionUuid));
    return Object.keys(flat).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors<DeliveryFormValues>(flat) };
  };
}

/** What the server is sent for the chosen option: the address for postage, the contact for the other kinds. */
export function deliveryOptionDataOf(
  values: DeliveryFormValues,
  option: DeliveryOption,
  gatherAddress2: boolean,
): DeliveryOptionData {
  if (option.type === "postage") {
    const country = countryOf(option, values.address.country);
    const layout = addressLayout(country);
    const a = values.address;
    return {
      deliveryAddress: {
        name: a.name,
        address: a.address,
        address2: gatherAddress2 ? a.address2 : "",
        postalCode: layout.showPostalCode ? a.postalCode : "",
        city: a.city,
        state: layout.showState ? a.state : "",
        verifiedAddress: a.verifiedAddress,
        saveAddress: a.saveAddress,
        country: a.country.toUpperCase(),
      },
    };
  }
  const contactInfo = { name: values.contact.name, emailAddress: values.contact.emailAddress };
  if (option.type === "store-pickup") return { contactInfo, pickupLocationUuid: values.pickupLocationUuid };
  if (option.type === "school-pickup") {
    const subjectUuid = schoolSubjectOf(option, values.subjectUuid);
    return subjectUuid ? { contactInfo, subjectUuid } : { contactInfo };
  }
  return { contactInfo };
}

const addressParts = new Set(["name", "address", "address2", "postalCode", "city", "state", "country"]);
const contactParts = new Set(["name", "emailAddress"]);
const ownFields = new Set(["pickupLocationUuid", "subjectUuid", "deliveryOptionUuid"]);

/** The server names the form's fields plainly ('name', 'postalCode'); this form nests them by kind. */
export function deliveryFieldPath(
  field: string,
  option: DeliveryOption | null,
): FieldPath<DeliveryFormValues> | null {
  if (ownFields.has(field)) return field as FieldPath<DeliveryFormValues>;
  if (option?.type === "postage" && addressParts.has(field)) {
    return `address.${field}` as FieldPath<DeliveryFormValues>;
  }
  if (option && option.type !== "postage" && contactParts.has(field)) {
    return `contact.${field}` as FieldPath<DeliveryFormValues>;
  }
  return null;
}
