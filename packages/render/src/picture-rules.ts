import type { PictureType } from "@shop/domain/picture-type";
import type { ImageField, TemplateDocument, TemplateInstance } from "./template.ts";

/** What the shop knows about a picture when it decides whether a field takes it. */
export interface PictureFacts {
  /** IP, SFP or GP; null when the job did not type its pictures. */
  readonly type: PictureType | null;
  readonly groupPicture: boolean;
  readonly userUploaded: boolean;
}

/**
 * Spec 02 §5 'Image allowed': the field's rules decide. A parent's own upload is allowed when the field takes
 * uploads, whatever its type; a photographer's picture must be of an allowed type and match the group rule. An
 * untyped picture passes only a field that takes every type.
 */
export function isPictureAllowed(field: ImageField, picture: PictureFacts): boolean {
  const { allowed } = field;
  if (picture.userUploaded) return allowed.userUploads;
  if (allowed.groupPicture === "only" && !picture.groupPicture) return false;
  if (allowed.groupPicture === "never" && picture.groupPicture) return false;
  if (picture.type === null) return allowed.pictureTypes.length === 3;
  return allowed.pictureTypes.includes(picture.type);
}

/** The image fields still without a picture; the template is complete (spec 02 §5) when there are none. */
export function missingImageFields(doc: TemplateDocument, instance: TemplateInstance): readonly string[] {
  return doc.parts
    .flatMap((part) =>
      part.elements.filter(
        (element) => element.kind === "image" && instance.images[element.id] === undefined,
      ),
    )
    .map((element) => element.id);
}

export function isTemplateComplete(doc: TemplateDocument, instance: TemplateInstance): boolean {
  return missingImageFields(doc, instance).length === 0;
}
