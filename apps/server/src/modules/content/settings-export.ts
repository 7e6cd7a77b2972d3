import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentPages, menuItems, pageSettings, portals, webshopSettings } from "../../db/schema/content.ts";
import { fileAmountOrNull, filePercent, fileText } from "../../platform/settings-export.ts";

/** The content module's sections of the settings file read back from the shop: the reverse of settings.ts. */

const visibilityNames = ["always", "signedIn", "signedOut"] as const;

export async function exportPortal(db: Db, portalId: number): Promise<ShopSettingsFile["portal"]> {
  const [row] = await db.select().from(portals).where(eq(portals.id, portalId));
  if (!row) throw new Error(`no portal ${portalId}`);
  return {
    name: row.name,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    state: row.state,
    country: row.country,
    email: row.email,
    phone: row.phone,
    currency: row.currency,
    vatPercent: filePercent(row.vatRate),
    gatherAddress2: row.gatherAddress2,
    acceptMailDefaultOn: row.acceptMailDefaultOn,
    hideMarketingConsent: row.hideMarketingConsent,
  };
}

/** The webshop section but its `package`, which the packages module owns. */
export async function exportWebshop(
  db: Db,
  portalId: number,
): Promise<Omit<ShopSettingsFile["webshop"], "package"> | null> {
  const [row] = await db.select().from(webshopSettings).where(eq(webshopSettings.portalId, portalId));
  if (!row) return null;
  return {
    languages: row.languages.map((l) => ({ tag: l.long, name: l.name })),
    defaultLanguage: row.defaultLanguage,
    contactEmail: row.contactEmail,
    freeShippingThreshold: fileAmountOrNull(row.freeShippingThreshold),
    termsText: row.termsText,
    privacyPolicy: row.privacyPolicy,
    allowOwnPhotos: row.allowOwnPhotos,
    mergeSiblingPictures: row.mergeSiblingPictures,
    editor: {
      addToCartWarning: row.editorAddToCartWarning,
      disableImageToolbox: row.disableImageToolbox,
      updateCartLabel: row.updateCartLabel === null ? null : { ...row.updateCartLabel },
    },
    disableMixingPhotographers: row.disableMixingPhotographers,
    letters: {
      template: row.letterTemplate === null ? null : { ...row.letterTemplate },
      prices: row.letterPrices,
    },
  };
}

export async function exportPage(db: Db, portalId: number): Promise<ShopSettingsFile["page"]> {
  const [row] = await db.select().from(pageSettings).where(eq(pageSettings.portalId, portalId));
  if (!row) return undefined;
  return {
    backgroundImage: row.backgroundImage,
    primaryColor: row.primaryColor,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    desktopVersionUrl: row.desktopVersionUrl,
  };
}

export async function exportMenu(db: Db, portalId: number): Promise<NonNullable<ShopSettingsFile["menu"]>> {
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.portalId, portalId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return rows.map((row) => ({
    label: { ...row.label },
    visibility: visibilityNames[row.visibility] ?? "always",
    type: row.type as "internal" | "modal" | "cookie_settings" | "external",
    target: row.target,
  }));
}

export async function exportPages(db: Db, portalId: number): Promise<NonNullable<ShopSettingsFile["pages"]>> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.portalId, portalId))
    .orderBy(asc(contentPages.id));
  return rows.map((row) => {
    const byLanguage = row.translations.modules ?? {};
    return {
      id: row.slug,
      title: fileText(row.title, row.translations.title),
      modules: Object.keys(byLanguage).length > 0 ? { ...byLanguage } : row.modules,
    };
  });
}
