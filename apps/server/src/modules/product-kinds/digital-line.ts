import { isPictureType } from "@shop/domain/picture-type";
import { digitalUnitPrice } from "@shop/domain/pricing";
import type { CartFacts, CartLineRow, KindCartLine } from "../cart/kind.ts";
import type { DigitalKind } from "../catalog/service.ts";

/** Where a digital line is changed: the digital portraits of its picture set. */
export function digitalPortraitsLink(subjectUuid: string): string {
  return `/products/digital-portraits/${subjectUuid}`;
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
