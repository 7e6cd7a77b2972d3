import type { LinePrint } from "@shop/contracts/cart";
import type { Picture } from "@shop/contracts/picture-sets";
import type { PrintPicture } from "./print-choice.ts";

/** A picture of the set as the crop screen takes it: no background to choose (a print is the picture itself). */
export function printPictureOf(picture: Picture): PrintPicture {
  return {
    uuid: picture.uuid,
    webshopId: picture.webshopId,
    width: picture.dimensions.width,
    height: picture.dimensions.height,
    type: picture.pictureType,
    groupPicture: picture.groupPicture,
    userUploaded: false,
    greenscreen: false,
    thumbnailUrl: picture.urls.thumbnail,
    previewUrl: picture.urls.preview,
    cutoutUrl: null,
  };
}

/** A print line's picture, from what the cart answers of it. */
export function printPictureOfLine(
  print: LinePrint,
  thumbnail: string | undefined,
  webshopId: string,
): PrintPicture {
  return {
    uuid: print.picture.uuid,
    webshopId,
    width: print.picture.width,
    height: print.picture.height,
    type: null,
    groupPicture: false,
    userUploaded: false,
    greenscreen: false,
    thumbnailUrl: thumbnail ?? print.previewUrl,
    previewUrl: print.previewUrl,
    cutoutUrl: null,
  };
}
