import type { ErrorParams } from "@shop/contracts/error-codes";
import type { FieldTranslations, Translations } from "@shop/domain/localised-text";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { checkouts } from "./checkout.ts";
import { portals } from "./content.ts";
import { orderLines, orders } from "./orders.ts";

/** Payment options of spec 03 §3; `provider` is the built-in flow that takes the payment. */
export const paymentOptions = pgTable(
  "payment_options",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    /** card | mobile | invoice | stripe */
    provider: text("provider").notNull(),
    title: text("title").notNull(),
    mobileTitle: text("mobile_title").notNull(),
    description: text("description").notNull().default(""),
    mobileDescription: text("mobile_description").notNull().default(""),
    /** Its texts per language (settings file, packages/domain localised-text.ts); `title`, `mobileTitle`, `description`, `mobileDescription` hold the default language's. */
    translations: jsonb("translations")
      .$type<FieldTranslations<"title" | "mobileTitle" | "description" | "mobileDescription">>()
      .notNull()
      .default({}),
    verifyMobile: boolean("verify_mobile").notNull().default(false),
    requirePersonNo: boolean("require_person_no").notNull().default(false),
    enabledPaymentMethods: jsonb("enabled_payment_methods")
      // `names`: the method's name per language, when the settings file gives one (packages/domain localised-text.ts).
      .$type<Array<{ name: string; icon: string; names?: Translations }>>()
      .notNull()
      .default([]),
    fee: integer("fee").notNull().default(0),
    /** Delivery types the option may be used with; null: all. */
    deliveryTypes: text("delivery_types").array(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("payment_options_portal_idx").on(t.portalId, t.position)],
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
    /** Null once the checkout is gone with its deleted account (decision 0034); the payment's record stays. */
    checkoutId: integer("checkout_id").references(() => checkouts.id, { onDelete: "set null" }),
    /** Null once the payer deleted the account (decision 0034). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
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
    /**
     * Issue 33, decision 0079: when the money a provider only reserved (Vipps MobilePay) was captured, on delivery;
     * null while it waits (and for providers that take it at once). A failed capture is tried again: how often, why.
     */
    capturedAt: timestamp("captured_at", { withTimezone: true }),
    captureAttempts: integer("capture_attempts").notNull().default(0),
    captureError: text("capture_error"),
  },
  (t) => [
    uniqueIndex("transactions_checkout_fingerprint_idx").on(t.checkoutId, t.fingerprint),
    index("transactions_order_idx").on(t.orderId),
    // A user's transactions: cancelling the open ones and the foreign key's set null when an account is deleted.
    index("transactions_user_idx").on(t.userId),
    index("transactions_provider_ref_idx").on(t.providerRef),
    // The open payments by age, for their expiry.
    index("transactions_open_created_idx").on(t.createdAt).where(sql`${t.status} in ('pending', 'declined')`),
    // Vipps payments reserved and not yet captured, for the capture round (decision 0079).
    index("transactions_uncaptured_idx")
      .on(t.id)
      .where(sql`${t.provider} = 'vipps' and ${t.status} = 'paid' and ${t.capturedAt} is null`),
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
  (t) => [
    uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.eventId),
    // An order's payment events (the studio's order page, issue 32), by its transactions.
    index("payment_events_transaction_idx").on(t.transactionId),
  ],
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

/**
 * A refund of an order paid through Stripe (issue 32), whole or of some lines, made in the studio. `pending` while
 * Stripe is asked (it holds its lines, so a second request cannot refund them again), then `succeeded`; a refund
 * Stripe refuses is deleted, so nothing of it stays. `failed`: Stripe reported afterwards (refund.updated) that the
 * money could not be returned.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    transactionId: integer("transaction_id")
      .notNull()
      .references(() => transactions.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** Whether the whole order was refunded (its status then `refunded`). */
    whole: boolean("whole").notNull(),
    /** requested_by_customer | duplicate | fraudulent (Stripe's reasons) */
    reason: text("reason").notNull(),
    /** pending | succeeded | failed */
    status: text("status").notNull(),
    /** Stripe's refund id (re_…). */
    providerRef: text("provider_ref"),
    /** The PaymentIntent refunded (pi_…): charge.refunded names it. */
    paymentRef: text("payment_ref"),
    /** The member who made it (null: the command line); the studio record names them too. */
    staffId: integer("staff_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId),
    // refund.updated names the refund by Stripe's id, charge.refunded the PaymentIntent.
    index("refunds_provider_ref_idx").on(t.providerRef),
    index("refunds_payment_ref_idx").on(t.paymentRef),
  ],
);

/** What a refund returned of each line: the lines' refunded amounts are the sums of these. */
export const refundLines = pgTable(
  "refund_lines",
  {
    id: serial("id").primaryKey(),
    refundId: integer("refund_id")
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
  },
  (t) => [
    // One line is refunded once: a second refund of it is refused by this index too.
    uniqueIndex("refund_lines_line_idx").on(t.orderLineId),
    index("refund_lines_refund_idx").on(t.refundId),
  ],
);

/**
 * Issue 33: the shop's webhook registered at Vipps MobilePay's Webhooks API, one per address, with the secret Vipps
 * gave at registration (every process checks the webhooks' HMAC signature with it, so it lives here), encrypted with
 * DATA_ENCRYPTION_KEY (platform/crypto.ts) as the access codes are.
 */
export const vippsWebhooks = pgTable("vipps_webhooks", {
  id: serial("id").primaryKey(),
  url: text("url").notNull().unique(),
  /** Vipps's id of the registration. */
  webhookId: text("webhook_id").notNull(),
  secretEncrypted: text("secret_encrypted").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
