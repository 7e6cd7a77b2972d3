import type { FieldTranslations } from "@shop/domain/localised-text";
import { isPictureType, type PictureType } from "@shop/domain/picture-type";
import type { ProductPrice } from "@shop/domain/pricing";
import { productTypes } from "@shop/domain/product-kind";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { productPrices, products, subProducts } from "../../db/schema/catalog.ts";
import { cachedRead } from "../../platform/read-cache.ts";
import { localised, localisedCopy } from "../../platform/request-language.ts";
import { subProductRowsOf } from "./service.ts";

/**
 * Retouch products (spec 02 §3 retouch, product type 11): what retouching one picture costs, and its sub-products,
 * the retouch tasks with their extra prices. A product with a picture type applies to pictures of that type, one
 * without to every picture (packages/domain retouchProductFor, decision 0025).
 */
export interface RetouchProduct {
  id: number;
  uuid: string;
  /** In the request's language, as the tasks' names. */
  name: string;
  translations?: FieldTranslations<"name" | "description">;
  pictureType: PictureType | null;
  /** The regular price list, lowest quantity first. */
  prices: ProductPrice[];
  tasks: Array<{ uuid: string; name: string; translations?: FieldTranslations<"name">; extraPrice: number }>;
}

export const retouchKind = "retouch";

/** The shop's active retouch products that have a price, in the shop's sort order, named in the request's language. */
export async function retouchProducts(db: Db, portalId: number): Promise<readonly RetouchProduct[]> {
  const stored = await retouchProductRows(db, portalId);
  return localisedCopy(stored, () =>
    stored.map((product) => ({
      ...product,
      name: localised(product.name, product.translations?.name),
      tasks: product.tasks.map((task) => ({ ...task, name: localised(task.name, task.translations?.name) })),
    })),
  );
}

/** The shop's active retouch products that have a price, in the shop's sort order (kept in the read cache). */
const retouchProductRows = cachedRead(
  "retouchProducts",
  ["products", "product_prices", "sub_products"],
  async (db: Db, portalId: number): Promise<readonly RetouchProduct[]> => {
    const rows = await db
      .select({
        id: products.id,
        uuid: products.uuid,
        name: products.name,
        translations: products.translations,
        pictureType: products.pictureType,
        quantity: productPrices.quantity,
        price: productPrices.price,
        campaignPrice: productPrices.campaignPrice,
      })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.type, 0)))
      .where(and(eq(products.portalId, portalId), eq(products.kind, retouchKind), eq(products.active, true)))
      .orderBy(asc(products.sortOrder), asc(products.id), asc(productPrices.quantity));
    const byId = new Map<number, RetouchProduct>();
    for (const { quantity, price, campaignPrice, pictureType, ...product } of rows) {
      const found = byId.get(product.id);
      if (found) found.prices.push({ quantity, price, campaignPrice });
      else
        byId.set(product.id, {
          ...product,
          pictureType: isPictureType(pictureType) ? pictureType : null,
          prices: [{ quantity, price, campaignPrice }],
          tasks: [],
        });
    }
    const tasks = await subProductRowsOf(db, [...byId.keys()]);
    for (const { productId, ...task } of tasks) byId.get(productId)?.tasks.push(task);
    return [...byId.values()];
  },
);

export interface NewRetouchProduct {
  name: string;
  description?: string;
  pictureType?: PictureType | null;
  /** What retouching one picture costs before its tasks (minor units, VAT included); often 0. */
  price: number;
  sortOrder?: number;
  tasks: Array<{ name: string; extraPrice: number }>;
}

/** Adds a retouch product with its price and tasks (the demo seed and the tests' factories). */
export async function insertRetouchProduct(
  db: Db | Tx,
  portalId: number,
  product: NewRetouchProduct,
): Promise<{ id: number; uuid: string; tasks: Array<{ uuid: string; name: string; extraPrice: number }> }> {
  const [row] = await db
    .insert(products)
    .values({
      portalId,
      kind: retouchKind,
      type: productTypes.retouch,
      name: product.name,
      description: product.description ?? "",
      pictureType: product.pictureType ?? null,
      minOrderQuantity: 1,
      maxQuantity: 1,
      sortOrder: product.sortOrder ?? 0,
    })
    .returning({ id: products.id, uuid: products.uuid });
  if (!row) throw new Error("the retouch product was not stored");
  await db.insert(productPrices).values({ productId: row.id, quantity: 1, price: product.price });
  const tasks =
    product.tasks.length === 0
      ? []
      : await db
          .insert(subProducts)
          .values(product.tasks.map((t) => ({ productId: row.id, ...t })))
          .returning({ uuid: subProducts.uuid, name: subProducts.name, extraPrice: subProducts.extraPrice });
  return { ...row, tasks };
}
