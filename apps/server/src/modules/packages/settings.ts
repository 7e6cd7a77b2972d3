import type { ShopSettings } from "@shop/contracts/shop-settings";
import type { Db } from "../../db/client.ts";
import { packageSettings } from "../../db/schema/packages.ts";
import { type ChangeLog, upsertPortalRow } from "../../platform/shop-settings.ts";

/** The settings file's webshop.package (spec 01 §3 portal webshop `package.addToCartWarning`). */
export async function applyPackageSettings(
  tx: Db,
  portalId: number,
  settings: ShopSettings["webshop"]["package"],
  log: ChangeLog,
): Promise<void> {
  await upsertPortalRow(
    tx,
    packageSettings,
    portalId,
    { addToCartWarning: settings.addToCartWarning },
    log,
    "package settings",
    { addToCartWarning: "package.addToCartWarning" },
  );
}
