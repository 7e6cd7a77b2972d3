import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { catalogues, products, vouchers } from "./catalog.ts";
import { pictures, subjects } from "./subjects.ts";
import { templateVersions } from "./templates.ts";

/**
 * Product lines of a user's cart (order-line type 0). A digital file line names its picture, a digital set line
 * its subject, a catalogue line its catalogue and subject, a template product line its subject, the template version
 * and (in line_data) the parent's design. The cart belongs to the user, so it survives sign-out.
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
    /** A template product line's template at the version it was designed with (versions never change). */
    templateVersionId: integer("template_version_id").references(() => templateVersions.id, {
      onDelete: "cascade",
    }),
    /**
     * The line's own data of its kind, `{ schemaVersion, … }`, read by the kind's schema with its named migrations
     * (cart/line-data.ts): a template product's design, a package's items and designs. Null: the kind stores none.
     */
    lineData: jsonb("line_data"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cart_lines_user_idx").on(t.userId, t.createdAt),
    // One line per thing: toggling twice at once cannot put a file, set or catalogue in the cart twice. A missing id
    // counts as equal to another missing one (coalesce to 0: ids start at 1), as NULLS NOT DISTINCT did. The lines
    // whose kind keeps data of its own (a template product's or a package's design) are left out: two designs of one
    // product for one picture set are two lines.
    uniqueIndex("cart_lines_user_thing_key")
      .on(
        t.userId,
        t.productId,
        sql`coalesce(${t.subjectId}, 0)`,
        sql`coalesce(${t.pictureId}, 0)`,
        sql`coalesce(${t.catalogueId}, 0)`,
      )
      .where(sql`${t.lineData} is null`),
    index("cart_lines_template_version_idx").on(t.templateVersionId),
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
