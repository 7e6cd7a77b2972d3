import type { PictureEffect, PictureRotation } from "@shop/domain/template-text";
import { coverCrop, type FillPicture, imageFields } from "./fill.ts";
import { isPictureAllowed } from "./picture-rules.ts";
import type { ImageChoice, TemplateDocument, TemplateInstance } from "./template.ts";

/**
 * Replace-all (spec 02 §4, §9): after a parent chooses a new picture for one image field, a template with many
 * image fields offers to put it in all of them.
 */

/**
 * The template's own facts for the question replace-all asks (packages/domain/src/replace-all.ts decides it): its
 * type and how many image fields it has.
 */
export function replaceAllTemplateFacts(doc: TemplateDocument): {
  templateType: string;
  imageFields: number;
} {
  return { templateType: doc.type, imageFields: imageFields(doc).length };
}

/** What the parent chose for the field the new picture went to, carried to the others. */
export interface ReplacementLook {
  readonly rotation: PictureRotation;
  readonly effect: PictureEffect;
  /** A green-screen background; only fields that take backgrounds get it. */
  readonly background?: string;
}

/**
 * Replaces every image field's picture that allows the new one (spec 02 §5 'Image allowed'): each gets the picture
 * cropped to cover that field, with the new rotation and effect; fields that do not allow it keep their own
 * picture. Texts, year and the other fields are untouched.
 */
export function replaceAllPictures(
  doc: TemplateDocument,
  instance: TemplateInstance,
  picture: FillPicture,
  look: ReplacementLook,
): TemplateInstance {
  const images: Record<string, ImageChoice> = { ...instance.images };
  for (const field of imageFields(doc)) {
    if (!isPictureAllowed(field, picture)) continue;
    const choice: ImageChoice = {
      picture: { uuid: picture.uuid, width: picture.width, height: picture.height },
      crop: coverCrop(field, picture, look.rotation),
      rotation: look.rotation,
      effect: look.effect,
      ...(look.background !== undefined && !field.disableBackground ? { background: look.background } : {}),
    };
    images[field.id] = choice;
  }
  return { ...instance, images };
}
