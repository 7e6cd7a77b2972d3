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

/**
 * The symbols of a generated code: upper case letters and digits without the look-alikes a parent would mistype
 * from a printed letter (0 O, 1 I L, 2 Z, 5 S, 8 B).
 */
export const accessCodeAlphabet = "ACDEFGHJKMNPQRTUVWXY34679";
/** 12 of 25 symbols: log2(25) × 12 ≈ 55.7 bits, beyond reach of guessing within the code-entry rate limits. */
export const generatedAccessCodeLength = 12;

/** Fills a byte array with random values; the default is the platform's cryptographic generator. */
export type RandomBytes = (length: number) => Uint8Array;

/** Web Crypto, as browsers and Node both offer it (this package is type-checked without either's library). */
export interface WebCrypto {
  getRandomValues(array: Uint8Array): Uint8Array;
}

const cryptoRandomBytes: RandomBytes = (length) =>
  (globalThis as unknown as { crypto: WebCrypto }).crypto.getRandomValues(new Uint8Array(length));

/** Bits of entropy of a code drawn uniformly from an alphabet. */
export function accessCodeEntropyBits(alphabetSize: number, length: number): number {
  return Math.log2(alphabetSize) * length;
}

/**
 * A new access code, already normalized (upper case, no spaces). Bytes at or above the largest multiple of the
 * alphabet size are drawn again, so every symbol is equally likely.
 */
export function generateAccessCode(random: RandomBytes = cryptoRandomBytes): string {
  const size = accessCodeAlphabet.length;
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < generatedAccessCodeLength) {
    for (const byte of random(generatedAccessCodeLength * 2)) {
      if (byte >= limit) continue;
      code += accessCodeAlphabet[byte % size];
      if (code.length === generatedAccessCodeLength) break;
    }
  }
  return code;
}

/** A code in groups of four for printing (`ACDE FGHJ KMNP`); the spaces are ignored when it is entered. */
export function formatAccessCode(code: string): string {
  const normalized = normalizeAccessCode(code);
  return (normalized.match(/.{1,4}/g) ?? []).join(" ");
}

/** The link a code letter's QR code and a lost code's mail open: the front page with the code filled in (and redeemed). */
export function accessCodeLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/?code=${encodeURIComponent(code)}`;
}
