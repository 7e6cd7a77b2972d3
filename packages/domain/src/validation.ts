import { limits } from "./limits.ts";

/** Validation texts of spec 01 §8, keyed. The English text is the spec's, word for word. */
export const validationTexts = {
  required: "This is required!",
  invalidEmail: "Invalid email",
  tooShort: "That's too short!",
  passwordsDontMatch: "The two passwords doesn't match!",
  passwordNotLongEnough: "The password is not long enough",
  passwordsMustMatch: "The passwords must match",
  invalidMobile: "Invalid phone number",
  // Not in the spec: the shop's own rules for a new password, beyond the spec's lengths (password-rules.ts).
  passwordTooCommon: "This password is too common. Please choose another.",
  passwordIsEmail: "The password must not be your e-mail address or a part of it.",
  passwordIsShopName: "The password must not be the shop's name.",
  passwordRepeatedCharacter: "The password must not be one character repeated.",
  passwordTooWeak:
    "This password is too easy to guess. Make it longer, for example with a few words that do not belong together.",
} as const;
export type ValidationError = keyof typeof validationTexts;

// A pragmatic address check: one @, no spaces, a dot in the domain part.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The one form of an e-mail address that sign-in, registration, the e-mail check and password reset all look up
 * and store: trimmed (spec 01 §5) and in lower case.
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkEmail(value: string): "required" | "invalidEmail" | null {
  const v = value.trim();
  if (v === "") return "required";
  if (v.length > limits.emailMax || !emailPattern.test(v)) return "invalidEmail";
  return null;
}

export function checkSignInPassword(value: string): ValidationError | null {
  if (value === "") return "required";
  if (value.length < limits.signInPasswordMin) return "tooShort";
  return null;
}

export function checkRegistrationPassword(value: string): "required" | "tooShort" | null {
  if (value === "") return "required";
  if (value.length < limits.registrationPasswordMin) return "tooShort";
  return null;
}

/**
 * A new password that is the account's e-mail address, or the part before the @, is the first thing anyone who
 * knows the address tries. Compared without case and surrounding spaces.
 */
export function isPasswordEmail(password: string, email: string): boolean {
  const p = password.trim().toLowerCase();
  const address = normalizeEmail(email);
  if (p === "" || address === "") return false;
  const at = address.lastIndexOf("@");
  return p === address || (at > 0 && p === address.slice(0, at));
}

/** Spaces are stripped from a new password at reset and the text is trimmed (spec 01 §5). */
export function normalizeResetPassword(value: string): string {
  return value.replace(/\s+/g, "").trim();
}

export function checkResetPassword(
  password: string,
  retype: string,
): {
  password: "required" | "tooShort" | null;
  retype: "required" | "passwordsDontMatch" | null;
} {
  const p = normalizeResetPassword(password);
  const r = normalizeResetPassword(retype);
  return {
    password: p === "" ? "required" : p.length <= limits.resetPasswordLongerThan ? "tooShort" : null,
    retype: r === "" ? "required" : r !== p ? "passwordsDontMatch" : null,
  };
}

export function checkAccountPassword(
  password: string,
  retype: string,
): {
  password: ValidationError | null;
  retype: ValidationError | null;
} {
  return {
    password:
      password === ""
        ? "required"
        : password.length < limits.accountPasswordMin
          ? "passwordNotLongEnough"
          : null,
    retype: retype !== password ? "passwordsMustMatch" : null,
  };
}

/** A mobile number: an optional leading +, then 8 to 15 digits; spaces and dashes are ignored. */
export function normalizeMobile(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export function checkMobile(value: string): "required" | "invalidMobile" | null {
  const v = normalizeMobile(value);
  if (v === "") return "required";
  return /^\+?\d{8,15}$/.test(v) ? null : "invalidMobile";
}

/** The contact form of spec 01 §2.6 (POST /ajax/user/update_user_info.php): the fields as the form sends them. */
export interface ContactInfo {
  name: string;
  address: string;
  address2?: string;
  postal_code: string;
  city: string;
  mobile: string;
}
export type ContactField = "name" | "address" | "address2" | "postal_code" | "city" | "mobile";

/**
 * The shared rules of the contact form (spec 01 §5; the spec shows no format rules). Each field is optional except
 * what the shop needs of every account: the mobile number, which registration asks for and checks the same way. Name
 * and address are asked where they are needed (the checkout's delivery forms), so a parent may keep only the number
 * up to date. Every failing field.
 */
export function checkContactInfo(
  info: ContactInfo,
): Partial<Record<ContactField, "required" | "invalidMobile">> {
  const problems: Partial<Record<ContactField, "required" | "invalidMobile">> = {};
  const mobile = checkMobile(info.mobile);
  if (mobile) problems.mobile = mobile;
  return problems;
}
