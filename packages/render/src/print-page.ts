import {
  centredCrop,
  orientedTrim,
  type PrintCrop,
  type PrintOrientation,
  type PrintSize,
  pictureOrientation,
  printedPage,
} from "@shop/domain/print-size";
import {
  type TemplateDocument,
  type TemplateInstance,
  templateDocumentSchema,
  templateSchemaVersion,
} from "./template.ts";

/**
 * A plain print as a template (decision 0067): one page of the size turned to the picture, its one image field
 * covering the trim and the bleed. The editor's crop screen, the previews and the print file all read prints through
 * it, so a print is cropped, drawn and printed as every template is, with no second crop UI nor PDF path.
 */

export const printFieldId = "photo";

/** The picture a print is made of, its full size in pixels. */
export interface PrintPicture {
  uuid: string;
  width: number;
  height: number;
}

export function printDocument(
  name: string,
  size: PrintSize,
  orientation: PrintOrientation,
): TemplateDocument {
  const trim = orientedTrim(size, orientation);
  const page = printedPage(size, orientation);
  return templateDocumentSchema.parse({
    schemaVersion: templateSchemaVersion,
    uuid: `print-${trim.widthMm}x${trim.heightMm}-${size.bleedMm}`,
    version: 1,
    name: name.trim() === "" ? "print" : name.slice(0, 200),
    type: "PHOTOGIFT",
    parts: [
      {
        id: "print",
        trim: { width: trim.widthMm, height: trim.heightMm },
        bleed: size.bleedMm,
        safeMargin: 0,
        elements: [
          {
            kind: "image",
            id: printFieldId,
            x: -size.bleedMm,
            y: -size.bleedMm,
            width: page.widthMm,
            height: page.heightMm,
            // Moved and zoomed in the crop screen, which opens without its toolbox: the page is turned to the
            // picture, and a print has no effects.
            disableEdit: false,
            disableZoom: false,
            disableBackground: true,
          },
        ],
      },
    ],
  });
}

/** The document of a print of this picture: turned to it. */
export function printDocumentFor(name: string, size: PrintSize, picture: PrintPicture): TemplateDocument {
  return printDocument(name, size, pictureOrientation(picture));
}

/** A print's choice as a template instance: the picture, its crop, never turned. */
export function printInstance(
  doc: TemplateDocument,
  picture: PrintPicture,
  crop: PrintCrop = centredCrop(picture, pagePrinted(doc)),
): TemplateInstance {
  return {
    templateUuid: doc.uuid,
    templateVersion: doc.version,
    images: {
      [printFieldId]: {
        picture: { uuid: picture.uuid, width: picture.width, height: picture.height },
        crop,
        rotation: 0,
        effect: "original",
      },
    },
    texts: {},
  };
}

/** The page a print document prints, trim and bleed. */
export function pagePrinted(doc: TemplateDocument): { widthMm: number; heightMm: number } {
  const part = doc.parts[0];
  if (!part) return { widthMm: 1, heightMm: 1 };
  return { widthMm: part.trim.width + 2 * part.bleed, heightMm: part.trim.height + 2 * part.bleed };
}
