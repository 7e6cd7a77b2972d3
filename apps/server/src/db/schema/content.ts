import type { PageModule } from "@shop/contracts/content";
import type { Translations } from "@shop/domain/localised-text";
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The logo: one file per size, all of one upload (`logo-<hash>-<height>.png`). */
export interface LookLogo {
  hash: string;
  /** The file the letters print (the largest); the header shows `header`. */
  letter: { file: string; width: number; height: number };
  header: { file: string; width: number; height: number };
}

/** The front picture at the widths the front page asks for; `url` is the background image they were made for. */
export interface LookFrontPicture {
  url: string;
  sizes: Array<{ file: string; width: number; height: number }>;
}

export interface LookFavicon {
  sizes: Array<{ file: string; size: number }>;
}

/** The photographer's shop. One row per installation; every other table hangs off it. */
export const portals = pgTable("portals", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  state: text("state"),
  country: text("country").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  gatherAddress2: boolean("gather_address2").notNull().default(false),
  acceptMailDefaultOn: boolean("accept_mail_default_on").notNull().default(false),
  hideMarketingConsent: boolean("hide_marketing_consent").notNull().default(false),
  currency: text("currency").notNull().default("NOK"),
  /** Basis points of a percent: 2500 = 25 %. */
  vatRate: integer("vat_rate").notNull().default(2500),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const webshopSettings = pgTable("webshop_settings", {
  portalId: integer("portal_id")
    .primaryKey()
    .references(() => portals.id, { onDelete: "cascade" }),
  /** Minor units; null: no free-shipping threshold. */
  freeShippingThreshold: integer("free_shipping_threshold"),
  privacyPolicy: text("privacy_policy"),
  /** [{ long: 'en', name: 'English' }, …] */
  languages: jsonb("languages").$type<Array<{ long: string; name: string }>>().notNull(),
  defaultLanguage: text("default_language").notNull().default("en"),
  termsText: text("terms_text").notNull().default(""),
  contactEmail: text("contact_email").notNull(),
  /** Parents may upload pictures of their own to put on template products (decision 0026). */
  allowOwnPhotos: boolean("allow_own_photos").notNull().default(false),
  /** The template editor's option flags (spec 02 §2, §4, §6; the settings file's webshop.editor). */
  editorAddToCartWarning: boolean("editor_add_to_cart_warning").notNull().default(false),
  disableImageToolbox: boolean("disable_image_toolbox").notNull().default(false),
  /** 'Update cart' in the shop's words, by language tag; null: the interface's own. */
  updateCartLabel: jsonb("update_cart_label").$type<Record<string, string>>(),
  /** A cart holds the pictures of one photographer only (spec 02 §5, §6). */
  disableMixingPhotographers: boolean("disable_mixing_photographers").notNull().default(false),
  /** Sibling pictures are shown and sold as individual ones (spec 03 §4's merged mode, decision 0051). */
  mergeSiblingPictures: boolean("merge_sibling_pictures").notNull().default(false),
  /** The code letters' text per language tag (the settings file's webshop.letters.template); null: today's text. */
  letterTemplate: jsonb("letter_template").$type<Record<string, string>>(),
  /** The code letters list the shop's digital prices. */
  letterPrices: boolean("letter_prices").notNull().default(false),
});

export const pageSettings = pgTable("page_settings", {
  portalId: integer("portal_id")
    .primaryKey()
    .references(() => portals.id, { onDelete: "cascade" }),
  backgroundImage: text("background_image"),
  primaryColor: text("primary_color").notNull().default("#1f4e79"),
  backgroundColor: text("background_color").notNull().default("#f5f1ea"),
  textColor: text("text_color").notNull().default("#1b1b1b"),
  desktopVersionUrl: text("desktop_version_url"),
  /** The shop's look uploaded in the studio (decision 0071): files under look/ in storage, named by their content. */
  logo: jsonb("logo").$type<LookLogo>(),
  frontPicture: jsonb("front_picture").$type<LookFrontPicture>(),
  favicon: jsonb("favicon").$type<LookFavicon>(),
});

export const menuItems = pgTable("menu_items", {
  id: serial("id").primaryKey(),
  portalId: integer("portal_id")
    .notNull()
    .references(() => portals.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
  /** Label by language tag. */
  label: jsonb("label").$type<Record<string, string>>().notNull(),
  /** 0 always, 1 logged in, 2 logged out. */
  visibility: smallint("visibility").notNull().default(0),
  /** internal | modal | cookie_settings | external */
  type: text("type").notNull(),
  target: text("target").notNull(),
});

/** The legacy content pages of /pages/:id (spec 01 §2.8), per portal; HTML in them is stored sanitised. */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    /** The page's id in its URL. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    modules: jsonb("modules").$type<PageModule[]>().notNull(),
    /**
     * The page in each language of the settings file (packages/domain localised-text.ts): its title, and its modules
     * when the file gives a list per language; `title` and `modules` hold the default language's.
     */
    translations: jsonb("translations")
      .$type<{ title?: Translations; modules?: Readonly<Record<string, PageModule[]>> }>()
      .notNull()
      .default({}),
  },
  (t) => [uniqueIndex("content_pages_portal_slug").on(t.portalId, t.slug)],
);
