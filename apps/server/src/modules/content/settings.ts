import type { ShopSettings } from "@shop/contracts/shop-settings";
import { splitText } from "@shop/domain/localised-text";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentPages, menuItems, pageSettings, portals, webshopSettings } from "../../db/schema/content.ts";
import {
  basisPoints,
  type ChangeLog,
  changedFields,
  quoted,
  upsertPortalRow,
} from "../../platform/shop-settings.ts";
import { sanitizeModules } from "./sanitize.ts";

/** The portal, the webshop and page settings and the menu, as the shop settings file gives them. */

const visibilities = { always: 0, signedIn: 1, signedOut: 2 } as const;

/**
 * The shop's one portal: the first one (which the server makes with empty details when it started once on an empty
 * database) is updated; without one, it is created.
 */
export async function applyPortal(tx: Db, settings: ShopSettings["portal"], log: ChangeLog): Promise<number> {
  const desired = {
    name: settings.name,
    address: settings.address,
    postalCode: settings.postalCode,
    city: settings.city,
    state: settings.state,
    country: settings.country,
    email: settings.email,
    phone: settings.phone,
    gatherAddress2: settings.gatherAddress2,
    acceptMailDefaultOn: settings.acceptMailDefaultOn,
    hideMarketingConsent: settings.hideMarketingConsent,
    currency: settings.currency,
    vatRate: basisPoints(settings.vatPercent),
  };
  const [existing] = await tx.select().from(portals).orderBy(asc(portals.id)).limit(1);
  if (!existing) {
    const [created] = await tx.insert(portals).values(desired).returning({ id: portals.id });
    if (!created) throw new Error("creating the portal returned no row");
    log.upserted("portal", quoted(settings.name), false, []);
    return created.id;
  }
  const fields = changedFields(existing, desired, { vatRate: "vatPercent" });
  if (fields.length > 0) await tx.update(portals).set(desired).where(eq(portals.id, existing.id));
  log.upserted("portal", quoted(settings.name), true, fields);
  return existing.id;
}

/** A label of the file by language tag: one text given for all is the text of each of the shop's languages. */
function labelByLanguage(
  label: string | Record<string, string> | null,
  languages: ReadonlyArray<{ tag: string }>,
): Record<string, string> | null {
  if (label === null || typeof label !== "string") return label;
  return Object.fromEntries(languages.map((l) => [l.tag, label]));
}

export async function applyWebshop(
  tx: Db,
  portalId: number,
  settings: ShopSettings["webshop"],
  log: ChangeLog,
): Promise<void> {
  const desired = {
    languages: settings.languages.map((l) => ({ long: l.tag, name: l.name })),
    defaultLanguage: settings.defaultLanguage,
    contactEmail: settings.contactEmail,
    freeShippingThreshold: settings.freeShippingThreshold,
    termsText: settings.termsText,
    privacyPolicy: settings.privacyPolicy,
    allowOwnPhotos: settings.allowOwnPhotos,
    editorAddToCartWarning: settings.editor.addToCartWarning,
    disableImageToolbox: settings.editor.disableImageToolbox,
    updateCartLabel: labelByLanguage(settings.editor.updateCartLabel, settings.languages),
    disableMixingPhotographers: settings.disableMixingPhotographers,
    mergeSiblingPictures: settings.mergeSiblingPictures,
    letterTemplate: labelByLanguage(settings.letters.template, settings.languages),
    letterPrices: settings.letters.prices,
  };
  await upsertPortalRow(tx, webshopSettings, portalId, desired, log, "webshop settings");
}

export async function applyPage(
  tx: Db,
  portalId: number,
  settings: NonNullable<ShopSettings["page"]>,
  log: ChangeLog,
): Promise<void> {
  await upsertPortalRow(tx, pageSettings, portalId, { ...settings }, log, "page settings");
}

/** The menu is the file's list: item i of the file is the menu's i-th item; items beyond it are removed. */
export async function applyMenu(
  tx: Db,
  portalId: number,
  items: NonNullable<ShopSettings["menu"]>,
  log: ChangeLog,
): Promise<void> {
  const existing = await tx
    .select()
    .from(menuItems)
    .where(eq(menuItems.portalId, portalId))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  for (const [position, item] of items.entries()) {
    const desired = {
      position,
      label: item.label,
      visibility: visibilities[item.visibility],
      type: item.type,
      target: item.target,
    };
    const key = quoted(Object.values(item.label)[0] ?? item.target);
    const row = existing[position];
    if (!row) {
      await tx.insert(menuItems).values({ portalId, ...desired });
      log.upserted("menu item", key, false, []);
      continue;
    }
    const fields = changedFields(row, desired);
    if (fields.length > 0) await tx.update(menuItems).set(desired).where(eq(menuItems.id, row.id));
    log.upserted("menu item", key, true, fields);
  }
  for (const row of existing.slice(items.length)) {
    await tx.delete(menuItems).where(eq(menuItems.id, row.id));
    log.record({
      what: "menu item",
      key: quoted(Object.values(row.label)[0] ?? row.target),
      action: "removed",
    });
  }
}

/**
 * The content pages are the file's list, by id: a page is created or updated (its HTML stored sanitised), a page
 * the file no longer lists is removed (nothing points at a page but menu items, which are the file's too).
 */
export async function applyPages(
  tx: Db,
  portalId: number,
  pages: NonNullable<ShopSettings["pages"]>,
  defaultLanguage: string,
  log: ChangeLog,
): Promise<void> {
  const existing = await tx.select().from(contentPages).where(eq(contentPages.portalId, portalId));
  const bySlug = new Map(existing.map((row) => [row.slug, row]));
  for (const page of pages) {
    const title = splitText(page.title, defaultLanguage);
    // A list per language, or one for every language; the default language's (else the first) is the page's own.
    const byLanguage = Array.isArray(page.modules)
      ? {}
      : Object.fromEntries(Object.entries(page.modules).map(([lang, list]) => [lang, sanitizeModules(list)]));
    const own = Array.isArray(page.modules)
      ? sanitizeModules(page.modules)
      : (byLanguage[defaultLanguage] ?? Object.values(byLanguage)[0] ?? []);
    const desired = {
      title: title.text,
      modules: own,
      translations: { title: title.translations, modules: byLanguage },
    };
    const row = bySlug.get(page.id);
    if (!row) {
      await tx.insert(contentPages).values({ portalId, slug: page.id, ...desired });
      log.upserted("page", quoted(page.id), false, []);
      continue;
    }
    const fields = changedFields(row, desired);
    if (fields.length > 0) await tx.update(contentPages).set(desired).where(eq(contentPages.id, row.id));
    log.upserted("page", quoted(page.id), true, fields);
  }
  const wanted = new Set(pages.map((p) => p.id));
  for (const row of existing) {
    if (wanted.has(row.slug)) continue;
    await tx.delete(contentPages).where(eq(contentPages.id, row.id));
    log.record({ what: "page", key: quoted(row.slug), action: "removed" });
  }
}
