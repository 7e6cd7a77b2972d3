import type { PictureType } from "@shop/domain/picture-type";
import { conflict, notFound } from "../../../errors.ts";
import type { CartChange, CartLineChanges } from "../../cart/kind.ts";
import { digitalCatalog } from "../../catalog/service.ts";
import { type EntitlementState, setState } from "../../entitlements/service.ts";
import { releasedTypes } from "../../subjects/pictures.ts";
import { visibleSubject } from "../../subjects/scope.ts";
import {
  fileLinesOfSet,
  noSetOfTypeMessage,
  notForSaleMessage,
  pictureSetNotFoundMessage,
  setAwaitingInvoiceMessage,
  setBoughtMessage,
  setInPackageMessage,
} from "../digital-pictures.ts";

/**
 * Puts a whole digital set (picture set + picture type) in the cart, or takes its line out when it is there (the
 * answer: whether it is in the cart now). The set replaces the single files of its pictures in the cart. A set that
 * comes with a package line is refused (409 `set_in_package`): taking it out would mean taking the package out, and
 * adding it would sell it twice; so is a set bought, or ordered on an invoice not paid yet (409 `set_awaiting_invoice`).
 */
export function toggleDigitalSet(subjectUuid: string, type: PictureType): CartChange<boolean> {
  return async ({ tx, portalId, userId, lines, setInCart }) => {
    const [catalog, subject] = await Promise.all([
      digitalCatalog(tx, portalId),
      visibleSubject(tx, { userId, portalId }, "buy", subjectUuid),
    ]);
    if (!subject) throw notFound(pictureSetNotFoundMessage, "picture_set_not_found");
    const setProductIds = new Set(
      [...catalog.values()].flatMap((k) => (k.set && k.set.pictureType === type ? [k.set.id] : [])),
    );
    const existing = lines.find((l) => l.subjectId === subject.id && setProductIds.has(l.productId));
    if (existing) return { changes: { remove: [existing.id] }, result: false };
    if (!(await releasedTypes(tx, subject.id)).includes(type))
      throw notFound(noSetOfTypeMessage, "no_pictures_of_type");
    const product = catalog.get(type)?.set;
    if (!product) throw notFound(notForSaleMessage, "not_for_sale");
    // The set comes with another line (a package's digital portrait set): it leaves with that line, never alone,
    // and is not added beside it.
    if (await setInCart(subject.id, type)) throw conflict(setInPackageMessage, "set_in_package");
    refuseEntitledSet(await setState(tx, userId, subject.id, type));
    return {
      changes: {
        add: [{ productId: product.id, subjectId: subject.id, quantity: 1 }],
        remove: await fileLinesOfSet(tx, portalId, lines, subject.id, type),
      },
      result: true,
    };
  };
}

/** A set the user bought, or ordered on an invoice not paid yet, is not sold again. */
function refuseEntitledSet(state: EntitlementState): void {
  if (state === "bought") throw conflict(setBoughtMessage, "set_already_bought");
  if (state === "awaiting_invoice") throw conflict(setAwaitingInvoiceMessage, "set_awaiting_invoice");
}

/**
 * Adds digital sets (picture set + picture type; without a type, every type it sells) to the cart and removes the
 * single files of those sets. A set already bought or ordered is refused when asked for by its type, and skipped
 * otherwise.
 */
export function addDigitalSets(
  sets: ReadonlyArray<{ subjectUuid: string; pictureType?: PictureType }>,
): CartChange<void> {
  return async ({ tx, portalId, userId, lines }) => {
    const catalog = await digitalCatalog(tx, portalId);
    const changes: Required<Pick<CartLineChanges, "add" | "remove">> = { add: [], remove: [] };
    for (const wanted of sets) {
      const subject = await visibleSubject(tx, { userId, portalId }, "buy", wanted.subjectUuid);
      if (!subject) throw notFound(pictureSetNotFoundMessage, "picture_set_not_found");
      const present = await releasedTypes(tx, subject.id);
      const types =
        wanted.pictureType === undefined
          ? present.filter((t) => catalog.get(t)?.set !== undefined)
          : [wanted.pictureType];
      if (types.length === 0) throw notFound(noSetOfTypeMessage, "no_pictures_of_type");
      for (const type of types) {
        const product = catalog.get(type)?.set;
        if (!present.includes(type)) throw notFound(noSetOfTypeMessage, "no_pictures_of_type");
        if (!product) throw notFound(notForSaleMessage, "not_for_sale");
        const state = await setState(tx, userId, subject.id, type);
        if (state !== null) {
          // Asked for by name, a bought or ordered set is a mistake worth saying; 'every set of this subject' skips it.
          if (wanted.pictureType !== undefined) refuseEntitledSet(state);
          continue;
        }
        changes.add.push({ productId: product.id, subjectId: subject.id, quantity: 1 });
        changes.remove.push(...(await fileLinesOfSet(tx, portalId, lines, subject.id, type)));
      }
    }
    return { changes, result: undefined };
  };
}
