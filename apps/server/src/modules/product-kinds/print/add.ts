import type { AddPrintBody, UpdatePrintLineBody } from "@shop/contracts/prints";
import { notFound } from "../../../errors.ts";
import type { CartChange } from "../../cart/kind.ts";
import { type PrintProduct, printProducts } from "../../catalog/print-products.ts";
import { releasedPictureFacts } from "../../subjects/pictures.ts";
import { visiblePicture, visibleSubjects } from "../../subjects/scope.ts";
import { pictureNotFoundMessage } from "../digital-pictures.ts";
import { checkPrintCrop, printMessages } from "./check.ts";
import { printData } from "./line-data.ts";

/** Kept in step with the cart's own message for the same code (cart/lines.ts). */
const orderLineNotFoundMessage = "Order line not found";

async function soldPrint(tx: Parameters<typeof printProducts>[0], portalId: number, uuid: string) {
  const product = (await printProducts(tx, portalId, { onSale: true })).find((p) => p.uuid === uuid);
  if (!product) throw notFound(printMessages.print_unavailable, "print_unavailable");
  return product;
}

function lineData(
  product: PrintProduct,
  picture: { uuid: string; width: number; height: number },
  crop: AddPrintBody["crop"],
) {
  checkPrintCrop(crop, picture, product.size);
  return printData.stored({
    picture: { uuid: picture.uuid, width: picture.width, height: picture.height },
    crop,
  });
}

/**
 * Puts a print of a picture in the cart: a released picture of a picture set the user may buy for, a print size on
 * sale, and a crop inside the picture of the size's shape (the page turned to the picture). Answers the line's uuid.
 */
export function addPrint(body: AddPrintBody, uuid: string): CartChange<string> {
  return async ({ tx, portalId, userId }) => {
    const [product, visible] = await Promise.all([
      soldPrint(tx, portalId, body.productUuid),
      visiblePicture(tx, { userId, portalId }, "buy", body.pictureUuid),
    ]);
    const picture =
      visible &&
      (await releasedPictureFacts(tx, [visible.subjectId])).find((p) => p.uuid === body.pictureUuid);
    if (!visible || !picture) throw notFound(pictureNotFoundMessage, "picture_not_found");
    return {
      changes: {
        add: [
          {
            uuid,
            productId: product.id,
            subjectId: picture.subjectId,
            pictureId: picture.id,
            quantity: body.quantity ?? 1,
            lineData: lineData(product, picture, body.crop),
          },
        ],
      },
      result: uuid,
    };
  };
}

/**
 * Changes a print line's size and crop (its edit link reopens the crop screen); its picture and quantity stay. 404
 * for a line that is not the user's print line, or whose picture set the user may no longer buy for.
 */
export function updatePrintLine(lineUuid: string, body: UpdatePrintLineBody): CartChange<void> {
  return async ({ tx, portalId, userId, lines }) => {
    const line = lines.find((l) => l.uuid === lineUuid && l.pictureId !== null);
    const [prints, subjects] = await Promise.all([
      printProducts(tx, portalId),
      visibleSubjects(tx, { userId, portalId }, "buy"),
    ]);
    const isPrint = line !== undefined && prints.some((p) => p.id === line.productId);
    const subject = line && subjects.find((s) => s.id === line.subjectId);
    if (!line || !isPrint || !subject) throw notFound(orderLineNotFoundMessage, "order_line_not_found");
    const product = await soldPrint(tx, portalId, body.productUuid);
    const picture = (await releasedPictureFacts(tx, [subject.id])).find((p) => p.id === line.pictureId);
    if (!picture) throw notFound(pictureNotFoundMessage, "picture_not_found");
    return {
      changes: {
        update: [
          {
            id: line.id,
            quantity: line.quantity,
            productId: product.id,
            lineData: lineData(product, picture, body.crop),
          },
        ],
      },
      result: undefined,
    };
  };
}
