import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import { pictureTypes } from "@shop/domain/picture-type";
import { and, asc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  catalogues,
  digitalRebateSettings,
  productPrices,
  products,
  subProducts,
  vouchers,
} from "../../db/schema/catalog.ts";
import {
  fileAmount,
  fileAmountOrNull,
  fileDate,
  filePercent,
  fileText,
} from "../../platform/settings-export.ts";

/**
 * The catalog's sections of the settings file read back from the shop (the reverse of settings.ts and
 * voucher-settings.ts): the products on sale of the kinds the file sells, and the vouchers not expired.
 */

type ProductRow = typeof products.$inferSelect;
type DigitalFile = NonNullable<ShopSettingsFile["digital"]>;
type PictureType = (typeof pictureTypes)[number];

export interface CatalogExport {
  digital: DigitalFile;
  catalogues: NonNullable<ShopSettingsFile["catalogues"]>;
  retouch: NonNullable<ShopSettingsFile["retouch"]>;
  /** The name the file gives each exported product, for the vouchers' scopes. */
  productNames: Map<number, string>;
}

const rebateColumns = {
  IP: { file: "portraitFilePrice", set: "portraitSetPrice" },
  SFP: { file: "siblingAndFriendsFilePrice", set: "siblingAndFriendsSetPrice" },
  GP: { file: "groupFilePrice", set: "groupSetPrice" },
} as const;

/** The regular price (the one tier from quantity 1 the file sets) of each product. */
async function regularPrices(db: Db, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productPrices)
          .where(and(inArray(productPrices.productId, ids), eq(productPrices.type, 0)))
          .orderBy(asc(productPrices.quantity), asc(productPrices.id));
  const prices = new Map<number, { price: string; campaignPrice: string | null }>();
  for (const row of rows) {
    if (prices.has(row.productId)) continue;
    prices.set(row.productId, {
      price: fileAmount(row.price),
      campaignPrice: fileAmountOrNull(row.campaignPrice),
    });
  }
  return prices;
}

function texts(row: ProductRow) {
  return {
    name: fileText(row.name, row.translations.name),
    description: fileText(row.description, row.translations.description),
  };
}

export async function exportCatalog(
  db: Db,
  portalId: number,
  jobRef: (jobId: number) => string | null,
): Promise<CatalogExport> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.portalId, portalId),
        eq(products.active, true),
        inArray(products.kind, ["digital_file", "digital_set", "catalogue", "retouch"]),
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.id));
  const prices = await regularPrices(
    db,
    rows.map((r) => r.id),
  );
  const priceOf = (row: ProductRow) => prices.get(row.id) ?? { price: "0", campaignPrice: null };
  const productNames = new Map<number, string>();
  const [rebates] = await db
    .select()
    .from(digitalRebateSettings)
    .where(eq(digitalRebateSettings.portalId, portalId));

  const digital: DigitalFile = {};
  for (const row of rows) {
    if (row.kind !== "digital_file" && row.kind !== "digital_set") continue;
    const type = row.pictureType as PictureType | null;
    if (type === null || !pictureTypes.includes(type)) continue;
    const kind = row.kind === "digital_file" ? "file" : "set";
    const ofType = digital[type] ?? {};
    if (ofType[kind]) continue;
    ofType[kind] = {
      ...texts(row),
      ...priceOf(row),
      rebatedPrice: fileAmountOrNull(rebates?.[rebateColumns[type][kind]] ?? null),
    };
    digital[type] = ofType;
    productNames.set(row.id, row.name);
  }

  const catalogueRows = rows.filter((r) => r.kind === "catalogue");
  const details =
    catalogueRows.length === 0
      ? []
      : await db
          .select()
          .from(catalogues)
          .where(
            inArray(
              catalogues.productId,
              catalogueRows.map((r) => r.id),
            ),
          )
          .orderBy(asc(catalogues.id));
  const catalogueList: CatalogExport["catalogues"] = [];
  for (const row of catalogueRows) {
    const detail = details.find((d) => d.productId === row.id);
    const job = detail ? jobRef(detail.jobId) : null;
    if (!detail || job === null) continue;
    catalogueList.push({
      ...texts(row),
      price: priceOf(row).price,
      campaignPrice: priceOf(row).campaignPrice,
      maxQuantity: detail.maxQuantity,
      deliveryDays: detail.deliveryDays,
      job,
    });
    productNames.set(row.id, row.name);
  }

  const retouchRows = rows.filter((r) => r.kind === "retouch");
  const tasks =
    retouchRows.length === 0
      ? []
      : await db
          .select()
          .from(subProducts)
          .where(
            inArray(
              subProducts.productId,
              retouchRows.map((r) => r.id),
            ),
          )
          .orderBy(asc(subProducts.id));
  const retouch: CatalogExport["retouch"] = retouchRows.map((row) => {
    productNames.set(row.id, row.name);
    return {
      ...texts(row),
      pictureType: row.pictureType as PictureType | null,
      ...priceOf(row),
      tasks: tasks
        .filter((t) => t.productId === row.id)
        .map((t) => ({ name: fileText(t.name, t.translations.name), extraPrice: fileAmount(t.extraPrice) })),
    };
  });
  return { digital, catalogues: catalogueList, retouch, productNames };
}

/** The vouchers not expired by `now`; a scope names the products by the names the export gives them. */
export async function exportVouchers(
  db: Db,
  portalId: number,
  now: Date,
  productNames: ReadonlyMap<number, string>,
): Promise<NonNullable<ShopSettingsFile["vouchers"]>> {
  const rows = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.portalId, portalId), or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now))))
    .orderBy(asc(vouchers.id));
  return rows.map((row) => {
    const scope = row.productIds?.flatMap((id) => productNames.get(id) ?? []) ?? null;
    return {
      code: row.code,
      ...(row.kind === "percent" ? { percent: filePercent(row.value) } : { amount: fileAmount(row.value) }),
      minOrderValue: fileAmountOrNull(row.minOrderValue),
      expiresAt: fileDate(row.expiresAt),
      products: scope !== null && scope.length === 0 ? null : scope,
      oncePerUser: row.oncePerUser,
      description: fileText(row.description, row.translations.description),
    };
  });
}
