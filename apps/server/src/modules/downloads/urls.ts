import { createHmac, timingSafeEqual } from "node:crypto";
import type { PictureType } from "@shop/contracts/common";
import type { Config } from "../../config.ts";
import { pictureUrlExpiry, type SignatureCheck } from "../images/signing.ts";

export type { SignatureCheck };

/** Where a bought digital set is served as one zip. */
export function digitalSetZipPath(subjectUuid: string, pictureType: PictureType): string {
  return `/api/webshop/downloads/picture-sets/${subjectUuid}/${pictureType}.zip`;
}

// The same HMAC, length and expiry windows as picture URLs (images/signing.ts). The message starts with a
// label no picture uuid can start with, so a picture's signature never opens a zip and the other way round.
const signatureLength = 32;

function zipSignature(secret: string, subjectUuid: string, pictureType: PictureType, exp: number): string {
  return createHmac("sha256", secret)
    .update(`set-zip:${subjectUuid}:${pictureType}:${exp}`)
    .digest("base64url")
    .slice(0, signatureLength);
}

/** The zip's capability URL, with the `exp` and `sig` query parameters picture URLs carry. */
export function signDigitalSetZipUrl(
  config: Pick<Config, "signingSecret">,
  subjectUuid: string,
  pictureType: PictureType,
  now: Date = new Date(),
): string {
  const exp = pictureUrlExpiry(now);
  const sig = zipSignature(config.signingSecret, subjectUuid, pictureType, exp);
  return `${digitalSetZipPath(subjectUuid, pictureType)}?exp=${exp}&sig=${sig}`;
}

/** Checks a zip URL's `exp` and `sig`; the caller still checks that the user owns the set and bought it. */
export function checkDigitalSetZipSignature(
  config: Pick<Config, "signingSecret">,
  subjectUuid: string,
  pictureType: PictureType,
  exp: number,
  sig: string,
  now: Date = new Date(),
): SignatureCheck {
  const expected = Buffer.from(zipSignature(config.signingSecret, subjectUuid, pictureType, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return exp * 1000 > now.getTime() ? "valid" : "expired";
}
