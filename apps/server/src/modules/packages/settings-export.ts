import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { packageSettings } from "../../db/schema/packages.ts";

/** The webshop section's `package` read back from the shop (the reverse of settings.ts). */
export async function exportPackageSettings(
  db: Db,
  portalId: number,
): Promise<ShopSettingsFile["webshop"]["package"]> {
  const [row] = await db.select().from(packageSettings).where(eq(packageSettings.portalId, portalId));
  return { addToCartWarning: row?.addToCartWarning ?? false };
}
