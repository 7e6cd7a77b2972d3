import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Capability URLs: a path with `exp` and `sig` query parameters, signed with HMAC-SHA-256 over a message the caller
 * builds (pictures and set zips each start theirs differently, so one's signature never opens the other).
 */

export type SignatureCheck = "valid" | "expired" | "invalid";

const hourMs = 3_600_000;
/**
 * Expiry is bucketed: every URL signed within one 12-hour window gets the same exp, so a picture keeps one URL
 * for hours and the browser cache works, and a URL lives between 12 and 24 hours.
 */
const windowMs = 12 * hourMs;
const signatureLength = 32;

export function signedUrlExpiry(now: Date): number {
  const windowEnd = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
  return Math.floor((windowEnd + windowMs) / 1000);
}

function signature(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("base64url").slice(0, signatureLength);
}

/** The path with its `exp` and `sig`; `message(exp)` is what is signed. */
export function signUrl(secret: string, path: string, message: (exp: number) => string, now: Date): string {
  const exp = signedUrlExpiry(now);
  return `${path}?exp=${exp}&sig=${signature(secret, message(exp))}`;
}

/** Checks a signed URL's `sig` against the message it should sign, then its `exp`. */
export function checkUrlSignature(
  secret: string,
  message: string,
  exp: number,
  sig: string,
  now: Date,
): SignatureCheck {
  const expected = Buffer.from(signature(secret, message));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return exp * 1000 > now.getTime() ? "valid" : "expired";
}
