import type { FieldTranslations } from "@shop/domain/localised-text";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { catalogues, products } from "../../db/schema/catalog.ts";
import { priceListsOf, subProductRowsOf } from "./service.ts";

/** Kinds kept in the products table that are not sold as products: vouchers and fees are the settings' own. */
const notProducts = ["voucher", "fee"];

export interface ShopProductRow {
  id: number;
  uuid: string;
  kind: string;
  type: number;
  name: string;
  description: string;
  translations: FieldTranslations<"name" | "description">;
  pictureType: string | null;
  minOrderQuantity: number;
  sortOrder: number;
  active: boolean;
  campaignEndsAt: Date | null;
  prices: Array<{ quantity: number; price: number; campaignPrice: number | null }>;
  subProducts: Array<{
    uuid: string;
    name: string;
    translations: FieldTranslations<"name">;
    extraPrice: number;
  }>;
  /** The jobs of its catalogues (a catalogue product is sold in those); empty for other kinds. */
  catalogueJobIds: number[];
}

/**
 * Every product of the shop as stored, on sale or not, with its regular price list, sub-products and the jobs of its
 * catalogues: what the studio's Products area lists. Rows are listed generically by `kind`, so a kind added later
 * shows without a change here.
 */
export async function shopProductRows(db: Db, portalId: number): Promise<ShopProductRow[]> {
  const rows = await db
    .select({
      id: products.id,
      uuid: products.uuid,
      kind: products.kind,
      type: products.type,
      name: products.name,
      description: products.description,
      translations: products.translations,
      pictureType: products.pictureType,
      minOrderQuantity: products.minOrderQuantity,
      sortOrder: products.sortOrder,
      active: products.active,
      campaignEndsAt: products.campaignEndsAt,
    })
    .from(products)
    .where(and(eq(products.portalId, portalId), notInArray(products.kind, notProducts)))
    .orderBy(asc(products.kind), asc(products.sortOrder), asc(products.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [prices, subs, catalogueJobs] = await Promise.all([
    priceListsOf(db, ids),
    subProductRowsOf(db, ids),
    db
      .select({ productId: catalogues.productId, jobId: catalogues.jobId })
      .from(catalogues)
      .where(inArray(catalogues.productId, ids)),
  ]);
  return rows.map((row) => ({
    ...row,
    prices: prices.get(row.id) ?? [],
    subProducts: subs.filter((s) => s.productId === row.id).map(({ productId: _, ...s }) => s),
    catalogueJobIds: [...new Set(catalogueJobs.filter((c) => c.productId === row.id).map((c) => c.jobId))],
  }));
}
