import type { Config } from "../../config.ts";
import { checkUrlSignature, type SignatureCheck, signUrl } from "../../platform/signed-urls.ts";

export type RetouchedSize = "320" | "640" | "original";

/** Starts with its own word, so a retouched file's signature never opens a picture's URL or the other way round. */
const message = (jobUuid: string, version: string, size: RetouchedSize, exp: number) =>
  `retouched:${jobUuid}:${version}:${size}:${exp}`;

/** The version of a retouched file in its URLs: the start of the random part of its storage key. */
export function retouchedFileVersion(fileKey: string): string {
  return (
    /-([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/.exec(fileKey)?.[1] ?? "00000000"
  );
}

/** The signed URL of a retouched file (routes.ts serves it to its buyer). */
export function signRetouchedUrl(
  config: Pick<Config, "signingSecret">,
  file: { jobUuid: string; fileKey: string },
  size: RetouchedSize,
  now: Date = new Date(),
): string {
  const version = retouchedFileVersion(file.fileKey);
  return signUrl(
    config.signingSecret,
    `/api/webshop/retouched/${file.jobUuid}/${version}/${size}`,
    (exp) => message(file.jobUuid, version, size, exp),
    now,
  );
}

export function checkRetouchedSignature(
  config: Pick<Config, "signingSecret">,
  jobUuid: string,
  version: string,
  size: RetouchedSize,
  exp: number,
  sig: string,
  now: Date = new Date(),
): SignatureCheck {
  return checkUrlSignature(config.signingSecret, message(jobUuid, version, size, exp), exp, sig, now);
}
