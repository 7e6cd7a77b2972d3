import { limits } from "./limits.ts";

/** Case and spaces are ignored when a code is redeemed. */
export function normalizeAccessCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The add-picture-code dialog: the button is disabled below 6 characters. */
export function canSubmitDialogCode(value: string): boolean {
  return value.trim().length >= limits.addCodeDialogMin;
}

/** The add-picture-set page: submit is disabled below 5 characters. */
export function canSubmitAccountCode(value: string): boolean {
  return value.trim().length >= limits.accountCodeMin;
}

/** The front page: the code is required; the server decides validity. */
export function canSubmitFrontPageCode(value: string): boolean {
  return value.trim().length > 0;
}
