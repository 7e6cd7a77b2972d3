import { index, integer, jsonb, pgTable, serial, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { catalogues, products, vouchers } from "./catalog.ts";
import { pictures, subjects } from "./subjects.ts";

/**
 * Product lines of a user's cart (order-line type 0). A digital file line names its picture, a digital set line
 * its subject, a catalogue line its catalogue and subject. The cart belongs to the user, so it survives sign-out.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
    subjectId: integer("subject_id").references(() => subjects.id, { onDelete: "cascade" }),
    pictureId: integer("picture_id").references(() => pictures.id, { onDelete: "cascade" }),
    catalogueId: integer("catalogue_id").references(() => catalogues.id, { onDelete: "cascade" }),
    subProductUuids: jsonb("sub_product_uuids").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cart_lines_user_idx").on(t.userId, t.createdAt),
    // One line per thing: toggling twice at once cannot put a file, set or catalogue in the cart twice.
    unique("cart_lines_user_thing_key")
      .on(t.userId, t.productId, t.subjectId, t.pictureId, t.catalogueId)
      .nullsNotDistinct(),
  ],
);

/** The rest of a user's cart: the voucher applied to it. */
export const carts = pgTable("carts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
