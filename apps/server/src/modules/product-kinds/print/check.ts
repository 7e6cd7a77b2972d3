import {
  cropFitsPage,
  type PrintCrop,
  type PrintSize,
  pictureOrientation,
  printedPage,
} from "@shop/domain/print-size";
import { badRequest } from "../../../errors.ts";

export const printMessages = {
  print_unavailable: "The print size is not on sale",
  print_crop_invalid: "The crop does not fit the print",
} as const;

/** A crop at least a pixel wide, inside the picture, of the page's shape (the page turned to the picture). */
export function checkPrintCrop(
  crop: PrintCrop,
  picture: { width: number; height: number },
  size: PrintSize,
): void {
  const page = printedPage(size, pictureOrientation(picture));
  const inside =
    crop.x >= 0 && crop.y >= 0 && crop.x + crop.width <= 1 + 1e-9 && crop.y + crop.height <= 1 + 1e-9;
  const bigEnough = crop.width * picture.width >= 1 && crop.height * picture.height >= 1;
  if (!inside || !bigEnough || !cropFitsPage(crop, picture, page))
    throw badRequest(printMessages.print_crop_invalid, "print_crop_invalid");
}
