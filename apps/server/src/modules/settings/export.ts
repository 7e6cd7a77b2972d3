import { shopSettingsVersion } from "@shop/contracts/shop-settings";
import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import type { Db } from "../../db/client.ts";
import { exportPrints, exportTemplateProducts } from "../catalog/product-settings-export.ts";
import { exportCatalog, exportVouchers } from "../catalog/settings-export.ts";
import { exportCheckout } from "../checkout/settings-export.ts";
import {
  exportMenu,
  exportPage,
  exportPages,
  exportPortal,
  exportWebshop,
} from "../content/settings-export.ts";
import { exportDeliveryOptions } from "../delivery/settings-export.ts";
import { exportPackageSettings } from "../packages/settings-export.ts";
import { exportPaymentOptions } from "../payments/settings-export.ts";
import { jobsOfShop } from "../subjects/jobs.ts";

/**
 * The shop's settings as a settings file of the current version (the studio's export): each module writes its own
 * section back from its rows, so applying the export changes nothing. Null while the shop has no webshop settings
 * (a shop that was never set up has no file to give).
 */
export async function exportShopSettings(
  db: Db,
  portalId: number,
  now: Date = new Date(),
): Promise<ShopSettingsFile | null> {
  const webshop = await exportWebshop(db, portalId);
  if (webshop === null) return null;
  const jobs = await jobsOfShop(db, portalId);
  // A job by its name as people read it, or by its uuid when another job has the same name.
  const jobRef = (id: number): string | null => {
    const job = jobs.find((j) => j.id === id);
    if (!job) return null;
    return jobs.filter((j) => j.name === job.name).length === 1 ? job.name : job.uuid;
  };
  const catalog = await exportCatalog(db, portalId, jobRef);
  const page = await exportPage(db, portalId);
  const checkout = await exportCheckout(db, portalId);
  return {
    version: shopSettingsVersion,
    portal: await exportPortal(db, portalId),
    webshop: { ...webshop, package: await exportPackageSettings(db, portalId) },
    ...(page ? { page } : {}),
    menu: await exportMenu(db, portalId),
    pages: await exportPages(db, portalId),
    ...(checkout ? { checkout } : {}),
    digital: catalog.digital,
    catalogues: catalog.catalogues,
    retouch: catalog.retouch,
    templateProducts: await exportTemplateProducts(db, portalId),
    prints: await exportPrints(db, portalId),
    deliveryOptions: await exportDeliveryOptions(db, portalId, now, jobRef),
    paymentOptions: await exportPaymentOptions(db, portalId),
    vouchers: await exportVouchers(db, portalId, now, catalog.productNames),
  };
}
