import { limits, sizeLimits } from "@shop/domain/limits";
import { templateDocumentSchema } from "@shop/render/template";
import { z } from "zod";
import { OrderLine, Summary } from "./cart.ts";
import { DeliveryType } from "./delivery.ts";
import { OrderDelivery, OrderStatus } from "./orders.ts";

/**
 * The studio's order calls under /api/studio/orders/ (issue 32): the list with its filters and search, paged on the
 * server, its CSV, and one order's page. Money is in minor units of each order's currency.
 */

const label = z.string().max(sizeLimits.answerLabel);

/** How an order was paid: a card (the shop's card or Stripe), a mobile payment, or an invoice. */
export const StudioPaymentKind = z.enum(["card", "mobile", "invoice"]);
export type StudioPaymentKind = z.infer<typeof StudioPaymentKind>;

/** An invoice order's state: its invoice settled or not (no due date is stored yet, so no 'overdue'). */
export const StudioInvoiceState = z.enum(["unpaid", "paid"]);
export type StudioInvoiceState = z.infer<typeof StudioInvoiceState>;

/** A day as the date inputs give it: YYYY-MM-DD. */
const Day = z.iso.date();

/** The page size of the list; the CSV has every order the filters find. */
export const studioOrderPageSizes = [25, 50, 100] as const;

/**
 * GET /api/studio/orders: the filters, all optional and combined; `q` searches the reference (the first 8
 * characters of the order's uuid), the parent's e-mail or name and the child's name. `class` needs `job`.
 */
export const StudioOrderListQuery = z
  .object({
    job: z.uuid().optional(),
    class: z.string().trim().min(1).max(100).optional(),
    status: OrderStatus.optional(),
    delivery: DeliveryType.optional(),
    payment: StudioPaymentKind.optional(),
    invoice: StudioInvoiceState.optional(),
    from: Day.optional(),
    to: Day.optional(),
    q: z.string().trim().min(2).max(200).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce
      .number()
      .int()
      .refine((n) => (studioOrderPageSizes as readonly number[]).includes(n), "size is 25, 50 or 100")
      .default(25),
  })
  .refine((q) => q.class === undefined || q.job !== undefined, {
    message: "A class is chosen within a job",
    path: ["class"],
  })
  .refine((q) => q.invoice === undefined || q.payment === "invoice", {
    message: "An invoice's state is chosen with the payment kind invoice",
    path: ["invoice"],
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: "The first day comes before the last",
    path: ["to"],
  });
export type StudioOrderListQuery = z.infer<typeof StudioOrderListQuery>;
/** The list's filters without the page: what the CSV takes. */
export type StudioOrderFilters = Omit<StudioOrderListQuery, "page" | "size">;

export const StudioOrderListItem = z.object({
  uuid: z.uuid(),
  reference: z.string().length(limits.orderReferenceLength),
  confirmedAt: z.iso.datetime({ offset: true }),
  status: OrderStatus,
  totalPrice: z.number().int(),
  currency: z.string().length(3),
  delivery: DeliveryType,
  payment: StudioPaymentKind,
  /** An invoice order's state; null for the others. */
  invoice: StudioInvoiceState.nullable(),
  /** Null once the buyer deleted the account (the order stays, anonymised). */
  parent: z.object({ email: z.string().max(limits.emailMax), name: label.nullable() }).nullable(),
  /** The children the lines are for, with class and job. */
  children: z
    .array(z.object({ name: label, group: label.nullable(), job: label }))
    .max(sizeLimits.answerItems),
});
export type StudioOrderListItem = z.infer<typeof StudioOrderListItem>;

export const StudioOrderListResponse = z.object({
  orders: z.array(StudioOrderListItem).max(100),
  /** How many orders the filters find (the pages count them). */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  size: z.number().int(),
});
export type StudioOrderListResponse = z.infer<typeof StudioOrderListResponse>;

export const StudioOrderParams = z.object({ orderUuid: z.uuid() });
export const StudioOrderLineParams = StudioOrderParams.extend({ lineUuid: z.uuid() });
export const StudioOrderItemParams = StudioOrderLineParams.extend({ itemUuid: z.uuid() });

/**
 * A line as the studio sees it: the parent's own view of the line (what the kind describes), its child, and the
 * print files production makes of it (a template product's one; a package's, one per template item).
 */
export const StudioOrderLine = z.object({
  line: OrderLine,
  child: z.object({ name: label, group: label.nullable(), job: label }).nullable(),
  printFiles: z.array(z.object({ itemUuid: z.uuid().nullable() })).max(100),
});

export const StudioOrderPayment = z.object({
  provider: label,
  title: label,
  kind: StudioPaymentKind,
  isInvoice: z.boolean(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  transactions: z
    .array(
      z.object({
        uuid: z.uuid(),
        provider: label,
        amount: z.number().int(),
        currency: z.string().length(3),
        status: label,
        createdAt: z.iso.datetime({ offset: true }),
        completedAt: z.iso.datetime({ offset: true }).nullable(),
        lastError: label.nullable(),
      }),
    )
    .max(100),
  events: z
    .array(z.object({ provider: label, type: label, receivedAt: z.iso.datetime({ offset: true }) }))
    .max(sizeLimits.answerItems),
});

export const StudioOrderRetouch = z.object({
  pictureUuid: z.uuid(),
  webshopId: label,
  tasks: z.array(label).max(100),
  /** When the retouched file came; null while it is to do. */
  retouchedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const StudioOrderMail = z.object({
  id: z.number().int(),
  subject: label,
  status: z.string().max(20),
  createdAt: z.iso.datetime({ offset: true }),
});

/** GET /api/studio/orders/{orderUuid}: one order's page. */
export const StudioOrderResponse = z.object({
  uuid: z.uuid(),
  reference: z.string().length(limits.orderReferenceLength),
  status: OrderStatus,
  createdAt: z.iso.datetime({ offset: true }),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
  currency: z.string().length(3),
  totalPrice: z.number().int(),
  summary: Summary,
  rebateCode: label.nullable(),
  comment: z.string().max(2000),
  delivery: OrderDelivery,
  /** Null once the buyer deleted the account. */
  parent: z
    .object({ uuid: z.uuid(), email: z.string().max(limits.emailMax), name: label.nullable() })
    .nullable(),
  lines: z.array(StudioOrderLine).max(sizeLimits.answerItems),
  payment: StudioOrderPayment,
  retouch: z.array(StudioOrderRetouch).max(sizeLimits.answerItems),
  /** The mails the shop sent the parent that name this order (its reference), newest first. */
  mails: z.array(StudioOrderMail).max(sizeLimits.answerItems),
  /**
   * The template versions the lines and package items were designed on, each once, with their documents: the page
   * draws each design as the parent's cart does (a version never changes, and may be one the catalogue no longer has).
   */
  designs: z
    .array(z.object({ uuid: z.uuid(), version: z.number().int().min(1), document: templateDocumentSchema }))
    .max(sizeLimits.answerItems),
});
export type StudioOrderResponse = z.infer<typeof StudioOrderResponse>;
