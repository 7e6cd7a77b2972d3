import {
  type Language,
  LegacyPageResponse,
  type MenuItem,
  type SettingsResponse,
} from "@shop/contracts/content";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contentPages, menuItems, pageSettings, portals, webshopSettings } from "../../db/schema/content.ts";
import { cachedRead } from "../../platform/read-cache.ts";
import { inRequestLanguage, localised } from "../../platform/request-language.ts";
import { currentFrontPicture, lookFileUrl, type StoredLook } from "./look.ts";
import { sanitizeModules } from "./sanitize.ts";

/** Where the front-page background lives in storage; content/routes.ts serves it at frontBackgroundPath. */
export const frontBackgroundKey = "backgrounds/front.jpg";
export const frontBackgroundPath = "/api/webshop/content/front-background.jpg";

const menuTypes = new Set<MenuItem["type"]>(["internal", "modal", "cookie_settings", "external"]);

function isMenuType(value: string): value is MenuItem["type"] {
  return menuTypes.has(value as MenuItem["type"]);
}

function isVisibility(value: number): value is MenuItem["visibility"] {
  return value === 0 || value === 1 || value === 2;
}

export async function getSettings(
  db: Db,
  portalId: number,
  consentScriptUrl: string | null = null,
): Promise<SettingsResponse> {
  const [[portal], [webshop], [page], menu] = await Promise.all([
    db.select().from(portals).where(eq(portals.id, portalId)).limit(1),
    db.select().from(webshopSettings).where(eq(webshopSettings.portalId, portalId)).limit(1),
    db.select().from(pageSettings).where(eq(pageSettings.portalId, portalId)).limit(1),
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.portalId, portalId))
      .orderBy(asc(menuItems.position), asc(menuItems.id)),
  ]);
  if (!portal || !webshop) throw new Error(`portal ${portalId} has no settings`);
  return {
    portal: {
      name: portal.name,
      contactInfo: {
        address: portal.address,
        postalCode: portal.postalCode,
        city: portal.city,
        state: portal.state,
        country: portal.country,
        email: portal.email,
        phone: portal.phone,
      },
      options: {
        gatherAddress2: portal.gatherAddress2,
        acceptMailDefaultOn: portal.acceptMailDefaultOn,
        hideMarketingConsent: portal.hideMarketingConsent,
      },
      currency: portal.currency,
      vatRate: portal.vatRate,
    },
    webshop: {
      freeShippingThreshold: webshop.freeShippingThreshold,
      hasPrivacyPolicy: (webshop.privacyPolicy ?? "").trim() !== "",
      locale: { languages: webshop.languages, default_language: webshop.defaultLanguage },
      termsText: webshop.termsText,
      contactInfo: { email: webshop.contactEmail },
      allowOwnPhotos: webshop.allowOwnPhotos,
      editor: {
        addToCartWarning: webshop.editorAddToCartWarning,
        disableImageToolbox: webshop.disableImageToolbox,
        updateCartLabel: webshop.updateCartLabel ?? null,
      },
    },
    page: {
      backgroundImage: page?.backgroundImage ?? null,
      colors: {
        primary: page?.primaryColor ?? "#1f4e79",
        background: page?.backgroundColor ?? "#f5f1ea",
        text: page?.textColor ?? "#1b1b1b",
      },
      desktopVersionUrl: page?.desktopVersionUrl ?? null,
      ...lookOfPage(page),
    },
    // A row with an unknown type or visibility (hand-edited data) is left out rather than breaking the shell.
    menu: menu.flatMap((item) => {
      const { type, visibility } = item;
      if (!isMenuType(type) || !isVisibility(visibility)) return [];
      return [{ id: String(item.id), label: item.label, visibility, type, target: item.target }];
    }),
    consent: { scriptUrl: consentScriptUrl },
  };
}

/** The look the studio uploaded, as the settings answer it (decision 0071). */
function lookOfPage(
  page: Pick<StoredLook, "backgroundImage" | "logo" | "frontPicture" | "favicon"> | undefined,
): Pick<SettingsResponse["page"], "logo" | "frontPictureSizes" | "favicons"> {
  if (!page) return { logo: null, frontPictureSizes: [], favicons: [] };
  const { header } = page.logo ?? {};
  return {
    logo: header ? { url: lookFileUrl(header.file), width: header.width, height: header.height } : null,
    frontPictureSizes: (currentFrontPicture(page)?.sizes ?? []).map((size) => ({
      url: lookFileUrl(size.file),
      width: size.width,
      height: size.height,
    })),
    favicons: (page.favicon?.sizes ?? []).map((icon) => ({ url: lookFileUrl(icon.file), size: icon.size })),
  };
}

export async function getPrivacyPolicy(db: Db, portalId: number): Promise<string | null> {
  const [row] = await db
    .select({ privacyPolicy: webshopSettings.privacyPolicy })
    .from(webshopSettings)
    .where(eq(webshopSettings.portalId, portalId))
    .limit(1);
  const text = row?.privacyPolicy ?? null;
  return text !== null && text.trim() !== "" ? text : null;
}

export async function getLanguages(
  db: Db,
  portalId: number,
): Promise<{ languages: Language[]; defaultLanguage: string }> {
  const [row] = await db
    .select({ languages: webshopSettings.languages, defaultLanguage: webshopSettings.defaultLanguage })
    .from(webshopSettings)
    .where(eq(webshopSettings.portalId, portalId))
    .limit(1);
  return { languages: row?.languages ?? [], defaultLanguage: row?.defaultLanguage ?? "en" };
}

/** The code letters' settings: the text per language tag (null: today's text) and whether they list the prices. */
export async function letterSettings(
  db: Db,
  portalId: number,
): Promise<{ template: Record<string, string> | null; prices: boolean }> {
  const [row] = await db
    .select({ template: webshopSettings.letterTemplate, prices: webshopSettings.letterPrices })
    .from(webshopSettings)
    .where(eq(webshopSettings.portalId, portalId))
    .limit(1);
  return { template: row?.template ?? null, prices: row?.prices ?? false };
}

/** A tag the shop offers, else the shop's default language. */
export async function resolveLanguage(db: Db, portalId: number, wanted: string | undefined): Promise<string> {
  const { languages, defaultLanguage } = await getLanguages(db, portalId);
  if (wanted !== undefined && languages.some((l) => l.long === wanted)) return wanted;
  return defaultLanguage;
}

/** What the rest of the shop reads of its own settings: names and contacts, money, the checkout's texts and options. */
export interface ShopProfile {
  name: string;
  email: string;
  phone: string;
  /** Where parents write to (the contact page); may be empty, then `email` is the shop's. */
  contactEmail: string;
  currency: string;
  /** Basis points. */
  vatRate: number;
  freeShippingThreshold: number | null;
  termsText: string;
  gatherAddress2: boolean;
  /** Parents may upload pictures of their own (modules/uploads). */
  allowOwnPhotos: boolean;
  /** A cart holds the pictures of one photographer only (modules/cart, checkout). */
  disableMixingPhotographers: boolean;
  /** Sibling pictures are shown and sold as individual ones (spec 03 §4's merged mode, decision 0051). */
  mergeSiblingPictures: boolean;
}

/** The shop's name, contact, currency, VAT and texts (kept in the read cache, platform/read-cache.ts). */
export const shopProfile = cachedRead("shopProfile", ["portals", "webshop_settings"], readShopProfile);

async function readShopProfile(db: Db, portalId: number): Promise<ShopProfile> {
  const [row] = await db
    .select({
      name: portals.name,
      email: portals.email,
      phone: portals.phone,
      contactEmail: webshopSettings.contactEmail,
      currency: portals.currency,
      vatRate: portals.vatRate,
      freeShippingThreshold: webshopSettings.freeShippingThreshold,
      termsText: webshopSettings.termsText,
      gatherAddress2: portals.gatherAddress2,
      allowOwnPhotos: webshopSettings.allowOwnPhotos,
      disableMixingPhotographers: webshopSettings.disableMixingPhotographers,
      mergeSiblingPictures: webshopSettings.mergeSiblingPictures,
    })
    .from(portals)
    .leftJoin(webshopSettings, eq(webshopSettings.portalId, portals.id))
    .where(eq(portals.id, portalId))
    .limit(1);
  if (!row) throw new Error(`portal ${portalId} does not exist`);
  return {
    ...row,
    contactEmail: row.contactEmail ?? "",
    termsText: row.termsText ?? "",
    allowOwnPhotos: row.allowOwnPhotos ?? false,
    disableMixingPhotographers: row.disableMixingPhotographers ?? false,
    mergeSiblingPictures: row.mergeSiblingPictures ?? false,
  };
}

/**
 * A content page of the portal, or null. Its HTML was sanitised when stored and is sanitised again here, so a row
 * written by hand or by an older allow-list still answers only what the allow-list lets through; a module that no
 * longer fits the contract (hand-edited data) leaves the page unanswered rather than half drawn.
 */
export async function getLegacyPage(
  db: Db,
  portalId: number,
  slug: string,
): Promise<LegacyPageResponse | null> {
  const [row] = await db
    .select({
      title: contentPages.title,
      modules: contentPages.modules,
      translations: contentPages.translations,
    })
    .from(contentPages)
    .where(and(eq(contentPages.portalId, portalId), eq(contentPages.slug, slug)))
    .limit(1);
  if (!row) return null;
  const parsed = LegacyPageResponse.safeParse({
    title: localised(row.title, row.translations.title),
    modules: inRequestLanguage(row.translations.modules) ?? row.modules,
  });
  if (!parsed.success) throw new Error(`content page ${slug} does not fit the contract`);
  return { title: parsed.data.title, modules: sanitizeModules(parsed.data.modules) };
}
