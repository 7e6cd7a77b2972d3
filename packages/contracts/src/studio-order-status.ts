import { sizeLimits } from "@shop/domain/limits";
import { fulfilmentStatuses } from "@shop/domain/order-fulfilment";
import { z } from "zod";
import { DeliveryType } from "./delivery.ts";
import { IsoDate, OrderEvent } from "./order-timeline.ts";
import { OrderStatus } from "./orders.ts";

/** The statuses the studio sets by hand (packages/domain order-fulfilment). */
export const FulfilmentStatus = z.enum(fulfilmentStatuses);
export type FulfilmentStatus = z.infer<typeof FulfilmentStatus>;

const carrier = z.string().trim().min(1).max(100);
const trackingUrl = z
  .url({ protocol: /^https?$/, message: "The tracking link must be a web address (https://…)" })
  .max(sizeLimits.url);
const pickupPlace = z.string().trim().min(1).max(200);
const note = z.string().trim().min(1).max(500);

/** What a change says besides the status: the carrier and tracking link when shipped, where to pick it up, a note. */
const changeFields = {
  to: FulfilmentStatus,
  carrier: carrier.optional(),
  trackingUrl: trackingUrl.optional(),
  /** Ready for pickup: where, when the order's own school or store is not the place (it is by default). */
  pickupPlace: pickupPlace.optional(),
  note: note.optional(),
};

const shippedNeedsCarrier = (body: { to: FulfilmentStatus; carrier?: string | undefined }) =>
  body.to !== "shipped" || body.carrier !== undefined;
const carrierMessage = { message: "A shipped order needs its carrier", path: ["carrier"] };

/** POST /api/studio/orders/status — move one order or many (by uuid) to the same status. */
export const ChangeOrdersStatusBody = z
  .object({ orderUuids: z.array(z.uuid()).min(1).max(500), ...changeFields })
  .refine(shippedNeedsCarrier, carrierMessage);
export type ChangeOrdersStatusBody = z.infer<typeof ChangeOrdersStatusBody>;

/**
 * POST /api/studio/orders/status/by-class — 'this class's orders are at the school': the job's orders of a class
 * (group; null: subjects without one) now in `from`, whose delivery fits `to`.
 */
export const ChangeClassStatusBody = z
  .object({
    jobUuid: z.uuid(),
    group: z.string().max(200).nullable(),
    from: OrderStatus,
    /** Only the orders of this delivery ('ready for pickup at school': the school's). */
    deliveryType: DeliveryType.optional(),
    ...changeFields,
  })
  .refine(shippedNeedsCarrier, carrierMessage);
export type ChangeClassStatusBody = z.infer<typeof ChangeClassStatusBody>;

const StatusChangeOrder = z.object({
  uuid: z.uuid(),
  reference: z.string().max(sizeLimits.answerLabel),
  from: OrderStatus,
});

/** Each order moves or not on its own: the refused are named with the reason, the others moved. */
export const StatusChangeResponse = z.object({
  moved: z.array(StatusChangeOrder).max(5000),
  refused: z.array(StatusChangeOrder.extend({ message: z.string().max(sizeLimits.answerLabel) })).max(5000),
});
export type StatusChangeResponse = z.infer<typeof StatusChangeResponse>;

export const StudioOrderParams = z.object({ orderUuid: z.uuid() });

/** POST /api/studio/orders/{orderUuid}/expected-date — a delay: the new date and why (the parent reads it). */
export const ExpectedDateBody = z.object({ expectedDate: IsoDate, reason: note });
export type ExpectedDateBody = z.infer<typeof ExpectedDateBody>;

/** GET /api/studio/orders/{orderUuid}/timeline — what the dialog needs: the status, the delivery, the events. */
export const StudioOrderTimelineResponse = z.object({
  uuid: z.uuid(),
  reference: z.string().max(sizeLimits.answerLabel),
  status: OrderStatus,
  deliveryType: DeliveryType,
  expectedDate: IsoDate.nullable(),
  events: z.array(OrderEvent).max(sizeLimits.answerItems),
});
export type StudioOrderTimelineResponse = z.infer<typeof StudioOrderTimelineResponse>;

export const StudioDeliveryParams = z.object({ jobUuid: z.uuid() });

/** GET /api/studio/jobs/{jobUuid}/delivery — the job's placed orders counted by class, status and delivery. */
export const StudioDeliveryResponse = z.object({
  job: z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) }),
  counts: z
    .array(
      z.object({
        group: z.string().max(sizeLimits.answerLabel).nullable(),
        status: OrderStatus,
        deliveryType: DeliveryType,
        count: z.number().int().nonnegative(),
      }),
    )
    .max(5000),
});
export type StudioDeliveryResponse = z.infer<typeof StudioDeliveryResponse>;
