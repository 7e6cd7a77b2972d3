import type { PictureType } from "@shop/domain/picture-type";
import type { ImageChoice, ImageField, TemplateDocument, TemplateInstance } from "./template.ts";

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

/**
 * The bounds of a crop a design may hold (issue 28): at least a pixel of the picture each way, and drawn to cover its
 * field (centred, as imageTransform draws it) at most this many times the field each way. A crop outside them is no
 * picture anyone chose (the editor's crops have the field's shape and zoom in four times at most), and it asks the
 * renderer for scales of billions.
 */
export const cropBounds = { minPixels: 1, maxTimesField: 10 } as const;

/** Whether a crop is within cropBounds for its field; the picture's size is the shop's, not the client's. */
export function isCropWithinBounds(
  field: { readonly width: number; readonly height: number },
  choice: Pick<ImageChoice, "picture" | "crop" | "rotation">,
): boolean {
  const { picture, crop, rotation } = choice;
  const turned = rotation === 90 || rotation === 270;
  const cropWidth = crop.width * (turned ? picture.height : picture.width);
  const cropHeight = crop.height * (turned ? picture.width : picture.height);
  // A thousandth of a pixel's slack: fractions sent as JSON do not multiply back to whole pixels exactly.
  if (cropWidth < cropBounds.minPixels - 1e-3 || cropHeight < cropBounds.minPixels - 1e-3) return false;
  const scale = Math.max(field.width / cropWidth, field.height / cropHeight);
  return (
    cropWidth * scale <= field.width * cropBounds.maxTimesField * (1 + 1e-9) &&
    cropHeight * scale <= field.height * cropBounds.maxTimesField * (1 + 1e-9)
  );
}
