import { sizeLimits } from "@shop/domain/limits";
import { orderStatuses } from "@shop/domain/order-lifecycle";
import { z } from "zod";
import { OrderLine, Summary } from "./cart.ts";
import { PaymentProvider } from "./checkout.ts";
import { DeliveryType } from "./delivery.ts";
import { PictureType } from "./picture-sets.ts";

/** The order lifecycle's states (packages/domain order-lifecycle). */
export const OrderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderAddress = z.object({
  name: z.string().max(sizeLimits.answerLabel),
  address1: z.string().max(sizeLimits.answerLabel),
  address2: z.string().max(sizeLimits.answerLabel),
  city: z.string().max(sizeLimits.answerLabel),
  state: z.string().max(sizeLimits.answerLabel),
  postalCode: z.string().max(sizeLimits.answerLabel),
  country: z.string().length(2),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const OrderDelivery = z.object({
  type: DeliveryType,
  name: z.string().max(sizeLimits.answerLabel),
  address: OrderAddress.nullable(),
  contact: z
    .object({
      name: z.string().max(sizeLimits.answerLabel),
      emailAddress: z.string().max(sizeLimits.answerLabel),
    })
    .nullable(),
  pickupLocation: z
    .object({
      name: z.string().max(sizeLimits.answerLabel),
      address1: z.string().max(sizeLimits.answerLabel),
      postalCode: z.string().max(sizeLimits.answerLabel),
      city: z.string().max(sizeLimits.answerLabel),
      isExpress: z.boolean(),
    })
    .nullable(),
  /** string: e.g. '5 business days'; afterDate: the earliest day (ISO date) the delivery can arrive. */
  deliveryTime: z
    .object({
      days: z.number().int(),
      string: z.string().max(sizeLimits.answerLabel),
      afterDate: z.string().max(sizeLimits.answerLabel),
    })
    .nullable(),
  schoolName: z.string().max(sizeLimits.answerLabel).nullable(),
});
export type OrderDelivery = z.infer<typeof OrderDelivery>;

export const OrderDownloads = z.object({
  files: z
    .array(
      z.object({
        pictureUuid: z.uuid(),
        webshopId: z.string().max(sizeLimits.answerLabel),
        thumbnail: z.string().max(sizeLimits.url),
        url: z.string().max(sizeLimits.url),
      }),
    )
    .max(sizeLimits.answerItems),
  sets: z
    .array(
      z.object({
        subjectUuid: z.uuid(),
        subjectName: z.string().max(sizeLimits.answerLabel),
        pictureType: PictureType,
        url: z.string().max(sizeLimits.url),
      }),
    )
    .max(sizeLimits.answerItems),
});
export type OrderDownloads = z.infer<typeof OrderDownloads>;

/** Order of spec 03 §3 as the receipt shows it. */
export const Order = z.object({
  uuid: z.uuid(),
  /** First 8 characters of the uuid. */
  reference: z.string().max(sizeLimits.answerLabel),
  status: OrderStatus,
  createdAt: z.string().max(sizeLimits.answerLabel),
  /** When the order was paid or invoiced; null before. */
  confirmTime: z.string().max(sizeLimits.answerLabel).nullable(),
  orderLines: z.array(OrderLine).max(sizeLimits.answerItems),
  summary: Summary,
  rebateCode: z.string().max(sizeLimits.answerLabel).nullable(),
  payment: z.object({
    provider: PaymentProvider,
    title: z.string().max(sizeLimits.answerLabel),
    isInvoice: z.boolean(),
    paid: z.boolean(),
  }),
  delivery: OrderDelivery,
  comment: z.string().max(sizeLimits.answerText),
  containDigitalProducts: z.boolean(),
  catalogueMaxDeliveryTime: z.number().int().nullable(),
  /** Whether any line is a retouch; none can be before the retouch issue lands. */
  containRetouch: z.boolean(),
  /** Signed download URLs, once the order is paid (an invoiced order: once its invoice is paid). */
  downloads: OrderDownloads,
});
export type Order = z.infer<typeof Order>;

export const OrderParams = z.object({ orderUuid: z.uuid() });

/** GET /api/webshop/user/orders/{orderUuid} */
export const OrderResponse = z.object({ order: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

export const OrderListItem = z.object({
  uuid: z.uuid(),
  confirmTime: z.string().max(sizeLimits.answerLabel),
  status: OrderStatus,
  totalPrice: z.number().int(),
  currency: z.string().length(3),
  /** The order's digital pictures wait for its invoice to be paid (decision 0043). */
  digitalAfterInvoice: z.boolean(),
});
export type OrderListItem = z.infer<typeof OrderListItem>;

/** GET /ajax/user/get_order_list.php — confirmed orders (paid or invoiced and later), newest first. */
export const OrderListResponse = z.object({ orders: z.array(OrderListItem).max(sizeLimits.answerItems) });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** GET /sections/my-account/ajax/get_order_details.php?uuid= */
export const OrderDetailsQuery = z.object({ uuid: z.uuid() });
export const OrderDetailsResponse = z.object({
  orderLines: z.array(OrderLine).max(sizeLimits.answerItems),
  rebateCode: z.string().max(sizeLimits.answerLabel).nullable(),
  summary: Summary,
});
export type OrderDetailsResponse = z.infer<typeof OrderDetailsResponse>;

/** GET /sections/prophoto/ajax/digitalcopies.php?file={pictureUuid}&background={uuid} — the legacy download. */
/** The background is optional, and a malformed one is ignored (the original is served) rather than refused. */
export const DigitalCopiesQuery = z.object({
  file: z.uuid(),
  background: z.uuid().optional().catch(undefined),
});

/** GET /api/webshop/downloads/picture-sets/{subjectUuid}/{pictureType}.zip?exp=…&sig=… — a bought set as one zip. */
export const DigitalSetZipParams = z.object({ subjectUuid: z.uuid(), pictureType: PictureType });
