import { sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import { OrderStatus } from "./orders.ts";

/** An ISO calendar date, YYYY-MM-DD. */
export const IsoDate = z.iso.date({ message: "A date is written YYYY-MM-DD" });

/** One event of an order's timeline (issue 32): a status change, a new expected date, or a note. */
export const OrderEvent = z.object({
  kind: z.enum(["status", "expected_date", "note", "refund"]),
  at: IsoDateTime,
  from: OrderStatus.nullable(),
  to: OrderStatus.nullable(),
  carrier: z.string().max(sizeLimits.answerLabel).nullable(),
  trackingUrl: z.string().max(sizeLimits.url).nullable(),
  pickupPlace: z.string().max(sizeLimits.answerLabel).nullable(),
  expectedDate: IsoDate.nullable(),
  note: z.string().max(sizeLimits.answerText).nullable(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

/** GET /api/webshop/user/orders/{orderUuid}/timeline — the parent's order page and receipt. Oldest first. */
export const OrderTimelineResponse = z.object({
  status: OrderStatus,
  expectedDate: IsoDate.nullable(),
  events: z.array(OrderEvent).max(sizeLimits.answerItems),
});
export type OrderTimelineResponse = z.infer<typeof OrderTimelineResponse>;
