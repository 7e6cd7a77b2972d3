import { digitalFilesReleased } from "@shop/domain/invoice";
import { isPictureType } from "@shop/domain/picture-type";
import { digitalUnitPrice } from "@shop/domain/pricing";
import { plainReceiptText } from "@shop/domain/receipt";
import type { CartFacts, CartLineRow, KindCartLine, MailedOrder, MailNote } from "../cart/kind.ts";
import type { DigitalKind } from "../catalog/service.ts";

/** Where a digital line is changed: the digital portraits of its picture set. */
export function digitalPortraitsLink(subjectUuid: string): string {
  return `/products/digital-portraits/${subjectUuid}`;
}

/**
 * The mail's download note of an order with digital pictures (the digital kinds' own, or a package's digital set):
 * ready to download, or (an invoice not paid yet) once the invoice is paid (decision 0043).
 */
export function downloadNote(order: MailedOrder): MailNote | null {
  if (!order.containDigitalProducts) return null;
  const key = digitalFilesReleased(order.payment) ? "digitalNote" : "digitalAfterInvoiceNote";
  return { id: "download", text: (lang) => plainReceiptText(lang, key) };
}

/**
 * A digital file or set line: one piece at the digital unit price (the rebated price of its picture type where it
 * counts), of its product's picture type; null when the product names no picture type or has no price.
 */
export function digitalCartLine(
  row: CartLineRow,
  facts: CartFacts,
  digitalKind: DigitalKind,
  describe: Pick<KindCartLine, "description" | "pictures">,
): KindCartLine | null {
  const pictureType = row.product.pictureType;
  const prices = facts.prices.get(row.product.id);
  if (!isPictureType(pictureType) || !prices) return null;
  const unit = digitalUnitPrice(prices, facts.rebates[pictureType][digitalKind]);
  return {
    linePrice: unit.regular * row.quantity,
    actualLinePrice: unit.actual * row.quantity,
    canChangeQuantity: false,
    minimumQuantity: 1,
    maximumQuantity: 1,
    pictureType,
    catalogue: null,
    template: null,
    editLink: digitalPortraitsLink(row.subject.uuid),
    ...describe,
  };
}
