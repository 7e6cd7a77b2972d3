import type { FieldTranslations } from "@shop/domain/localised-text";
import {
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
import { users } from "./account.ts";
import { portals } from "./content.ts";
import { orders } from "./orders.ts";
import { jobs } from "./subjects.ts";

/**
 * What the shop sells. `kind` is the shop's own classification (digital_file, digital_set, catalogue, voucher,
 * fee); `type` is the spec's numeric product type. Digital products carry the picture type they price.
 */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    type: integer("type").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `name`, `description` hold the default language's. */
    translations: jsonb("translations")
      .$type<FieldTranslations<"name" | "description">>()
      .notNull()
      .default({}),
    /** IP | SFP | GP for digital files and sets. */
    pictureType: text("picture_type"),
    /** minorderpartquantity: the least a line may hold. */
    minOrderQuantity: integer("min_order_quantity").notNull().default(1),
    /** Null: no maximum beyond the cart's headroom. */
    maxQuantity: integer("max_quantity"),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** When its campaign prices ('Special offer') end; null: they last until they are removed. */
    campaignEndsAt: timestamp("campaign_ends_at", { withTimezone: true }),
  },
  (t) => [index("products_portal_kind_idx").on(t.portalId, t.kind, t.pictureType)],
);

/**
 * productprices of spec 02 §3: the unit price from `quantity` upwards; `campaignPrice` replaces it while set and
 * lower. `type` 0 is the regular price list (others are reserved for price lists of later issues).
 */
export const productPrices = pgTable(
  "product_prices",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    price: integer("price").notNull(),
    campaignPrice: integer("campaign_price"),
    type: smallint("type").notNull().default(0),
  },
  (t) => [uniqueIndex("product_prices_product_quantity_idx").on(t.productId, t.type, t.quantity)],
);

/**
 * A print product's paper (issue 31, decision 0067): its size in whole millimetres, short side first, and the bleed
 * its print file adds around it. One row per product of kind `print`.
 */
export const printSizes = pgTable("print_sizes", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  widthMm: integer("width_mm").notNull(),
  heightMm: integer("height_mm").notNull(),
  bleedMm: integer("bleed_mm").notNull().default(3),
});

export const subProducts = pgTable(
  "sub_products",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `name` holds the default language's. */
    translations: jsonb("translations").$type<FieldTranslations<"name">>().notNull().default({}),
    extraPrice: integer("extra_price").notNull().default(0),
  },
  (t) => [index("sub_products_product_idx").on(t.productId)],
);

/** Digital rebate settings of spec 03 §3: the rebated price per picture type, for a file and for a set. */
export const digitalRebateSettings = pgTable("digital_rebate_settings", {
  portalId: integer("portal_id")
    .primaryKey()
    .references(() => portals.id, { onDelete: "cascade" }),
  portraitFilePrice: integer("portrait_file_price"),
  portraitSetPrice: integer("portrait_set_price"),
  siblingAndFriendsFilePrice: integer("sibling_and_friends_file_price"),
  siblingAndFriendsSetPrice: integer("sibling_and_friends_set_price"),
  groupFilePrice: integer("group_file_price"),
  groupSetPrice: integer("group_set_price"),
});

/** A catalogue (the school's printed catalogue) of a job, priced by its product. */
export const catalogues = pgTable(
  "catalogues",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `name`, `description` hold the default language's. */
    translations: jsonb("translations")
      .$type<FieldTranslations<"name" | "description">>()
      .notNull()
      .default({}),
    maxQuantity: integer("max_quantity").notNull().default(10),
    /** Shipped separately within this many days after the last photo day. */
    deliveryDays: integer("delivery_days").notNull(),
  },
  (t) => [index("catalogues_job_idx").on(t.jobId)],
);

/** Vouchers (rebate codes). */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial("id").primaryKey(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    /** Normalized like access codes: upper case, no spaces. */
    code: text("code").notNull(),
    /** percent | amount */
    kind: text("kind").notNull(),
    /** percent: basis points (1000 = 10 %); amount: minor units. */
    value: integer("value").notNull(),
    minOrderValue: integer("min_order_value"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Null: every product; else only lines of these products count. */
    productIds: integer("product_ids").array(),
    oncePerUser: boolean("once_per_user").notNull().default(false),
    description: text("description").notNull().default(""),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `description` holds the default language's. */
    translations: jsonb("translations").$type<FieldTranslations<"description">>().notNull().default({}),
  },
  (t) => [uniqueIndex("vouchers_portal_code_idx").on(t.portalId, t.code)],
);

/** Once-per-user vouchers already used. */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.userId] }),
    index("voucher_redemptions_order_idx").on(t.orderId),
    // Deleting an account deletes its redemptions (on delete cascade, decision 0034).
    index("voucher_redemptions_user_idx").on(t.userId),
  ],
);
