import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { portals } from "./content.ts";
import { deliveryOptions } from "./delivery.ts";
import { paymentOptions } from "./payments.ts";

/** A checkout session (spec 03 §3): the choices made on the way to a transaction. */
export const checkouts = pgTable(
  "checkouts",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deliveryOptionId: integer("delivery_option_id").references(() => deliveryOptions.id, {
      onDelete: "set null",
    }),
    deliveryOptionData: jsonb("delivery_option_data").$type<Record<string, unknown>>(),
    paymentOptionId: integer("payment_option_id").references(() => paymentOptions.id, {
      onDelete: "set null",
    }),
    paymentOptionData: jsonb("payment_option_data").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("checkouts_user_idx").on(t.userId, t.createdAt),
    // The hourly purge of abandoned checkouts.
    index("checkouts_updated_idx").on(t.updatedAt),
  ],
);

/** The checkout's options of spec 03 §2 that the photographer sets per shop (no row: both off). */
export const checkoutSettings = pgTable("checkout_settings", {
  portalId: integer("portal_id")
    .primaryKey()
    .references(() => portals.id, { onDelete: "cascade" }),
  disableOrderComment: boolean("disable_order_comment").notNull().default(false),
  useAddressAutocompleteService: boolean("use_address_autocomplete_service").notNull().default(false),
});
