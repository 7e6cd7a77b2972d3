import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jsonValue } from "../../db/json-rows.ts";
import { cartLines } from "../../db/schema/cart.ts";
import { retouchKind } from "../catalog/retouch-products.ts";
import { productsOnSale, shopProducts } from "../catalog/service.ts";
import type { Viewer, ViewerInStatement } from "../subjects/scope.ts";
import { lineKind } from "./kinds.ts";

/**
 * Whether the picture whose id the caller's query holds is in the user's cart as a single file, as a condition of
 * that query (the picture sets read every picture's flag in one query). Only single files and retouch lines name a
 * picture in the cart, and a retouch line is not the file; a product taken out of sale hides its lines. Written as
 * the set of the cart's pictures, which the database works out once per statement and looks each picture up in; the
 * products on sale are an array worked out once, where `in (subquery)` had it loop over them for every line.
 */
export function pictureInCartCondition(
  db: Db,
  viewer: ViewerInStatement,
  pictureId: SQLWrapper,
): SQL<boolean> {
  const onSale = productsOnSale(db, viewer.portalId, { exceptKind: retouchKind });
  return sql<boolean>`(${pictureId} in (select ${cartLines.pictureId} from ${cartLines} where ${cartLines.userId} = ${viewer.userId} and ${cartLines.pictureId} is not null and ${cartLines.productId} = any(array(${onSale}))))`;
}

/**
 * How a whole digital set is in the cart: by the line that brings it, and, when that line is a package's (it brings
 * more than the set), the package's name. A set line of its own is preferred when there are both.
 */
export interface SetInCart {
  orderLineUuid: string;
  package: { name: string } | null;
}

/** The whole digital sets in a cart, by `${subjectId}:${pictureType}`. */
export type SetsInCart = ReadonlyMap<string, SetInCart>;

/**
 * The whole digital sets of these subjects in the user's cart, by `${subjectId}:${pictureType}`: the sets its lines
 * would entitle to once bought, as each line's kind says, with the line that brings each.
 */
export async function digitalSetsInCart(
  db: Db,
  viewer: Viewer,
  subjectIds: readonly number[],
): Promise<SetsInCart> {
  if (subjectIds.length === 0) return new Map();
  const lines = await db
    .select({
      uuid: cartLines.uuid,
      subjectId: cartLines.subjectId,
      productId: cartLines.productId,
      lineData: cartLines.lineData,
    })
    .from(cartLines)
    .where(and(eq(cartLines.userId, viewer.userId), inArray(cartLines.subjectId, [...subjectIds])));
  return setsOfLines(db, viewer.portalId, lines);
}

/**
 * `digitalSetsInCart`'s lines as one JSON value of the caller's own query (the picture set's detail reads it with its
 * pictures); `digitalSetsInCartFrom` answers as `digitalSetsInCart` from the value. Uncorrelated, so the database
 * works it out once per statement however many rows carry it.
 */
export function digitalSetsInCartColumn(userId: number | SQLWrapper, subjectIds: SQLWrapper): SQL<unknown> {
  return sql`(select json_agg(json_build_array(${cartLines.subjectId}, ${cartLines.productId}, ${cartLines.lineData}, ${cartLines.uuid})) from ${cartLines} where ${cartLines.userId} = ${userId} and ${cartLines.subjectId} = any(${subjectIds}))`;
}

/** The sets of `digitalSetsInCartColumn`'s value, as `digitalSetsInCart` answers. */
export function digitalSetsInCartFrom(db: Db, portalId: number, value: unknown): Promise<SetsInCart> {
  const lines = jsonValue<Array<[number, number, unknown, string]>>(value);
  return setsOfLines(
    db,
    portalId,
    (lines ?? []).map(([subjectId, productId, lineData, uuid]) => ({ uuid, subjectId, productId, lineData })),
  );
}

async function setsOfLines(
  db: Db,
  portalId: number,
  lines: ReadonlyArray<{ uuid: string; subjectId: number | null; productId: number; lineData: unknown }>,
): Promise<SetsInCart> {
  const sets = new Map<string, SetInCart>();
  if (lines.length === 0) return sets;
  const products = await shopProducts(db, portalId);
  for (const { uuid, subjectId, productId, lineData } of lines) {
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
      lineData,
    });
    // A line whose kind keeps data of its own and brings a set (a package's items) brings it with the rest of it.
    const inCart: SetInCart = {
      orderLineUuid: uuid,
      package: lineData === null || lineData === undefined ? null : { name: product.name },
    };
    for (const set of grant.sets) {
      const key = `${set.subjectId}:${set.pictureType}`;
      if (!sets.get(key) || inCart.package === null) sets.set(key, inCart);
    }
  }
  return sets;
}
