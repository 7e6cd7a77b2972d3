import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cartLines } from "../../db/schema/cart.ts";
import { retouchKind } from "../catalog/retouch-products.ts";
import { productsOnSale, shopProducts } from "../catalog/service.ts";
import { lineKind } from "../product-kinds/registry.ts";
import type { Viewer, ViewerOrPlaceholders } from "../subjects/scope.ts";

/**
 * Whether the picture whose id the caller's query holds is in the user's cart as a single file, as a condition of
 * that query (the picture sets read every picture's flag in one query). Only single files and retouch lines name a
 * picture in the cart, and a retouch line is not the file; a product taken out of sale hides its lines.
 */
export function pictureInCartCondition(
  db: Db,
  viewer: ViewerOrPlaceholders,
  pictureId: SQLWrapper,
): SQL<boolean> {
  const onSale = productsOnSale(db, viewer.portalId, { exceptKind: retouchKind });
  return sql<boolean>`exists (select 1 from ${cartLines} where ${cartLines.userId} = ${viewer.userId} and ${cartLines.pictureId} = ${pictureId} and ${cartLines.productId} in ${onSale})`;
}

/**
 * The whole digital sets of these subjects in the user's cart, as `${subjectId}:${pictureType}`: the sets its lines
 * would entitle to once bought, as each line's kind says.
 */
export async function digitalSetsInCart(
  db: Db,
  viewer: Viewer,
  subjectIds: readonly number[],
): Promise<Set<string>> {
  if (subjectIds.length === 0) return new Set();
  const [lines, products] = await Promise.all([
    db
      .select({
        subjectId: cartLines.subjectId,
        productId: cartLines.productId,
        packageDesign: cartLines.packageDesign,
      })
      .from(cartLines)
      .where(and(eq(cartLines.userId, viewer.userId), inArray(cartLines.subjectId, [...subjectIds]))),
    shopProducts(db, viewer.portalId),
  ]);
  const sets = new Set<string>();
  for (const { subjectId, productId, packageDesign } of lines) {
    const product = products.get(productId);
    const kind = product ? lineKind(product.kind) : null;
    if (!product || !kind) continue;
    const grant = kind.entitlements({
      productKind: product.kind,
      pictureType: product.pictureType,
      subjectId,
      subjectUuid: null,
      subjectName: null,
      pictureIds: [],
      packageDesign,
    });
    for (const set of grant.sets) sets.add(`${set.subjectId}:${set.pictureType}`);
  }
  return sets;
}
