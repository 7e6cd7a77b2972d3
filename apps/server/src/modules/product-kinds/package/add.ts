import { randomUUID } from "node:crypto";
import type { AddPackageBody, UpdatePackageLineBody } from "@shop/contracts/packages";
import { notFound } from "../../../errors.ts";
import type { CartChange } from "../../cart/kind.ts";
import { shopProducts } from "../../catalog/service.ts";
import { buyableOffer, offersByProductIds, packageNotFound, packageSubject } from "../../packages/service.ts";
import { visibleSubjects } from "../../subjects/scope.ts";
import { checkPackageItems } from "./items.ts";
import { packageData } from "./stored.ts";

/** Kept in step with the cart's own message for the same code (cart/lines.ts). */
const orderLineNotFoundMessage = "Order line not found";

/**
 * 'Add package to cart' (POST /api/webshop/cart/packages): the package for a picture set with every template item's
 * design, as one new line. The offer must be a package that is not disabled, the set one the user may buy for and
 * the offer allows (packages' packageSubject, spec 02 §5), and the items pass checkPackageItems. Answers the line's
 * uuid.
 */
export function addPackage(body: AddPackageBody): CartChange<string> {
  return async ({ tx, portalId, userId }) => {
    const offer = await buyableOffer(tx, portalId, body.package.uuid);
    const product = (await shopProducts(tx, portalId)).get(offer.productId);
    if (!product?.active || product.kind !== "package") throw packageNotFound();
    const sets = await visibleSubjects(tx, { userId, portalId }, "buy");
    const subject = packageSubject(offer, sets, body.subject.uuid);
    const lineData = packageData.stored(await checkPackageItems(tx, portalId, offer, subject, body.items));
    const uuid = randomUUID();
    return {
      changes: { add: [{ uuid, productId: product.id, subjectId: subject.id, lineData, quantity: 1 }] },
      result: uuid,
    };
  };
}

/**
 * 'Update package in cart' (PUT /api/webshop/cart/lines/{orderLineUuid}/package): new designs, and perhaps another
 * picture set the offer allows, for one of the user's package lines. 404 order_line_not_found for a line that is not
 * the user's or not a package line; the offer must still be buyable.
 */
export function updatePackageLine(lineUuid: string, body: UpdatePackageLineBody): CartChange<void> {
  return async ({ tx, portalId, userId, lines }) => {
    const line = lines.find((l) => l.uuid === lineUuid);
    const offer = line ? (await offersByProductIds(tx, [line.productId])).get(line.productId) : undefined;
    if (!line || !offer) throw notFound(orderLineNotFoundMessage, "order_line_not_found");
    await buyableOffer(tx, portalId, offer.uuid);
    const sets = await visibleSubjects(tx, { userId, portalId }, "buy");
    const subject = packageSubject(offer, sets, body.subject.uuid);
    const lineData = packageData.stored(await checkPackageItems(tx, portalId, offer, subject, body.items));
    return {
      changes: { update: [{ id: line.id, quantity: 1, subjectId: subject.id, lineData }] },
      result: undefined,
    };
  };
}
