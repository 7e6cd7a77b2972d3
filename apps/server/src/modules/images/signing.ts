import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../../config.ts";

export type SignedSize = "320" | "640" | "original";

const hourMs = 3_600_000;
/**
 * Expiry is bucketed: every URL signed within one 12-hour window gets the same exp, so a picture keeps one URL
 * for hours and the browser cache works, and a URL lives between 12 and 24 hours.
 */
const windowMs = 12 * hourMs;
const signatureLength = 32;

export function pictureUrlExpiry(now: Date): number {
  const windowEnd = (Math.floor(now.getTime() / windowMs) + 1) * windowMs;
  return Math.floor((windowEnd + windowMs) / 1000);
}

function signature(secret: string, pictureUuid: string, size: SignedSize, exp: number): string {
  return createHmac("sha256", secret)
    .update(`${pictureUuid}:${size}:${exp}`)
    .digest("base64url")
    .slice(0, signatureLength);
}

export function signPictureUrl(
  config: Pick<Config, "signingSecret">,
  pictureUuid: string,
  size: SignedSize,
  now: Date = new Date(),
): string {
  const exp = pictureUrlExpiry(now);
  const sig = signature(config.signingSecret, pictureUuid, size, exp);
  return `/api/webshop/images/${pictureUuid}/${size}?exp=${exp}&sig=${sig}`;
}

export type SignatureCheck = "valid" | "expired" | "invalid";

export function checkPictureSignature(
  config: Pick<Config, "signingSecret">,
  pictureUuid: string,
  size: SignedSize,
  exp: number,
  sig: string,
  now: Date = new Date(),
): SignatureCheck {
  const expected = Buffer.from(signature(config.signingSecret, pictureUuid, size, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return exp * 1000 > now.getTime() ? "valid" : "expired";
}
