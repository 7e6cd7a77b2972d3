import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { checkoutSettings } from "../../db/schema/checkout.ts";

/** The checkout section read back from the shop (the reverse of settings.ts); none while the shop has no row. */
export async function exportCheckout(db: Db, portalId: number): Promise<ShopSettingsFile["checkout"]> {
  const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.portalId, portalId));
  if (!row) return undefined;
  return { orderComment: !row.disableOrderComment, addressAutocomplete: row.useAddressAutocompleteService };
}
