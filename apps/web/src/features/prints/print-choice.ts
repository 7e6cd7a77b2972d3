import type { PrintOffer } from "@shop/contracts/prints";
import {
  centredCrop,
  cropFitsPage,
  type PrintCrop,
  pictureOrientation,
  printedPage,
  printQualityLevel,
} from "@shop/domain/print-size";
import type { PrintQuality } from "@shop/render/quality";
import type { EditorPicture } from "../../shared/template-editor/types.ts";

/** The picture a print is made of, as the crop screen takes it. */
export type PrintPicture = EditorPicture;

/** The crop for a size: the one chosen while it fits the size's shape, else the middle of the picture. */
export function cropForSize(picture: PrintPicture, offer: PrintOffer, chosen: PrintCrop | null): PrintCrop {
  const page = printedPage(offer, pictureOrientation(picture));
  return chosen && cropFitsPage(chosen, picture, page) ? chosen : centredCrop(picture, page);
}

const lights = { good: "good", fair: "acceptable", poor: "too-low" } as const;

/** The print's own quality rule (packages/domain print-size) in the words of the editor's light. */
export function ratePrintDpi(dpi: number): PrintQuality {
  return lights[printQualityLevel(dpi)];
}
