/** The picture types of spec 02: IP individual, SFP sibling and friends, GP group. */
export const pictureTypes = ["IP", "SFP", "GP"] as const;
export type PictureType = (typeof pictureTypes)[number];

export function isPictureType(value: string | null | undefined): value is PictureType {
  return value !== null && value !== undefined && (pictureTypes as readonly string[]).includes(value);
}
