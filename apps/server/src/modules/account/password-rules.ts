import { readFileSync } from "node:fs";
import { isPasswordEmail } from "@shop/domain/validation";

/** Lines of the list that are not passwords: its source and licence. */
const commentPrefix = "#";

function loadCommonPasswords(): ReadonlySet<string> {
  const text = readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8");
  const entries = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith(commentPrefix));
  return new Set(entries);
}

const commonPasswords = loadCommonPasswords();

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}

export type NewPasswordProblem = "passwordTooCommon" | "passwordIsEmail";

/**
 * The shop's rules for a password someone chooses (registration, reset, and a later change of password), on top of
 * the spec's lengths, which the caller checks first: not one of the most common passwords, not the e-mail address.
 */
export function checkNewPassword(password: string, email: string): NewPasswordProblem | null {
  if (isPasswordEmail(password, email)) return "passwordIsEmail";
  if (isCommonPassword(password)) return "passwordTooCommon";
  return null;
}
