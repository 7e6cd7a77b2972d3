import { type GreenScreenBackgroundView, greenScreenBackgroundPath } from "@shop/contracts/images";
import type { Config } from "../../config.ts";
import { checkUrlSignature, type SignatureCheck, signUrl } from "../../platform/signed-urls.ts";

export type { SignatureCheck };

export type SignedSize = "320" | "640" | "640c" | "original";

/**
 * What a picture's URL signs. With the original's storage key (`f`, a thumbnail's or preview's) the key is signed too,
 * so the route may make the picture from it without reading the picture's row; a URL without it signs what it always
 * did, so URLs given out before stay good.
 */
const message = (pictureUuid: string, size: SignedSize, exp: number, originalKey?: string) =>
  originalKey === undefined
    ? `${pictureUuid}:${size}:${exp}`
    : `${pictureUuid}:${size}:${exp}:${originalKey}`;

/**
 * A picture's signed URL. `originalKey`, given for a thumbnail or preview (320, 640) whose caller has the picture's
 * row at hand, goes into the URL as `f` (decision 0004, "The original in the URL").
 */
export function signPictureUrl(
  config: Pick<Config, "signingSecret">,
  pictureUuid: string,
  size: SignedSize,
  now: Date = new Date(),
  originalKey?: string,
): string {
  const key = size === "320" || size === "640" ? originalKey : undefined;
  const url = signUrl(
    config.signingSecret,
    `/api/webshop/images/${pictureUuid}/${size}`,
    (exp) => message(pictureUuid, size, exp, key),
    now,
  );
  return key === undefined ? url : `${url}&f=${encodeURIComponent(key)}`;
}

export function checkPictureSignature(
  config: Pick<Config, "signingSecret">,
  pictureUuid: string,
  size: SignedSize,
  exp: number,
  sig: string,
  now: Date = new Date(),
  originalKey?: string,
): SignatureCheck {
  return checkUrlSignature(config.signingSecret, message(pictureUuid, size, exp, originalKey), exp, sig, now);
}

const backgroundMessage = (view: GreenScreenBackgroundView, exp: number) =>
  `gsbackground:${view.uuid}:${view.rotation}:${view.effect}:${exp}`;

/** A green-screen background's signed URL as a job shows it (spec 02 §7 /system/gsbackground.php). */
export function signGreenScreenBackground(
  config: Pick<Config, "signingSecret">,
  view: GreenScreenBackgroundView,
  now: Date = new Date(),
): string {
  // signUrl answers `?exp=…&sig=…` for an empty path: the view's own parameters go first.
  const signed = signUrl(config.signingSecret, "", (exp) => backgroundMessage(view, exp), now);
  const query = `uuid=${view.uuid}&rotation=${view.rotation}&effect=${view.effect}&${signed.slice(1)}`;
  return `${greenScreenBackgroundPath}?${query}`;
}

export function checkGreenScreenBackground(
  config: Pick<Config, "signingSecret">,
  view: GreenScreenBackgroundView,
  exp: number,
  sig: string,
  now: Date = new Date(),
): SignatureCheck {
  return checkUrlSignature(config.signingSecret, backgroundMessage(view, exp), exp, sig, now);
}
