import { checkEmail, type ValidationError } from "./validation.ts";

/** The address form's rules of the chosen country (spec 03 §2.2). */
export interface AddressCountryRules {
  gatherState: boolean;
  hidePostalCode: boolean;
  /** When given, the state is one of these (a dropdown). */
  states: ReadonlyArray<{ code: string; name: string }> | null;
}

export interface DeliveryAddressValues {
  name: string;
  address: string;
  address2?: string;
  postalCode?: string;
  city: string;
  state?: string;
  country: string;
}

export interface ContactInfoValues {
  name: string;
  emailAddress: string;
}

/** Field name → the rule it breaks (its text is `validationTexts[rule]`). Empty when the form is valid. */
export type FieldProblems = Record<string, Extract<ValidationError, "required" | "invalidEmail">>;

const blank = (value: string | undefined) => (value ?? "").trim() === "";

/** The state as the list names it (its code), matched on code or name without case; null when not listed. */
export function findState(
  states: ReadonlyArray<{ code: string; name: string }>,
  value: string,
): { code: string; name: string } | null {
  const v = value.trim().toLowerCase();
  return states.find((s) => s.code.toLowerCase() === v || s.name.toLowerCase() === v) ?? null;
}

/**
 * The postage form of spec 03 §5: name, address and city required; postal code required unless the country
 * hides it; state required when the country gathers it, and then one of its states when it lists them;
 * address2 optional. `country` null: the chosen country is not one the option ships to.
 */
export function checkDeliveryAddress(
  values: DeliveryAddressValues,
  country: AddressCountryRules | null,
): FieldProblems {
  const errors: FieldProblems = {};
  if (blank(values.name)) errors.name = "required";
  if (blank(values.address)) errors.address = "required";
  if (blank(values.city)) errors.city = "required";
  if (country === null) {
    errors.country = "required";
    return errors;
  }
  if (!country.hidePostalCode && blank(values.postalCode)) errors.postalCode = "required";
  if (country.gatherState) {
    const state = values.state ?? "";
    // A dropdown offers only listed states, so an unlisted value is no choice at all.
    if (blank(state) || (country.states && !findState(country.states, state))) {
      errors.state = "required";
    }
  }
  return errors;
}

/** The contact form of school pickup, store pickup and digital delivery: name and a valid e-mail address. */
export function checkContactInfo(values: ContactInfoValues): FieldProblems {
  const errors: FieldProblems = {};
  if (blank(values.name)) errors.name = "required";
  const email = checkEmail(values.emailAddress);
  if (email) errors.emailAddress = email;
  return errors;
}
