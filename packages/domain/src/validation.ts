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
} as const;
export type ValidationError = keyof typeof validationTexts;

// A pragmatic address check: one @, no spaces, a dot in the domain part.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The username is trimmed before it is checked or used (spec 01 §5). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function checkEmail(value: string): ValidationError | null {
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

export function checkRegistrationPassword(value: string): ValidationError | null {
  if (value === "") return "required";
  if (value.length < limits.registrationPasswordMin) return "tooShort";
  return null;
}

/** Spaces are stripped from a new password at reset and the text is trimmed (spec 01 §5). */
export function normalizeResetPassword(value: string): string {
  return value.replace(/\s+/g, "").trim();
}

export function checkResetPassword(
  password: string,
  retype: string,
): {
  password: ValidationError | null;
  retype: ValidationError | null;
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

export function checkMobile(value: string): ValidationError | null {
  const v = normalizeMobile(value);
  if (v === "") return "required";
  return /^\+?\d{8,15}$/.test(v) ? null : "invalidMobile";
}
