import type { ErrorParams } from "@shop/contracts/error-codes";
import { unsettledInvoiceStatuses } from "@shop/domain/order-lifecycle";
import type { SummaryLine } from "@shop/domain/summary";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
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
import { vouchers } from "./catalog.ts";
import { portals } from "./content.ts";
import { deliveryOptions, paymentOptions } from "./delivery.ts";
import { subjects } from "./pictures.ts";

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
  (t) => [index("checkouts_user_idx").on(t.userId, t.createdAt)],
);

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
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
  },
  (t) => [
    index("orders_user_confirmed_idx").on(t.userId, t.confirmedAt),
    // The unpaid invoices: one per parent at a time (checked under a lock), and the operator's list.
    index("orders_unpaid_invoice_idx").on(t.userId, t.confirmedAt).where(unpaidInvoiceCondition(t)),
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
    catalogueUuid: uuid("catalogue_uuid"),
    catalogueName: text("catalogue_name"),
    subProductUuids: jsonb("sub_product_uuids").$type<string[]>().notNull().default([]),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId, t.position)],
);

/**
 * A payment attempt for an order. The same checkout and choices (fingerprint) give the same transaction, so a
 * doubled request makes one order.
 */
export const transactions = pgTable(
  "transactions",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    checkoutId: integer("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** SHA-256 of the checkout's choices and cart content. */
    fingerprint: text("fingerprint").notNull(),
    provider: text("provider").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** pending | declined (open) | paid | invoiced | cancelled | expired */
    status: text("status").notNull().default("pending"),
    /** Why the shop stopped the payment (contracts PaymentStopReason), with the English reason in lastError. */
    stopReason: text("stop_reason"),
    mobilePhone: text("mobile_phone"),
    /** The provider's id of the payment (a Stripe Checkout Session id). */
    providerRef: text("provider_ref"),
    lastError: text("last_error"),
    /** lastError's code (contracts ErrorCode) and the values in its text, which the page says in its own words. */
    lastErrorCode: text("last_error_code"),
    lastErrorParams: jsonb("last_error_params").$type<ErrorParams>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("transactions_checkout_fingerprint_idx").on(t.checkoutId, t.fingerprint),
    index("transactions_order_idx").on(t.orderId),
    index("transactions_provider_ref_idx").on(t.providerRef),
    // The open payments by age, for their expiry.
    index("transactions_open_created_idx").on(t.createdAt).where(sql`${t.status} in ('pending', 'declined')`),
  ],
);

/** Provider events already applied (webhooks), so a replay changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    transactionId: integer("transaction_id").references(() => transactions.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.eventId)],
);

/**
 * Money a provider took that the shop did not turn into an order: a payment that arrived after its transaction was
 * cancelled or expired (late_payment), or one the shop refused when applying it because its voucher no longer held
 * (voucher_invalid). Each is refunded through the provider when possible (refunded), else left to the operator
 * (needs_operator; `npm run shop -- payments incidents`).
 */
export const paymentIncidents = pgTable(
  "payment_incidents",
  {
    id: serial("id").primaryKey(),
    transactionId: integer("transaction_id").references(() => transactions.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    /** The provider's id of what was paid (a Stripe Checkout Session id): one incident per payment. */
    providerRef: text("provider_ref").notNull(),
    /** The provider's id of the money (a Stripe PaymentIntent), which a refund names. */
    paymentRef: text("payment_ref"),
    /** The provider's event that reported it, if a webhook did. */
    eventId: text("event_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** late_payment | voucher_invalid */
    kind: text("kind").notNull(),
    /** refunded | needs_operator | resolved (by the operator) */
    status: text("status").notNull(),
    refundRef: text("refund_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_incidents_provider_ref_idx").on(t.provider, t.providerRef),
    index("payment_incidents_status_idx").on(t.status, t.createdAt),
  ],
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
  ],
);

/** Whole digital sets a user bought, per subject and picture type (the set's 'bought' flag and its zip). */
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
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subjectId, t.pictureType] }),
    index("digital_set_entitlements_subject_idx").on(t.subjectId),
  ],
);
