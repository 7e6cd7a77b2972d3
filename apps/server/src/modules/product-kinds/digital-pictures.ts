import type { PictureType } from "@shop/domain/picture-type";
import type { ProductKind } from "@shop/domain/product-kind";
import type { Db } from "../../db/client.ts";
import type { StoredCartLine } from "../cart/kind.ts";
import { shopProducts } from "../catalog/service.ts";
import { picturesOfTypeAmong } from "../subjects/pictures.ts";

const digitalFileKind: ProductKind = "digital_file";

export const pictureNotFoundMessage = "Picture not found";
export const pictureSetNotFoundMessage = "Picture set not found";
export const pictureBoughtMessage = "You have already bought this picture";
export const setInCartMessage = "The whole picture set is already in your cart";
export const setBoughtMessage = "You have already bought this digital set";
export const pictureAwaitingInvoiceMessage =
  "You have already ordered this picture on an invoice that is not paid yet. It can be downloaded when the invoice is paid.";
export const setAwaitingInvoiceMessage =
  "You have already ordered this digital set on an invoice that is not paid yet. Its pictures can be downloaded when the invoice is paid.";
export const wrongTypeMessage = "The picture is not of this picture type";
export const notForSaleMessage = "Digital pictures of this type are not for sale";
export const noSetOfTypeMessage = "There are no pictures of this type in the picture set";

export const setInPackageMessage = "The whole digital set comes with a package in your cart";

/**
 * The cart's single-file lines of a subject's pictures of one type: a whole set of that type replaces them. Only
 * lines of single digital files: another line that names a picture (its retouch) stays, as the set still holds the
 * picture.
 */
export async function fileLinesOfSet(
  db: Db,
  portalId: number,
  lines: readonly StoredCartLine[],
  subjectId: number,
  type: PictureType,
): Promise<number[]> {
  const products = await shopProducts(db, portalId);
  const candidates = lines.filter(
    (l) =>
      l.subjectId === subjectId &&
      l.pictureId !== null &&
      products.get(l.productId)?.kind === digitalFileKind,
  );
  const ofType = await picturesOfTypeAmong(
    db,
    subjectId,
    candidates.map((l) => l.pictureId ?? 0),
    type,
  );
  return candidates.filter((l) => l.pictureId !== null && ofType.has(l.pictureId)).map((l) => l.id);
}
