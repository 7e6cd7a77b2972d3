import type { Catalogue } from "@shop/contracts/catalogues";
import { normalizeAccessCode } from "@shop/domain/access-code";
import type { FieldTranslations } from "@shop/domain/localised-text";
import { isPictureType, type PictureType } from "@shop/domain/picture-type";
import { type DigitalUnitPrice, digitalUnitPrice, type ProductPrice, unitPrice } from "@shop/domain/pricing";
import { catalogueMaxQuantity } from "@shop/domain/quantity";
import type { VoucherRule } from "@shop/domain/voucher";
import { and, asc, eq, inArray, ne, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedFor } from "../../db/prepared.ts";
import {
  catalogues,
  digitalRebateSettings,
  productPrices,
  products,
  subProducts,
  voucherRedemptions,
  vouchers,
} from "../../db/schema/catalog.ts";
import { cachedRead } from "../../platform/read-cache.ts";
import { localised, localisedCopy } from "../../platform/request-language.ts";
import { visibleSubjects } from "../subjects/scope.ts";

/** The regular price list; other price-list types are reserved for later issues. */
const regularPriceList = 0;

/** Each product's regular price list, by product id. */
export async function priceListsOf(db: Db, productIds: number[]): Promise<Map<number, ProductPrice[]>> {
  const lists = new Map<number, ProductPrice[]>();
  if (productIds.length === 0) return lists;
  const rows = await db
    .select({
      productId: productPrices.productId,
      quantity: productPrices.quantity,
      price: productPrices.price,
      campaignPrice: productPrices.campaignPrice,
    })
    .from(productPrices)
    .where(and(inArray(productPrices.productId, productIds), eq(productPrices.type, regularPriceList)))
    .orderBy(asc(productPrices.productId), asc(productPrices.quantity));
  for (const { productId, ...price } of rows) {
    const list = lists.get(productId);
    if (list) list.push(price);
    else lists.set(productId, [price]);
  }
  return lists;
}

export interface CatalogueRow {
  uuid: string;
  name: string;
  /** The job whose picture sets it is offered to. */
  jobId: number;
  maxQuantity: number;
}

function prepareCataloguesById(db: Db, name: string) {
  return db
    .select({
      id: catalogues.id,
      uuid: catalogues.uuid,
      name: catalogues.name,
      translations: catalogues.translations,
      jobId: catalogues.jobId,
      maxQuantity: catalogues.maxQuantity,
    })
    .from(catalogues)
    .where(sql`${catalogues.id} = any(${sql.placeholder("ids")})`)
    .prepare(name);
}

/**
 * Catalogues by id (a prepared statement: the cart reads it on every request, db/prepared.ts), named in the request's
 * language.
 */
export async function cataloguesById(db: Db, ids: readonly number[]): Promise<Map<number, CatalogueRow>> {
  if (ids.length === 0) return new Map();
  const rows = await preparedFor(db, "catalogues_by_id", prepareCataloguesById).execute({ ids: [...ids] });
  return new Map(
    rows.map(({ id, translations, ...row }) => [
      id,
      { ...row, name: localised(row.name, translations.name) },
    ]),
  );
}

/**
 * The sub-products (options such as a gilded edge) of products, with what each adds to a piece's price (a prepared
 * statement: the cart reads it on every request), named in the request's language.
 */
export async function subProductsOf(
  db: Db,
  productIds: readonly number[],
): Promise<Array<{ uuid: string; productId: number; name: string; extraPrice: number }>> {
  const rows = await subProductRowsOf(db, productIds);
  return rows.map(({ translations, ...row }) => ({ ...row, name: localised(row.name, translations.name) }));
}

/** The sub-products of products as stored, with their names per language (for a read shared by every request). */
export async function subProductRowsOf(
  db: Db,
  productIds: readonly number[],
): Promise<
  Array<{
    uuid: string;
    productId: number;
    name: string;
    translations: FieldTranslations<"name">;
    extraPrice: number;
  }>
> {
  if (productIds.length === 0) return [];
  return preparedFor(db, "sub_products_of", prepareSubProductsOf).execute({ productIds: [...productIds] });
}

function prepareSubProductsOf(db: Db, name: string) {
  return db
    .select({
      uuid: subProducts.uuid,
      productId: subProducts.productId,
      name: subProducts.name,
      translations: subProducts.translations,
      extraPrice: subProducts.extraPrice,
    })
    .from(subProducts)
    .where(sql`${subProducts.productId} = any(${sql.placeholder("productIds")})`)
    .orderBy(asc(subProducts.id))
    .prepare(name);
}

export type DigitalKind = "file" | "set";

/** The rebated price of spec 03 §3 for each picture type, for a single file and a whole set. */
export type DigitalRebates = Record<PictureType, Record<DigitalKind, number | null>>;

/** The shop's rebated digital prices (kept in the read cache, platform/read-cache.ts). */
export const digitalRebates = cachedRead(
  "digitalRebates",
  ["digital_rebate_settings"],
  async (db: Db, portalId: number): Promise<DigitalRebates> => {
    const [row] = await db
      .select()
      .from(digitalRebateSettings)
      .where(eq(digitalRebateSettings.portalId, portalId))
      .limit(1);
    return toDigitalRebates(row ?? null);
  },
);

/** The settings row (none: no rebates) by picture type and kind. */
export function toDigitalRebates(row: typeof digitalRebateSettings.$inferSelect | null): DigitalRebates {
  return {
    IP: { file: row?.portraitFilePrice ?? null, set: row?.portraitSetPrice ?? null },
    SFP: { file: row?.siblingAndFriendsFilePrice ?? null, set: row?.siblingAndFriendsSetPrice ?? null },
    GP: { file: row?.groupFilePrice ?? null, set: row?.groupSetPrice ?? null },
  };
}

export interface DigitalProduct {
  id: number;
  uuid: string;
  name: string;
  translations: FieldTranslations<"name" | "description">;
  type: number;
  kind: DigitalKind;
  pictureType: PictureType;
  price: DigitalUnitPrice;
}

/** The shop's active digital products that have a price, by picture type and kind (the first by sort order). */
export type DigitalCatalog = Map<PictureType, Partial<Record<DigitalKind, DigitalProduct>>>;

/** The shop's digital products with their prices (kept in the read cache, platform/read-cache.ts). */
const digitalCatalogRows = cachedRead(
  "digitalCatalog",
  ["products", "product_prices", "digital_rebate_settings"],
  readDigitalCatalog,
);

/** The shop's digital products with their prices, named in the request's language. */
export async function digitalCatalog(db: Db, portalId: number): Promise<DigitalCatalog> {
  const catalog = await digitalCatalogRows(db, portalId);
  return localisedCopy(
    catalog,
    () =>
      new Map(
        [...catalog].map(([type, byKind]) => [
          type,
          Object.fromEntries(
            Object.entries(byKind).map(([kind, product]) => [
              kind,
              { ...product, name: localised(product.name, product.translations.name) },
            ]),
          ),
        ]),
      ),
  );
}

async function readDigitalCatalog(db: Db, portalId: number): Promise<DigitalCatalog> {
  // Products with their price rows in one query (a product without prices drops out of the inner join).
  const [rows, rebates] = await Promise.all([
    db
      .select({
        id: products.id,
        uuid: products.uuid,
        name: products.name,
        translations: products.translations,
        type: products.type,
        kind: products.kind,
        pictureType: products.pictureType,
        quantity: productPrices.quantity,
        price: productPrices.price,
        campaignPrice: productPrices.campaignPrice,
      })
      .from(products)
      .innerJoin(
        productPrices,
        and(eq(productPrices.productId, products.id), eq(productPrices.type, regularPriceList)),
      )
      .where(
        and(
          eq(products.portalId, portalId),
          inArray(products.kind, ["digital_file", "digital_set"]),
          eq(products.active, true),
        ),
      )
      .orderBy(asc(products.sortOrder), asc(products.id), asc(productPrices.quantity)),
    digitalRebates(db, portalId),
  ]);
  const prices = new Map<number, ProductPrice[]>();
  for (const row of rows) {
    const list = prices.get(row.id);
    const price = { quantity: row.quantity, price: row.price, campaignPrice: row.campaignPrice };
    if (list) list.push(price);
    else prices.set(row.id, [price]);
  }
  const catalog: DigitalCatalog = new Map();
  for (const row of rows) {
    const list = prices.get(row.id);
    if (!list || !isPictureType(row.pictureType)) continue;
    const kind: DigitalKind = row.kind === "digital_set" ? "set" : "file";
    const byKind = catalog.get(row.pictureType) ?? {};
    // The first product by sort order prices each kind; its later price rows change nothing here.
    if (byKind[kind]) continue;
    byKind[kind] = {
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      translations: row.translations,
      type: row.type,
      kind,
      pictureType: row.pictureType,
      price: digitalUnitPrice(list, rebates[row.pictureType][kind]),
    };
    catalog.set(row.pictureType, byKind);
  }
  return catalog;
}

/** A voucher of this shop by the code the customer typed (case and spaces ignored). */
export async function findVoucherByCode(
  db: Db,
  portalId: number,
  code: string,
): Promise<(VoucherRule & { id: number; code: string; description: string }) | null> {
  const normalized = normalizeAccessCode(code);
  if (normalized === "") return null;
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.portalId, portalId), eq(vouchers.code, normalized)))
    .limit(1);
  return row ? toVoucher(row) : null;
}

export async function findVoucherById(
  db: Db,
  voucherId: number,
): Promise<(VoucherRule & { id: number; code: string; description: string }) | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucherId)).limit(1);
  return row ? toVoucher(row) : null;
}

function toVoucher(row: typeof vouchers.$inferSelect) {
  return {
    id: row.id,
    code: row.code,
    description: localised(row.description, row.translations.description),
    kind: row.kind === "amount" ? ("amount" as const) : ("percent" as const),
    value: row.value,
    minOrderValue: row.minOrderValue,
    expiresAt: row.expiresAt,
    productIds: row.productIds,
    oncePerUser: row.oncePerUser,
  };
}

/** The ids of the shop's products on sale, as a subquery for the caller's own query. */
export function productsOnSale(db: Db, portalId: number | SQLWrapper, options: { exceptKind?: string } = {}) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.portalId, portalId),
        eq(products.active, true),
        options.exceptKind === undefined ? undefined : ne(products.kind, options.exceptKind),
      ),
    );
}

/** A product as a cart line names it (in the request's language). */
export interface ProductRow {
  id: number;
  uuid: string;
  name: string;
  /** Its texts per language, as stored (left out where a product is made up, as in a test). */
  translations?: FieldTranslations<"name" | "description">;
  type: number;
  kind: string;
  pictureType: string | null;
  minOrderQuantity: number;
  maxQuantity: number | null;
}

/** A product of the shop as the cart and the read cache keep it. */
export interface ShopProduct extends ProductRow {
  active: boolean;
}

/** What the cart and the kinds read of a product. */
const productColumns = {
  id: products.id,
  uuid: products.uuid,
  name: products.name,
  translations: products.translations,
  type: products.type,
  kind: products.kind,
  pictureType: products.pictureType,
  minOrderQuantity: products.minOrderQuantity,
  maxQuantity: products.maxQuantity,
};

/** A product named in the request's language. */
function localisedProduct<T extends ProductRow>(row: T): T {
  return { ...row, name: localised(row.name, row.translations?.name) };
}

/** Every product of the shop, on sale or not, by id (kept in the read cache, platform/read-cache.ts). */
const shopProductRows = cachedRead(
  "shopProducts",
  ["products"],
  async (db: Db, portalId: number): Promise<ReadonlyMap<number, ShopProduct>> => {
    const rows = await db
      .select({ ...productColumns, active: products.active })
      .from(products)
      .where(eq(products.portalId, portalId));
    return new Map(rows.map((r) => [r.id, r]));
  },
);

/** Every product of the shop, on sale or not, by id, named in the request's language: a cart names a few of them on every read. */
export async function shopProducts(db: Db, portalId: number): Promise<ReadonlyMap<number, ShopProduct>> {
  const rows = await shopProductRows(db, portalId);
  return localisedCopy(rows, () => new Map([...rows].map(([id, row]) => [id, localisedProduct(row)])));
}

/** The regular price list of every product of the shop, by product id (kept in the read cache). */
export const shopPriceLists = cachedRead(
  "shopPriceLists",
  ["products", "product_prices"],
  async (db: Db, portalId: number): Promise<ReadonlyMap<number, ProductPrice[]>> => {
    const rows = await db
      .select({
        productId: productPrices.productId,
        quantity: productPrices.quantity,
        price: productPrices.price,
        campaignPrice: productPrices.campaignPrice,
      })
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(and(eq(products.portalId, portalId), eq(productPrices.type, regularPriceList)))
      .orderBy(asc(productPrices.productId), asc(productPrices.quantity));
    const lists = new Map<number, ProductPrice[]>();
    for (const { productId, ...price } of rows) {
      const list = lists.get(productId);
      if (list) list.push(price);
      else lists.set(productId, [price]);
    }
    return lists;
  },
);

/** Products by id, on sale or not. */
export async function productsByIds(db: Db, ids: readonly number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, localisedProduct(r)]));
}

/** The ids of products by their uuids: an order line keeps its product's uuid, a voucher's scope names ids. */
export async function productIdsByUuid(db: Db, uuids: readonly string[]): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, uuid: products.uuid })
    .from(products)
    .where(inArray(products.uuid, [...new Set(uuids)]));
  return new Map(rows.map((r) => [r.uuid, r.id]));
}

/**
 * Redeems a once-per-user voucher for the user's order inside the caller's transaction; false when the user already
 * redeemed it on another order. The primary key (voucher, user) decides: on PostgreSQL a second transaction inserting
 * the same key waits for the first and then finds it, so two payments at once cannot both redeem it.
 */
export async function redeemVoucherOnce(
  tx: Db,
  redemption: { voucherId: number; userId: number; orderId: number },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(voucherRedemptions)
    .values({ ...redemption, redeemedAt: now })
    .onConflictDoNothing()
    .returning({ orderId: voucherRedemptions.orderId });
  return inserted.length > 0;
}

/** The order was cancelled: a once-per-user voucher it used may be used again. */
export async function releaseVoucherRedemptions(tx: Db, orderId: number): Promise<void> {
  await tx.delete(voucherRedemptions).where(eq(voucherRedemptions.orderId, orderId));
}

/** Whether any voucher of the shop can still be used: the voucher button is worth showing. */
export async function hasActiveVouchers(db: Db, portalId: number, now: Date): Promise<boolean> {
  const expiries = await voucherExpiries(db, portalId);
  return expiries.some((at) => at === null || at.getTime() > now.getTime());
}

/** When each voucher of the shop expires (null: never), kept in the read cache (platform/read-cache.ts). */
const voucherExpiries = cachedRead("voucherExpiries", ["vouchers"], async (db: Db, portalId: number) => {
  const rows = await db
    .select({ expiresAt: vouchers.expiresAt })
    .from(vouchers)
    .where(eq(vouchers.portalId, portalId));
  return rows.map((r) => r.expiresAt);
});

export async function voucherUsedBy(db: Db, voucherId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ voucherId: voucherRedemptions.voucherId })
    .from(voucherRedemptions)
    .where(and(eq(voucherRedemptions.voucherId, voucherId), eq(voucherRedemptions.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export interface OfferedCatalogue {
  catalogueId: number;
  productId: number;
  subjectId: number;
  catalogue: Omit<Catalogue, "quantity">;
  minimumQuantity: number;
  prices: ProductPrice[];
}

/**
 * The catalogues offered to the user: each catalogue of the job of each of the user's picture sets that can still be
 * bought for (subjects/scope.ts), priced for one piece. `only` narrows to some catalogues.
 */
export async function offeredCatalogues(
  db: Db,
  portalId: number,
  userId: number,
  only?: { catalogueUuids: string[] },
): Promise<OfferedCatalogue[]> {
  if (only && only.catalogueUuids.length === 0) return [];
  // Oldest first: the order the parent added the picture sets in.
  const sets = (await visibleSubjects(db, { userId, portalId }, "buy")).toReversed();
  const jobIds = [...new Set(sets.map((s) => s.job.id))];
  if (jobIds.length === 0) return [];
  const offered = await db
    .select({
      catalogueId: catalogues.id,
      jobId: catalogues.jobId,
      uuid: catalogues.uuid,
      name: catalogues.name,
      description: catalogues.description,
      translations: catalogues.translations,
      maxQuantity: catalogues.maxQuantity,
      deliveryDays: catalogues.deliveryDays,
      productId: products.id,
      productMaxQuantity: products.maxQuantity,
      minimumQuantity: products.minOrderQuantity,
    })
    .from(catalogues)
    .innerJoin(products, eq(products.id, catalogues.productId))
    .where(
      and(
        inArray(catalogues.jobId, jobIds),
        eq(products.portalId, portalId),
        eq(products.active, true),
        only ? inArray(catalogues.uuid, only.catalogueUuids) : undefined,
      ),
    )
    .orderBy(asc(catalogues.id));
  const rows = sets.flatMap((set) =>
    offered
      .filter((c) => c.jobId === set.job.id)
      .map((c) => ({
        ...c,
        subjectId: set.id,
        subjectUuid: set.uuid,
        subjectName: set.name,
        group: set.group,
      })),
  );
  const prices = await shopPriceLists(db, portalId);
  return rows.flatMap((row) => {
    const list = prices.get(row.productId);
    if (!list) return [];
    const maxQuantity = catalogueMaxQuantity(row.maxQuantity, row.productMaxQuantity);
    return [
      {
        catalogueId: row.catalogueId,
        productId: row.productId,
        subjectId: row.subjectId,
        minimumQuantity: row.minimumQuantity,
        prices: list,
        catalogue: {
          uuid: row.uuid,
          name: localised(row.name, row.translations.name),
          description: localised(row.description, row.translations.description),
          price: unitPrice(list, 1).actual,
          maxQuantity,
          deliveryTime: { days: row.deliveryDays },
          subject: { uuid: row.subjectUuid, name: row.subjectName, group: row.group },
        },
      },
    ];
  });
}
