import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Capability URLs: a path with `exp` and `sig` query parameters, signed with HMAC-SHA-256 over a message the caller
 * builds (pictures and set zips each start theirs differently, so one's signature never opens the other).
 */

export type SignatureCheck = "valid" | "expired" | "invalid";

/**
 * Expiry is bucketed (decision 0039): every URL signed within one hour's window gets the same exp, the end of the next
 * window, so a page's URLs stay the same for the hour and the browser's cache keeps serving them, a page left open
 * across the hour's end still loads its pictures, and a URL lives between one and two hours. What stops being signed
 * (a set whose invite was revoked, a deleted account) stops opening within two hours.
 */
export const signedUrlWindowMs = 3_600_000;
const signatureLength = 32;

export function signedUrlExpiry(now: Date): number {
  const windowEnd = (Math.floor(now.getTime() / signedUrlWindowMs) + 1) * signedUrlWindowMs;
  return Math.floor((windowEnd + signedUrlWindowMs) / 1000);
}

/**
 * Signatures already worked out, by secret and message. A message holds its expiry, so a picture's URL is signed once
 * per window, not once per answer that shows it: signing was a tenth of a picture set's detail (an HMAC for each
 * size of each picture). A signature follows from the secret and the message alone, so every process works out the
 * same; nothing here is state two requests share. Emptied when it holds `signaturesKept`, which bounds it to a few MB.
 */
const signaturesBySecret = new Map<string, Map<string, string>>();
const signaturesKept = 20_000;

function signature(secret: string, message: string): string {
  let known = signaturesBySecret.get(secret);
  if (known === undefined) {
    known = new Map();
    signaturesBySecret.set(secret, known);
  }
  let sig = known.get(message);
  if (sig === undefined) {
    sig = createHmac("sha256", secret).update(message).digest("base64url").slice(0, signatureLength);
    if (known.size >= signaturesKept) known.clear();
    known.set(message, sig);
  }
  return sig;
}

/** The path with its `exp` and `sig`; `message(exp)` is what is signed. */
export function signUrl(secret: string, path: string, message: (exp: number) => string, now: Date): string {
  const exp = signedUrlExpiry(now);
  return `${path}?exp=${exp}&sig=${signature(secret, message(exp))}`;
}

/**
 * Checks a signed URL's `sig` against the message it should sign, then its `exp`. An `exp` further ahead than a URL
 * signed now would have was signed under a longer window (before decision 0039): it is over as well.
 */
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
  const expiresAt = exp * 1000;
  return expiresAt > now.getTime() && expiresAt <= signedUrlExpiry(now) * 1000 ? "valid" : "expired";
}
