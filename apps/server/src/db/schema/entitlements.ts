import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { orders } from "./orders.ts";
import { pictures, subjects } from "./subjects.ts";

/**
 * Pictures a user may download as originals (bought, or in a bought set). Orders add rows here. A row
 * `awaiting_invoice` is a picture of an order paid by invoice whose invoice is not paid yet (decision 0043): ordered,
 * not downloadable, not sold again.
 */
export const pictureEntitlements = pgTable(
  "picture_entitlements",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pictureId: integer("picture_id")
      .notNull()
      .references(() => pictures.id, { onDelete: "cascade" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    awaitingInvoice: boolean("awaiting_invoice").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pictureId] }),
    index("picture_entitlements_picture_idx").on(t.pictureId),
  ],
);

/**
 * Whole digital sets a user bought, per subject and picture type (the set's 'bought' flag and its zip); a row
 * `awaiting_invoice` waits for its order's invoice to be paid, as a picture's does.
 */
export const digitalSetEntitlements = pgTable(
  "digital_set_entitlements",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    pictureType: text("picture_type").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    awaitingInvoice: boolean("awaiting_invoice").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId, t.pictureType] }),
    index("digital_set_entitlements_subject_idx").on(t.subjectId),
  ],
);
