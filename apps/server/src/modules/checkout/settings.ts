import type { ShopSettings } from "@shop/contracts/shop-settings";
import type { Db } from "../../db/client.ts";
import { checkoutSettings } from "../../db/schema/checkout.ts";
import { type ChangeLog, upsertPortalRow } from "../../platform/shop-settings.ts";

/** The checkout's settings as the shop settings file gives them. */
export async function applyCheckout(
  tx: Db,
  portalId: number,
  settings: NonNullable<ShopSettings["checkout"]>,
  log: ChangeLog,
): Promise<void> {
  const desired = {
    disableOrderComment: !settings.orderComment,
    useAddressAutocompleteService: settings.addressAutocomplete,
  };
  await upsertPortalRow(tx, checkoutSettings, portalId, desired, log, "checkout settings", {
    disableOrderComment: "orderComment",
    useAddressAutocompleteService: "addressAutocomplete",
  });
}
