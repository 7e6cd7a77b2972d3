import type { PictureType } from "@shop/domain/picture-type";
import { clampCartQuantity } from "@shop/domain/quantity";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cartLines, carts } from "../../db/schema/cart.ts";
import { badRequest, notFound } from "../../errors.ts";
import { shopProducts } from "../catalog/service.ts";
import { digitalSetsInCart } from "./in-cart.ts";
import type { CartChange, CartLineChanges } from "./kind.ts";
import { lineKind } from "./kinds.ts";
import { refuseMixedPhotographers } from "./photographers.ts";
import { forgetCartForRequest, linesWithPricing } from "./read-model.ts";
import { checkSubProducts } from "./sub-products.ts";

export const orderLineNotFoundMessage = "Order line not found";
export const digitalQuantityMessage = "The quantity of a digital picture cannot be changed";

/**
 * Serializes the changes of one user's cart: the cart row is locked for the rest of the transaction, so two
 * toggles at once run one after the other and each sees what the other did.
 */
async function lockCart(tx: Db, userId: number): Promise<void> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, userId)).for("update");
}

async function touchCart(tx: Db, userId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.userId, userId));
}

async function applyChanges(tx: Db, userId: number, changes: CartLineChanges): Promise<void> {
  const mine = (ids: number[]) => and(eq(cartLines.userId, userId), inArray(cartLines.id, ids));
  if (changes.remove && changes.remove.length > 0) await tx.delete(cartLines).where(mine(changes.remove));
  for (const {
    id,
    quantity,
    productId,
    templateVersionId,
    lineData,
    subjectId,
    subProductUuids,
  } of changes.update ?? []) {
    await tx
      .update(cartLines)
      .set({
        quantity,
        ...(productId === undefined ? {} : { productId }),
        ...(templateVersionId === undefined ? {} : { templateVersionId }),
        ...(lineData === undefined ? {} : { lineData }),
        ...(subjectId === undefined ? {} : { subjectId }),
        ...(subProductUuids === undefined ? {} : { subProductUuids }),
      })
      .where(mine([id]));
  }
  // One line per thing (a unique key): a line asked for twice, or put in by a request at the same time, stays one.
  // Lines whose kind keeps data of its own are outside the key: each design is a line of its own.
  for (const line of changes.add ?? []) {
    await tx
      .insert(cartLines)
      .values({ userId, ...line })
      .onConflictDoNothing();
  }
}

/**
 * Runs a kind's call on the user's cart (product-kinds/<kind>) in one transaction: the cart locked, the kind shown
 * the lines as they are, its changes applied. Returns the kind's answer.
 */
export async function changeCart<Result>(
  db: Db,
  portalId: number,
  userId: number,
  change: CartChange<Result>,
): Promise<Result> {
  forgetCartForRequest();
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const lines = await tx
      .select({
        id: cartLines.id,
        uuid: cartLines.uuid,
        productId: cartLines.productId,
        subjectId: cartLines.subjectId,
        pictureId: cartLines.pictureId,
        catalogueId: cartLines.catalogueId,
        templateVersionId: cartLines.templateVersionId,
        quantity: cartLines.quantity,
      })
      .from(cartLines)
      .where(eq(cartLines.userId, userId));
    const setInCart = async (subjectId: number, pictureType: PictureType) =>
      (await digitalSetsInCart(tx, { userId, portalId }, [subjectId])).has(`${subjectId}:${pictureType}`);
    const { changes, result } = await change({ tx, portalId, userId, lines, setInCart });
    await refuseMixedPhotographers(tx, portalId, lines, changes);
    await applyChanges(tx, userId, changes);
    const named = [...lines.map((l) => l.productId), ...(changes.add ?? []).map((l) => l.productId)];
    await dropDependentLines(tx, portalId, userId, named);
    await touchCart(tx, userId);
    return result;
  });
}

/**
 * Removes the lines of kinds that sell only with the cart's other lines (`pricedAfterOthers`: a retouch line whose
 * picture left the cart) once the change left them without what they need. Read only when the cart holds such a line.
 */
async function dropDependentLines(
  tx: Db,
  portalId: number,
  userId: number,
  productIds: readonly number[],
): Promise<void> {
  const products = await shopProducts(tx, portalId);
  const isDependent = (productId: number) => {
    const product = products.get(productId);
    return product !== undefined && lineKind(product.kind)?.pricedAfterOthers === true;
  };
  // The lines before the change and those it added: without a dependent one there is nothing to read.
  if (!productIds.some(isDependent)) return;
  const rows = await tx
    .select({ id: cartLines.id, productId: cartLines.productId })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  const dependent = rows.filter((r) => isDependent(r.productId));
  if (dependent.length === 0) return;
  const { lines } = await linesWithPricing(tx, portalId, userId, new Date());
  const selling = new Set(lines.map((l) => l.lineId));
  const gone = dependent.filter((r) => !selling.has(r.id)).map((r) => r.id);
  if (gone.length > 0) {
    await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, gone)));
  }
}

/**
 * Sets a line's quantity: 0 removes it; a line that cannot change keeps its own; the rest stays within its limits.
 * Given `subProductUuids`, they become the line's chosen sub-products, each one the line offers (spec 02 §4).
 */
export async function updateLineQuantity(
  db: Db,
  portalId: number,
  userId: number,
  lineUuid: string,
  quantity: number,
  subProductUuids?: string[],
): Promise<void> {
  await changeCart(db, portalId, userId, async ({ tx }) => {
    const { lines } = await linesWithPricing(tx, portalId, userId, new Date());
    const found = lines.find((l) => l.line.uuid === lineUuid);
    if (!found) throw notFound(orderLineNotFoundMessage, "order_line_not_found");
    const { line, lineId } = found;
    if (quantity === 0) return { changes: { remove: [lineId] }, result: undefined };
    if (!line.canChangeQuantity && quantity !== line.quantity)
      throw badRequest(digitalQuantityMessage, "digital_quantity_fixed");
    if (subProductUuids !== undefined) checkSubProducts(line.subProducts, subProductUuids);
    // A line that offers none keeps what it holds (a retouch line's tasks are chosen on the retouch page).
    const choose = subProductUuids !== undefined && line.subProducts.length > 0;
    const clamped = clampCartQuantity(quantity, line.minimumQuantity, line.maximumQuantity);
    return {
      changes: { update: [{ id: lineId, quantity: clamped, ...(choose ? { subProductUuids } : {}) }] },
      result: undefined,
    };
  });
}

/**
 * After a paid or invoiced order, inside the caller's transaction: removes the lines that existed when the order was
 * made (createdBefore = the order's createdAt) and the voucher; lines added later stay.
 */
export async function clearCart(tx: Db, userId: number, createdBefore: Date): Promise<void> {
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), lte(cartLines.createdAt, createdBefore)));
  await tx.update(carts).set({ voucherId: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
}
