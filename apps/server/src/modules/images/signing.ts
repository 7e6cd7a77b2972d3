import type { Config } from "../../config.ts";
import { checkUrlSignature, type SignatureCheck, signUrl } from "../../platform/signed-urls.ts";

export type { SignatureCheck };

export type SignedSize = "320" | "640" | "640c" | "original";

const message = (pictureUuid: string, size: SignedSize, exp: number) => `${pictureUuid}:${size}:${exp}`;

export function signPictureUrl(
  config: Pick<Config, "signingSecret">,
  pictureUuid: string,
  size: SignedSize,
  now: Date = new Date(),
): string {
  return signUrl(
    config.signingSecret,
    `/api/webshop/images/${pictureUuid}/${size}`,
    (exp) => message(pictureUuid, size, exp),
    now,
  );
}

export function checkPictureSignature(
  config: Pick<Config, "signingSecret">,
  pictureUuid: string,
  size: SignedSize,
  exp: number,
  sig: string,
  now: Date = new Date(),
): SignatureCheck {
  return checkUrlSignature(config.signingSecret, message(pictureUuid, size, exp), exp, sig, now);
}
