import type { CatalogueChoice } from "@shop/contracts/catalogues";
import { clampCartQuantity } from "@shop/domain/quantity";
import { badRequest, notFound } from "../../../errors.ts";
import type { CartChange, CartLineChanges } from "../../cart/kind.ts";
import { offeredCatalogues } from "../../catalog/service.ts";

export const catalogueNotFoundMessage = "Catalogue not found";

/**
 * Sets how many of each offered catalogue (of one picture set) the cart holds: 0 takes the line out, any other
 * quantity is kept within the catalogue's limits. Nothing changes when one choice is refused.
 */
export function setCatalogueQuantities(choices: readonly CatalogueChoice[]): CartChange<void> {
  return async ({ tx, portalId, userId, lines }) => {
    const offered = await offeredCatalogues(tx, portalId, userId, {
      catalogueUuids: [...new Set(choices.map((c) => c.uuid))],
    });
    // The last choice of a catalogue for a picture set is the one that counts.
    const plan = new Map<string, { offer: (typeof offered)[number]; quantity: number }>();
    for (const choice of choices) {
      const offer = offered.find(
        (o) => o.catalogue.uuid === choice.uuid && o.catalogue.subject.uuid === choice.subjectUuid,
      );
      if (!offer) throw notFound(catalogueNotFoundMessage, "catalogue_not_found");
      if (choice.quantity > offer.catalogue.maxQuantity) {
        const max = offer.catalogue.maxQuantity;
        throw badRequest(`You can order at most ${max} of this catalogue`, "too_many_catalogues", {
          params: { max },
        });
      }
      plan.set(`${offer.catalogueId}:${offer.subjectId}`, { offer, quantity: choice.quantity });
    }
    const changes: Required<CartLineChanges> = { remove: [], update: [], add: [] };
    for (const { offer, quantity } of plan.values()) {
      const inCart = lines.filter(
        (l) => l.catalogueId === offer.catalogueId && l.subjectId === offer.subjectId,
      );
      if (quantity === 0) {
        changes.remove.push(...inCart.map((l) => l.id));
        continue;
      }
      const clamped = clampCartQuantity(quantity, offer.minimumQuantity, offer.catalogue.maxQuantity);
      if (inCart.length > 0) {
        changes.update.push(
          ...inCart.map((l) => ({ id: l.id, quantity: clamped, productId: offer.productId })),
        );
      } else {
        changes.add.push({
          productId: offer.productId,
          subjectId: offer.subjectId,
          catalogueId: offer.catalogueId,
          quantity: clamped,
        });
      }
    }
    return { changes, result: undefined };
  };
}
