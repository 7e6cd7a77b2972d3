import type { FieldTranslations } from "@shop/domain/localised-text";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { catalogues, products } from "./catalog.ts";
import { portals } from "./content.ts";
import { jobs } from "./subjects.ts";
import { templates } from "./templates.ts";

/**
 * Package offers of a job (spec 02 §3 package offer): the cards of 'Exclusive deals'. A package's own product (kind
 * `package`, type 200) is what a cart line and an order line name, and its regular price is the offer's original
 * price; the offer carries the package price, the time-limited price with its end, and why it is disabled.
 */
export const packageOffers = pgTable(
  "package_offers",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The package's own product: one per offer. */
    productId: integer("product_id")
      .notNull()
      .unique()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `name`, `description`, `linkText`, `disabledReason` hold the default language's. */
    translations: jsonb("translations")
      .$type<FieldTranslations<"name" | "description" | "linkText" | "disabledReason">>()
      .notNull()
      .default({}),
    /** 'package' | 'link' */
    type: text("type").notNull().default("package"),
    link: text("link"),
    linkText: text("link_text"),
    linkInfo: jsonb("link_info").$type<{ type: string; category: string | null }>(),
    image: text("image"),
    /** Minor units, VAT included: what the package costs outside the time-limited price. */
    priceIncludingDiscount: integer("price_including_discount").notNull(),
    timeLimitedDiscountPrice: integer("time_limited_discount_price"),
    timeLimitedDiscountEnds: timestamp("time_limited_discount_ends", { withTimezone: true }),
    /** Set: the offer cannot be bought, and the card says why. */
    disabledReason: text("disabled_reason"),
    /** Spec 02 §5 picture-set choice restriction: 0 none, 1 same subject, 2 same job, 3 same job type. */
    allowSubjectChange: smallint("allow_subject_change").notNull().default(0),
    samePhotographerOnly: boolean("same_photographer_only").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("package_offers_job_idx").on(t.jobId, t.sortOrder),
    // The reminder round finds the offers whose time-limited price ends in its window (decision 0036).
    index("package_offers_time_limited_ends_idx")
      .on(t.timeLimitedDiscountEnds)
      .where(sql`${t.timeLimitedDiscountEnds} is not null`),
  ],
);

/**
 * Spec 02 §3 package item: a template product (a template of the product, and whether the parent may choose another
 * template of the same product), a catalogue, or a digital portrait set of a picture type. `productId` is the item's
 * product (the template's, the catalogue's, the digital set's).
 */
export const packageItems = pgTable(
  "package_items",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    packageId: integer("package_id")
      .notNull()
      .references(() => packageOffers.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** 'TEMPLATE_PRODUCT' | 'CATALOGUE' | 'DIGITAL_SET' */
    type: text("type").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    templateId: integer("template_id").references(() => templates.id, { onDelete: "cascade" }),
    canChangeTemplate: boolean("can_change_template").notNull().default(false),
    catalogueId: integer("catalogue_id").references(() => catalogues.id, { onDelete: "cascade" }),
    /** IP | SFP | GP of a digital set. */
    pictureType: text("picture_type"),
  },
  (t) => [
    uniqueIndex("package_items_package_idx").on(t.packageId, t.position),
    // Deleting a product, template or catalogue finds the items that name it (ON DELETE CASCADE).
    index("package_items_product_idx").on(t.productId),
    index("package_items_template_idx").on(t.templateId),
    index("package_items_catalogue_idx").on(t.catalogueId),
  ],
);

/** The shop's package settings (spec 01 §3 portal webshop `package.addToCartWarning`). */
export const packageSettings = pgTable("package_settings", {
  portalId: integer("portal_id")
    .primaryKey()
    .references(() => portals.id, { onDelete: "cascade" }),
  /** 'Dear customer' is shown before a package is added to the cart. */
  addToCartWarning: boolean("add_to_cart_warning").notNull().default(false),
});
