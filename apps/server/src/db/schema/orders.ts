import { unsettledInvoiceStatuses } from "@shop/domain/order-lifecycle";
import type { SummaryLine } from "@shop/domain/summary";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { vouchers } from "./catalog.ts";
import { checkouts } from "./checkout.ts";
import { portals } from "./content.ts";
import { paymentOptions } from "./payments.ts";
import { staffUsers } from "./staff.ts";
import { subjects } from "./subjects.ts";
import { templateVersions } from "./templates.ts";

/**
 * An invoiced order whose invoice is not settled: placed, paid by invoice, no paidAt. The partial index
 * orders_unpaid_invoice_idx and the queries of orders/invoices.ts use this one text, so the planner uses the index.
 */
export function unpaidInvoiceCondition(t: { paidAt: AnyColumn; payment: AnyColumn; status: AnyColumn }): SQL {
  const statuses = sql.raw(unsettledInvoiceStatuses.map((s) => `'${s}'`).join(", "));
  return sql`${t.paidAt} is null and (${t.payment} ->> 'isInvoice') = 'true' and ${t.status} in (${statuses})`;
}

/**
 * An order: a snapshot of the cart, the delivery and the payment choice, made when the transaction is created.
 * Status follows the transition table in packages/domain (order-lifecycle).
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    /**
     * The buyer; null once the buyer deleted the account (decision 0034): the order stays for the photographer's
     * accounts, its personal fields anonymised (orders/service.ts anonymiseOrdersOf).
     */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    checkoutId: integer("checkout_id").references(() => checkouts.id, { onDelete: "set null" }),
    status: text("status").notNull().default("created"),
    currency: text("currency").notNull(),
    totalPrice: integer("total_price").notNull(),
    vatAmount: integer("vat_amount").notNull(),
    /** The summary lines (subtotal, rebates, shipping, fees, total, VAT) as computed when the order was made. */
    summary: jsonb("summary").$type<SummaryLine[]>().notNull(),
    voucherId: integer("voucher_id").references(() => vouchers.id, { onDelete: "set null" }),
    rebateCode: text("rebate_code"),
    /** The delivery as the receipt shows it (type, name, address or contact, pickup location, days, school). */
    delivery: jsonb("delivery").$type<Record<string, unknown>>().notNull(),
    paymentOptionId: integer("payment_option_id").references(() => paymentOptions.id, {
      onDelete: "set null",
    }),
    payment: jsonb("payment").$type<{ provider: string; title: string; isInvoice: boolean }>().notNull(),
    comment: text("comment").notNull().default(""),
    client: text("client").notNull().default("desktop"),
    containDigitalProducts: boolean("contain_digital_products").notNull().default(false),
    catalogueMaxDeliveryTime: integer("catalogue_max_delivery_time"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the order was paid or invoiced. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * An invoice order's national identity number, encrypted (platform/crypto.ts, DATA_ENCRYPTION_KEY). The invoice
     * needs it until it is settled; it is erased when the invoice is marked paid or cancelled, and no API shows it.
     */
    invoicePersonNumberEncrypted: text("invoice_person_number_encrypted"),
    /**
     * The date the parent may expect the order (issue 32, packages/domain expected-date.ts): set when it is placed,
     * counted again when it is paid, and moved by a delay (an order_events row with the reason).
     */
    expectedDate: date("expected_date", { mode: "string" }),
    /**
     * The VAT rate the order was priced with, in basis points (issue 32: the accounting CSV says each line's rate
     * even after the shop's rate changes). Null only on an order made before the column, and none is left so.
     */
    vatRate: integer("vat_rate"),
  },
  (t) => [
    index("orders_user_confirmed_idx").on(t.userId, t.confirmedAt),
    // Purging a checkout sets its orders' checkout_id to null, a lookup by this column per purged checkout.
    index("orders_checkout_idx").on(t.checkoutId),
    // The unpaid invoices: one per parent at a time (checked under a lock), and the operator's list.
    index("orders_unpaid_invoice_idx").on(t.userId, t.confirmedAt).where(unpaidInvoiceCondition(t)),
    // The studio's order list (issue 32, decision 0074), newest first: all of the shop's, a date range and the CSV's
    // batches, and the sales numbers' and accounting CSV's placed orders by day (decision 0078); then one per filter of the orders' own columns, each ordered as the list is.
    index("orders_studio_confirmed_idx").on(t.portalId, t.confirmedAt, t.id),
    index("orders_studio_status_idx").on(t.portalId, t.status, t.confirmedAt),
    index("orders_studio_delivery_idx").on(t.portalId, sql`(${t.delivery} ->> 'type')`, t.confirmedAt),
    index("orders_studio_payment_idx").on(t.portalId, sql`(${t.payment} ->> 'provider')`, t.confirmedAt),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: smallint("type").notNull(),
    /** Snapshot of the product: the line stays readable if the product changes. */
    productUuid: uuid("product_uuid"),
    productKind: text("product_kind").notNull(),
    productType: integer("product_type").notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    description: text("description").notNull(),
    linePrice: integer("line_price").notNull(),
    actualLinePrice: integer("actual_line_price").notNull(),
    pictureType: text("picture_type"),
    subjectId: integer("subject_id").references(() => subjects.id, { onDelete: "set null" }),
    pictureIds: integer("picture_ids").array().notNull().default([]),
    subProductUuids: jsonb("sub_product_uuids").$type<string[]>().notNull().default([]),
    /**
     * A template product line's template version, copied from the cart line (its design is in line_data). Versions
     * never change, and one an order names cannot be deleted, so the order keeps its design (what it shows and prints).
     */
    templateVersionId: integer("template_version_id").references(() => templateVersions.id, {
      onDelete: "restrict",
    }),
    /**
     * The line's own data of its kind, `{ schemaVersion, … }`, made by the kind when the order is placed and read by
     * its schema (cart/line-data.ts): a template product's design, a package's items, a catalogue's name.
     */
    lineData: jsonb("line_data"),
    /**
     * What of the line was refunded (issue 32; the refund itself is the payments module's `refunds`): a refunded
     * line offers no download on the receipt any more.
     */
    refundedAmount: integer("refunded_amount").notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.position),
    index("order_lines_template_version_idx").on(t.templateVersionId),
    // A job's orders by class (the studio's delivery page, orders/delivery.ts), a production run's orders, a job's
    // sales, and the studio's order list by job, class or child (issue 32): the job's subjects, then their lines.
    index("order_lines_subject_idx").on(t.subjectId, t.orderId),
  ],
);

/**
 * The order's timeline (issue 32, decision 0073): every status change, every new expected date and every note, in
 * the order they happened. Written by orders/status.ts in the transaction that changes the order, so the parent's
 * page (orders/timeline.ts) shows what happened and nothing that was rolled back.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** `status` (from → to), `expected_date` (a delay: the new date and its reason), `note`. */
    kind: text("kind").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    /** Shipped: the carrier and the tracking link. */
    carrier: text("carrier"),
    trackingUrl: text("tracking_url"),
    /** Ready for pickup: the school or store, as the order's delivery names it. */
    pickupPlace: text("pickup_place"),
    expectedDate: date("expected_date", { mode: "string" }),
    /** A delay's reason or a note, shown to the parent. */
    note: text("note"),
    /** The staff member who made the change; null: the shop itself (a payment, the expiry, the command line). */
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);
