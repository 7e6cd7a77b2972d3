import type { ShopSettings } from "@shop/contracts/shop-settings";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ChangeLog, type SettingsChange } from "../../platform/shop-settings.ts";
import { applyPrints, applyTemplateProducts } from "../catalog/product-settings.ts";
import {
  type AppliedProducts,
  applyCatalogues,
  applyDigital,
  applyRetouch,
  digitalCount,
} from "../catalog/settings.ts";
import { applyVouchers } from "../catalog/voucher-settings.ts";
import { applyCheckout } from "../checkout/settings.ts";
import { applyMenu, applyPage, applyPages, applyPortal, applyWebshop } from "../content/settings.ts";
import { applyDeliveryOptions } from "../delivery/settings.ts";
import { applyPackageSettings } from "../packages/settings.ts";
import { applyPaymentOptions } from "../payments/settings.ts";
import { applySiblingPictureMerge } from "../subjects/records.ts";
import { loadJobIndex } from "./jobs.ts";

export interface ApplyOptions {
  /** The moment options and vouchers the file no longer lists expire. */
  now?: Date;
  /** Works out every change, then rolls them back. */
  dryRun?: boolean;
  /** Called in the transaction once everything is applied (not on a dry run): the studio records the change so. */
  onApplied?: (tx: Db, report: SettingsReport) => Promise<void>;
}

/** The settings to apply: the file's version says only how it was written, so applying does not ask for it. */
export type AppliedSettings = Omit<ShopSettings, "version">;

export interface SettingsReport {
  portalId: number;
  changes: SettingsChange[];
  dryRun: boolean;
}

/**
 * A lock namespace of pg_advisory_xact_lock(namespace, 0): the settings of the shop (a database holds one). Two
 * applies at once (the studio on two processes, or the studio and `settings apply` on PostgreSQL) would each find a
 * new row missing and both create it; under the lock the second sees the first's rows.
 */
const settingsLockNamespace = 8_201;

class RollBack extends Error {
  readonly report: SettingsReport;
  constructor(report: SettingsReport) {
    super("dry run");
    this.report = report;
  }
}

/**
 * Applies a validated shop settings file in one transaction: each module applies its own section (content the portal,
 * catalog the products and vouchers, delivery, payments, checkout), and the jobs come from the subjects module. Each section the file has is the whole truth of that
 * section: its rows are created or updated by their natural keys (so ids and uuids stay, and carts and orders keep
 * pointing at the same rows), and rows of that section the file no longer lists are retired, never deleted when an
 * order may point at them. A section the file leaves out is not touched. Applying the same file twice changes nothing.
 */
export async function applyShopSettings(
  db: Db,
  settings: AppliedSettings,
  options: ApplyOptions = {},
): Promise<SettingsReport> {
  const now = options.now ?? new Date();
  const dryRun = options.dryRun ?? false;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${settingsLockNamespace}::int, 0)`);
      const log = new ChangeLog();
      const portalId = await applyPortal(tx, settings.portal, log);
      await applyWebshop(tx, portalId, settings.webshop, log);
      const merged = await applySiblingPictureMerge(tx, portalId, settings.webshop.mergeSiblingPictures);
      if (merged > 0) {
        log.record({
          what: "sibling pictures",
          key: settings.webshop.mergeSiblingPictures
            ? "sold as individual pictures"
            : "sold as sibling pictures",
          action: "updated",
          note: `${merged} pictures`,
        });
      }
      await applyPackageSettings(tx, portalId, settings.webshop.package, log);
      if (settings.page) await applyPage(tx, portalId, settings.page, log);
      if (settings.menu) await applyMenu(tx, portalId, settings.menu, log);
      if (settings.pages)
        await applyPages(tx, portalId, settings.pages, settings.webshop.defaultLanguage, log);
      if (settings.checkout) await applyCheckout(tx, portalId, settings.checkout, log);

      const jobs = await loadJobIndex(tx, portalId);
      const lang = settings.webshop.defaultLanguage;
      const products: AppliedProducts = { ids: new Map(), skipped: new Set() };
      if (settings.digital) {
        for (const [name, id] of await applyDigital(tx, portalId, settings.digital, lang, log))
          products.ids.set(name, id);
      }
      if (settings.catalogues) {
        const applied = await applyCatalogues(
          tx,
          portalId,
          settings.catalogues,
          jobs,
          digitalCount(settings.digital),
          lang,
          log,
        );
        for (const [name, id] of applied.ids) products.ids.set(name, id);
        for (const name of applied.skipped) products.skipped.add(name);
      }
      if (settings.retouch) {
        const first = digitalCount(settings.digital) + (settings.catalogues?.length ?? 0);
        for (const [name, id] of await applyRetouch(tx, portalId, settings.retouch, first, lang, log))
          products.ids.set(name, id);
      }
      if (settings.templateProducts)
        await applyTemplateProducts(tx, portalId, settings.templateProducts, lang, log);
      if (settings.prints) {
        const shop = { currency: settings.portal.currency, defaultLanguage: lang };
        await applyPrints(tx, portalId, settings.prints, shop, log);
      }
      if (settings.deliveryOptions) {
        await applyDeliveryOptions(tx, portalId, settings.deliveryOptions, jobs, now, lang, log);
      }
      if (settings.paymentOptions)
        await applyPaymentOptions(tx, portalId, settings.paymentOptions, lang, log);
      if (settings.vouchers) await applyVouchers(tx, portalId, settings.vouchers, products, now, lang, log);

      const report = { portalId, changes: log.changes, dryRun };
      if (dryRun) throw new RollBack(report);
      await options.onApplied?.(tx, report);
      return report;
    });
  } catch (error) {
    if (error instanceof RollBack) return error.report;
    throw error;
  }
}
