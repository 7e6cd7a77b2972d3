import type { FieldTranslations } from "@shop/domain/localised-text";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { portals } from "./content.ts";
import { imageBackgrounds } from "./images.ts";
import { jobs } from "./subjects.ts";

/** A text in the shop's languages, by language code ({ en: "Cards", nb: "Kort" }). */
export type LocalisedText = Record<string, string>;

/**
 * The product categories of spec 02 §2 and §3: cards, calendar, photo gift categories by internal name,
 * digitalprint, catalogues, packages; `archive` is never shown. Card sub-categories (15×15, 10×15) name their parent
 * and one of them is the default.
 */
export const templateCategories = pgTable(
  "template_categories",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    internalName: text("internal_name").notNull(),
    title: jsonb("title").$type<LocalisedText>().notNull(),
    description: jsonb("description").$type<LocalisedText>().notNull().default({}),
    /** The tile's picture: a path under /templates/all/ (served by a later slice). */
    image: text("image"),
    parentId: integer("parent_id").references((): AnyPgColumn => templateCategories.id, {
      onDelete: "cascade",
    }),
    /** The sub-category the cards tile opens (one per parent). */
    isDefault: boolean("is_default").notNull().default(false),
    /** Photo gift category info (spec 02 §7). */
    userImagePreviews: boolean("user_image_previews").notNull().default(false),
    separateFromBackground: boolean("separate_from_background").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("template_categories_portal_name_idx").on(t.portalId, t.internalName),
    index("template_categories_parent_idx").on(t.parentId),
  ],
);

/** A template of a template product (spec 02 §3); its document lives in its versions. */
export const templates = pgTable(
  "templates",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** CARDS | CALENDAR | PHOTOGIFT, as the document says. */
    type: text("type").notNull(),
    name: text("name").notNull(),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `name` holds the default language's. */
    translations: jsonb("translations").$type<FieldTranslations<"name">>().notNull().default({}),
    /** The version the lists show and a new instance starts from. */
    currentVersion: integer("current_version").notNull().default(1),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    index("templates_portal_type_idx").on(t.portalId, t.type, t.active),
    index("templates_product_idx").on(t.productId),
  ],
);

/**
 * Every version of a template's document, kept so a cart line or an order names the version it was made with. The
 * document is `@shop/render/template`'s, checked with `migrateTemplate` when written and when read.
 */
export const templateVersions = pgTable(
  "template_versions",
  {
    id: serial("id").primaryKey(),
    templateId: integer("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    document: jsonb("document").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("template_versions_template_version_idx").on(t.templateId, t.version)],
);

/** Which categories list a template (a card is in `cards` and in its sub-category). */
export const templateCategoryLinks = pgTable(
  "template_category_links",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => templateCategories.id, { onDelete: "cascade" }),
    templateId: integer("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.templateId] }),
    index("template_category_links_template_idx").on(t.templateId),
  ],
);

/**
 * Promoted products (spec 02 §3): a category or a template shown as 'Other popular products', labelled 'Special
 * offer' or 'Best seller', with a rebated price.
 */
export const promotedProducts = pgTable(
  "promoted_products",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    /** category | template */
    type: text("type").notNull(),
    categoryId: integer("category_id").references(() => templateCategories.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    templateId: integer("template_id").references(() => templates.id, { onDelete: "cascade" }),
    /** special_offer | best_seller */
    label: text("label").notNull(),
    rebatedPrice: integer("rebated_price"),
    /** When the rebated price stops (decision 0042); null: while the row is kept. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("promoted_products_portal_idx").on(t.portalId, t.sortOrder),
    index("promoted_products_category_idx").on(t.categoryId),
    index("promoted_products_product_idx").on(t.productId),
    index("promoted_products_template_idx").on(t.templateId),
  ],
);

/** The backgrounds a job's green-screen pictures may be put on (spec 02 §7 green-screen-backgrounds). */
export const greenScreenBackgrounds = pgTable(
  "green_screen_backgrounds",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    backgroundId: integer("background_id")
      .notNull()
      .references(() => imageBackgrounds.id, { onDelete: "cascade" }),
    /** 0, 90, 180 or 270: how the background is turned behind the picture. */
    rotation: smallint("rotation").notNull().default(0),
    /** original | bw | sepia */
    effect: text("effect").notNull().default("original"),
    isDefault: boolean("is_default").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.backgroundId] }),
    index("green_screen_backgrounds_background_idx").on(t.backgroundId),
  ],
);

/**
 * The templates a job leaves out (issue 31): its picture sets' template lists do not show them. Keyed by job first, as
 * the parent's list asks for the job of the picture set it is filled for.
 */
export const templateJobExclusions = pgTable(
  "template_job_exclusions",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    templateId: integer("template_id")
      .notNull()
      .references(() => templates.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.templateId] }),
    index("template_job_exclusions_template_idx").on(t.templateId),
  ],
);
