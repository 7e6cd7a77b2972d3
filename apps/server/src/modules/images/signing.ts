import { type GreenScreenBackgroundView, greenScreenBackgroundPath } from "@shop/contracts/images";
import type { Config } from "../../config.ts";
import { checkUrlSignature, type SignatureCheck, signUrl } from "../../platform/signed-urls.ts";

export type { SignatureCheck };

export type SignedSize = "320" | "640" | "640c" | "original";

/** Who may open a picture's URL besides its signature: anyone holding it, or only the signed-in user it names. */
export type UrlHolder = { owner: number } | null;

/**
 * What a picture's URL signs. With the original's storage key (`f`, a thumbnail's or preview's) the key is signed too,
 * so the route may make the picture from it without reading the picture's row; a URL without it signs what it always
 * did, so URLs given out before stay good. An upload's URL signs its uploader's user id (decision 0039): it opens only
 * in that user's session, as the route checks it with the session's user.
 */
const message = (
  pictureUuid: string,
  size: SignedSize,
  exp: number,
  originalKey: string | undefined,
  holder: UrlHolder,
) => {
  const base =
    originalKey === undefined
      ? `${pictureUuid}:${size}:${exp}`
      : `${pictureUuid}:${size}:${exp}:${originalKey}`;
  return holder === null ? base : `${base}:owner:${holder.owner}`;
};

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
    (exp) => message(pictureUuid, size, exp, key, null),
    now,
  );
  return key === undefined ? url : `${url}&f=${encodeURIComponent(key)}`;
}

/**
 * A parent's own upload's preview (320 or 640): its URL carries `own=1` and opens only in the session of the user who
 * uploaded it, whoever else holds it (decision 0039).
 */
export function signUploadUrl(
  config: Pick<Config, "signingSecret">,
  uploadUuid: string,
  size: "320" | "640",
  ownerId: number,
  now: Date = new Date(),
): string {
  const url = signUrl(
    config.signingSecret,
    `/api/webshop/images/${uploadUuid}/${size}`,
    (exp) => message(uploadUuid, size, exp, undefined, { owner: ownerId }),
    now,
  );
  return `${url}&own=1`;
}

export function checkPictureSignature(
  config: Pick<Config, "signingSecret">,
  pictureUuid: string,
  size: SignedSize,
  exp: number,
  sig: string,
  now: Date = new Date(),
  originalKey?: string,
  holder: UrlHolder = null,
): SignatureCheck {
  return checkUrlSignature(
    config.signingSecret,
    message(pictureUuid, size, exp, originalKey, holder),
    exp,
    sig,
    now,
  );
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
