/** The picture types of spec 02: IP individual, SFP sibling and friends, GP group. */
export const pictureTypes = ["IP", "SFP", "GP"] as const;
export type PictureType = (typeof pictureTypes)[number];

/**
 * What the shop shows and sells a picture of `type` as, when not its own type: while the shop merges individual and
 * sibling pictures into one category (spec 03 §4), a sibling picture is sold as an individual one, at IP's prices.
 */
export function soldAs(type: PictureType, mergeSiblingPictures: boolean): PictureType | null {
  return mergeSiblingPictures && type === "SFP" ? "IP" : null;
}

export function isPictureType(value: string | null | undefined): value is PictureType {
  return value !== null && value !== undefined && (pictureTypes as readonly string[]).includes(value);
}
