import type { PictureType } from "@shop/contracts/common";
import type { Config } from "../../config.ts";
import { checkUrlSignature, type SignatureCheck, signUrl } from "../../platform/signed-urls.ts";

/** Where a bought digital set is served as one zip. */
export function digitalSetZipPath(subjectUuid: string, pictureType: PictureType): string {
  return `/api/webshop/downloads/picture-sets/${subjectUuid}/${pictureType}.zip`;
}

// A label no picture uuid can start with begins the message, so a picture's signature never opens a zip and the
// other way round.
const message = (subjectUuid: string, pictureType: PictureType, exp: number) =>
  `set-zip:${subjectUuid}:${pictureType}:${exp}`;

/** The zip's capability URL, with the `exp` and `sig` query parameters picture URLs carry. */
export function signDigitalSetZipUrl(
  config: Pick<Config, "signingSecret">,
  subjectUuid: string,
  pictureType: PictureType,
  now: Date = new Date(),
): string {
  return signUrl(
    config.signingSecret,
    digitalSetZipPath(subjectUuid, pictureType),
    (exp) => message(subjectUuid, pictureType, exp),
    now,
  );
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
  return checkUrlSignature(config.signingSecret, message(subjectUuid, pictureType, exp), exp, sig, now);
}
