import type { PictureType } from "@shop/domain/picture-type";
import { badRequest, conflict, notFound } from "../../../errors.ts";
import type { CartChange } from "../../cart/kind.ts";
import { digitalCatalog } from "../../catalog/service.ts";
import { pictureState, setState } from "../../entitlements/service.ts";
import { visiblePicture } from "../../subjects/scope.ts";
import {
  notForSaleMessage,
  pictureAwaitingInvoiceMessage,
  pictureBoughtMessage,
  pictureNotFoundMessage,
  setInCartMessage,
  wrongTypeMessage,
} from "../digital-pictures.ts";

/**
 * Puts a single digital file in the cart, or takes it out when it is there (the answer: whether it is in the cart
 * now). Refused while the picture's whole set is in the cart, for a picture already bought, and for one ordered (alone
 * or in its set) on an invoice not paid yet (409 `picture_awaiting_invoice`): it comes when the invoice is paid.
 */
export function toggleDigitalFile(pictureUuid: string, type: PictureType): CartChange<boolean> {
  return async ({ tx, portalId, userId, lines, setInCart }) => {
    const [catalog, picture] = await Promise.all([
      digitalCatalog(tx, portalId),
      visiblePicture(tx, { userId, portalId }, "buy", pictureUuid),
    ]);
    if (!picture) throw notFound(pictureNotFoundMessage, "picture_not_found");
    if (picture.pictureType !== type) throw badRequest(wrongTypeMessage, "wrong_picture_type");
    const fileProductIds = new Set([...catalog.values()].flatMap((k) => (k.file ? [k.file.id] : [])));
    const present = lines.filter((l) => l.pictureId === picture.id && fileProductIds.has(l.productId));
    if (present.length > 0) return { changes: { remove: present.map((l) => l.id) }, result: false };

    const product = catalog.get(type)?.file;
    if (!product) throw notFound(notForSaleMessage, "not_for_sale");
    // The whole set in the cart, on its own or in a package, already brings the file.
    if (await setInCart(picture.subjectId, type)) throw conflict(setInCartMessage, "set_in_cart");
    const [alone, inSet] = await Promise.all([
      pictureState(tx, userId, picture.id),
      setState(tx, userId, picture.subjectId, type),
    ]);
    if (alone === "bought" || inSet === "bought")
      throw conflict(pictureBoughtMessage, "picture_already_bought");
    if (alone === "awaiting_invoice" || inSet === "awaiting_invoice")
      throw conflict(pictureAwaitingInvoiceMessage, "picture_awaiting_invoice");
    return {
      changes: {
        add: [{ productId: product.id, subjectId: picture.subjectId, pictureId: picture.id, quantity: 1 }],
      },
      result: true,
    };
  };
}
