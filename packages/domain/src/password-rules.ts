import { isPasswordEmail, normalizeEmail } from "./validation.ts";

/**
 * The shop's rules for a password someone chooses, wherever one is set (registration, reset, change), on top of the
 * spec's lengths, which the caller checks first (docs/decisions/0040-sign-in-limits-and-passwords.md). Each refusal
 * has its own reason, so the form says why.
 */

export type PasswordRefusal =
  | "passwordRepeatedCharacter"
  | "passwordIsEmail"
  | "passwordIsShopName"
  | "passwordTooCommon"
  | "passwordTooWeak";

/** What a strength estimate (zxcvbn, on the server: its word lists are large) says of a password. */
export interface PasswordEstimate {
  /** zxcvbn's score: 0 (guessed in under 10^3 tries) to 4 (over 10^10). */
  score: number;
  /** The password is on the breached-password list, or too close to one on it. */
  common: boolean;
}

/** Estimates a password's strength, knowing the words of the person and the shop (they are guessed first). */
export type EstimatePassword = (password: string, personalWords: readonly string[]) => PasswordEstimate;

/**
 * The lowest score taken: 2 means at least about 10^6 guesses. Online, sign-in lets an account be guessed at most
 * 100 times in 15 minutes from all addresses together (decision 0040), so that is over three months; offline, each
 * guess costs an argon2id hash.
 */
export const passwordMinScore = 2;

export interface PasswordContext {
  /** The account's e-mail address. */
  email: string;
  /** The shop's own name. */
  shopName: string;
}

/** The letters of a text in lower case, nothing else: 'Kari.Berg-2026' and 'kariberg' are the same word. */
function lettersOf(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}]/gu, "");
}

/** A word shorter than this is part of too many passwords to refuse them for it ('ola', 'as'). */
const shortestWord = 3;

function wordsOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map(lettersOf)
    .filter((word) => word.length >= shortestWord);
}

/** What a password must not be made of: each word of a text and all its letters together. */
function namesIn(text: string): Set<string> {
  const names = new Set(wordsOf(text));
  const all = lettersOf(text);
  if (all.length >= shortestWord) names.add(all);
  return names;
}

/** The e-mail's parts (its name part and domain, each word of them) and the shop's name and its words. */
export function personalWords(context: PasswordContext): { email: Set<string>; shop: Set<string> } {
  const address = normalizeEmail(context.email);
  const at = address.lastIndexOf("@");
  const local = at > 0 ? address.slice(0, at) : address;
  const domain = at > 0 ? address.slice(at + 1) : "";
  const email = new Set([...namesIn(local), ...namesIn(domain.replace(/\.[^.]*$/, "")), ...namesIn(address)]);
  return { email, shop: namesIn(context.shopName) };
}

/**
 * The password's letters are these words one after another, whatever digits and signs stand between
 * ('Berg2026!' is 'berg', 'Kari-Berg' and 'bergkari' are 'kari' and 'berg').
 */
function isMadeOf(password: string, names: ReadonlySet<string>): boolean {
  const letters = lettersOf(password);
  if (letters === "") return false;
  // reachable[i]: the first i letters are whole words of the set.
  const reachable = [true, ...new Array<boolean>(letters.length).fill(false)];
  for (let end = 1; end <= letters.length; end++) {
    for (let start = 0; start < end && !reachable[end]; start++) {
      if (reachable[start] && names.has(letters.slice(start, end))) reachable[end] = true;
    }
  }
  return reachable[letters.length] === true;
}

/** One character, however often: 'aaaaaaa', '1111111'. */
function isOneCharacterRepeated(password: string): boolean {
  const characters = Array.from(password.trim());
  return characters.length > 1 && characters.every((c) => c === characters[0]);
}

/** The first rule a new password breaks, or null. The estimate is asked last: it is the slow one. */
export function checkNewPassword(
  password: string,
  context: PasswordContext,
  estimate: EstimatePassword,
): PasswordRefusal | null {
  if (isOneCharacterRepeated(password)) return "passwordRepeatedCharacter";
  const words = personalWords(context);
  if (isPasswordEmail(password, context.email) || isMadeOf(password, words.email)) return "passwordIsEmail";
  if (isMadeOf(password, words.shop)) return "passwordIsShopName";
  const estimated = estimate(password.trim(), [...words.email, ...words.shop]);
  if (estimated.common) return "passwordTooCommon";
  if (estimated.score < passwordMinScore) return "passwordTooWeak";
  return null;
}
