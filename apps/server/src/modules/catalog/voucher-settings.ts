import type { ShopSettings } from "@shop/contracts/shop-settings";
import { splitText } from "@shop/domain/localised-text";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { vouchers } from "../../db/schema/catalog.ts";
import { basisPoints, type ChangeLog, changedFields } from "../../platform/shop-settings.ts";
import type { AppliedProducts } from "./settings.ts";

/**
 * Vouchers, found by code (normalized like access codes). A voucher the file no longer lists expires now; it is kept
 * for the orders that used it.
 */
export async function applyVouchers(
  tx: Db,
  portalId: number,
  list: NonNullable<ShopSettings["vouchers"]>,
  products: AppliedProducts,
  now: Date,
  defaultLanguage: string,
  log: ChangeLog,
): Promise<void> {
  const existing = await tx.select().from(vouchers).where(eq(vouchers.portalId, portalId));
  for (const voucher of list) {
    let productIds: number[] | null = null;
    const leftOut: string[] = [];
    if (voucher.products !== null) {
      productIds = [];
      for (const name of voucher.products) {
        const id = products.ids.get(name);
        if (id === undefined) leftOut.push(name);
        else productIds.push(id);
      }
    }
    const description = splitText(voucher.description, defaultLanguage);
    const desired = {
      kind: voucher.percent !== undefined ? "percent" : "amount",
      value: voucher.percent !== undefined ? basisPoints(voucher.percent) : (voucher.amount ?? 0),
      minOrderValue: voucher.minOrderValue,
      expiresAt: voucher.expiresAt,
      productIds,
      oncePerUser: voucher.oncePerUser,
      description: description.text,
      translations: { description: description.translations },
    };
    const note =
      leftOut.length === 0
        ? undefined
        : `its scope leaves out ${leftOut.map((n) => `"${n}"`).join(", ")}, not in the shop yet`;
    const row = existing.find((r) => r.code === voucher.code);
    if (!row) {
      await tx.insert(vouchers).values({ portalId, code: voucher.code, ...desired });
      log.upserted("voucher", voucher.code, false, [], note);
      continue;
    }
    const fields = changedFields(row, desired, {
      kind: "percent/amount",
      value: desired.kind === "percent" ? "percent" : "amount",
      productIds: "products",
    });
    if (fields.length > 0) await tx.update(vouchers).set(desired).where(eq(vouchers.id, row.id));
    log.upserted("voucher", voucher.code, true, fields, note);
  }
  const listed = new Set(list.map((v) => v.code));
  for (const row of existing) {
    if (listed.has(row.code) || (row.expiresAt !== null && row.expiresAt <= now)) continue;
    await tx.update(vouchers).set({ expiresAt: now }).where(eq(vouchers.id, row.id));
    log.record({ what: "voucher", key: row.code, action: "retired", note: "not in the file: expired now" });
  }
}
