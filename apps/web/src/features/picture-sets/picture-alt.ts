import type { Picture, PictureSet } from "@shop/contracts/picture-sets";
import type { TFunction } from "../../lib/i18n.ts";

/** The alt text of a picture: the subject's name and the picture's place in the set. */
export function pictureAlt(t: TFunction, set: PictureSet, picture: Picture): string {
  return t("pictureSets.pictureAlt", {
    subject: set.subject.name,
    number: set.pictures.findIndex((p) => p.uuid === picture.uuid) + 1,
  });
}
