import type { FieldTranslations, Translations } from "@shop/domain/localised-text";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { portals } from "./content.ts";

export interface ShippingCountryRow {
  code: string;
  /** The settings file's name in its default language, or the code when it gives none; the web names it itself. */
  name: string;
  /** The name per language, when the settings file gives one (packages/domain localised-text.ts). */
  names?: Translations;
  gatherState: boolean;
  hidePostalCode: boolean;
  states: Array<{ code: string; name: string }> | null;
}

/** Delivery options of spec 03 §3, of the types postage, store-pickup, school-pickup and digital-delivery. */
export const deliveryOptions = pgTable(
  "delivery_options",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `name`, `description` hold the default language's. */
    translations: jsonb("translations")
      .$type<FieldTranslations<"name" | "description">>()
      .notNull()
      .default({}),
    price: integer("price").notNull().default(0),
    /** Business days. */
    deliveryTime: integer("delivery_time").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    isExpress: boolean("is_express").notNull().default(false),
    /** Postage: the countries it ships to, with their address rules. */
    countries: jsonb("countries").$type<ShippingCountryRow[]>().notNull().default([]),
    /** School pickup: only for picture sets of these jobs; null: every job. */
    jobIds: integer("job_ids").array(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("delivery_options_portal_idx").on(t.portalId, t.position)],
);

/** Pickup locations of a store-pickup option. A uuid ending in -111111111111 is a store's express variant. */
export const pickupLocations = pgTable(
  "pickup_locations",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique(),
    deliveryOptionId: integer("delivery_option_id")
      .notNull()
      .references(() => deliveryOptions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `name` holds the default language's. */
    translations: jsonb("translations").$type<FieldTranslations<"name">>().notNull().default({}),
    address1: text("address1").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    price: integer("price").notNull().default(0),
    /** Business days. */
    deliveryTime: integer("delivery_time").notNull().default(0),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("pickup_locations_option_idx").on(t.deliveryOptionId, t.position)],
);
