import type { Config } from "../../config.ts";
import { checkUrlSignature, type SignatureCheck, signUrl } from "../../platform/signed-urls.ts";

export type RetouchedSize = "320" | "640" | "original";

/** Starts with its own word, so a retouched file's signature never opens a picture's URL or the other way round. */
const message = (jobUuid: string, size: RetouchedSize, exp: number) => `retouched:${jobUuid}:${size}:${exp}`;

/** The signed URL of a retouched file (routes.ts serves it to its buyer). */
export function signRetouchedUrl(
  config: Pick<Config, "signingSecret">,
  jobUuid: string,
  size: RetouchedSize,
  now: Date = new Date(),
): string {
  return signUrl(
    config.signingSecret,
    `/api/webshop/retouched/${jobUuid}/${size}`,
    (exp) => message(jobUuid, size, exp),
    now,
  );
}

export function checkRetouchedSignature(
  config: Pick<Config, "signingSecret">,
  jobUuid: string,
  size: RetouchedSize,
  exp: number,
  sig: string,
  now: Date = new Date(),
): SignatureCheck {
  return checkUrlSignature(config.signingSecret, message(jobUuid, size, exp), exp, sig, now);
}
