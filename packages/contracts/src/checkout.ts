import { shopLimits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { Cart, Money } from "./cart.ts";
import { Catalogue, CatalogueChoice } from "./catalogues.ts";
import { ErrorResponse } from "./common.ts";
import { DeliveryMethod, DeliveryOptionData } from "./delivery.ts";
import { ErrorCode, ErrorParams } from "./error-codes.ts";
import { PictureType } from "./picture-sets.ts";

export const PaymentProvider = z.enum(["card", "mobile", "invoice", "stripe", "vipps"]);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** Payment option of spec 03 §3. */
export const PaymentOption = z.object({
  uuid: z.uuid(),
  provider: PaymentProvider,
  title: z.string().max(sizeLimits.answerLabel),
  mobileTitle: z.string().max(sizeLimits.answerLabel),
  description: z.string().max(sizeLimits.answerText),
  mobileDescription: z.string().max(sizeLimits.answerText),
  verifyMobile: z.boolean(),
  requirePersonNo: z.boolean(),
  enabledPaymentMethods: z
    .array(
      z.object({
        name: z.string().max(sizeLimits.answerLabel),
        icon: z.string().max(sizeLimits.answerLabel),
      }),
    )
    .max(sizeLimits.answerItems),
  /** A fee the option adds to the order (an invoice fee), 0 when none. */
  fee: Money,
  /**
   * Why the shop would refuse this option for the cart as it is (an invoice over the maximum, or beside an unpaid
   * invoice): the option is shown with the reason and cannot be chosen. Absent when it can.
   */
  unavailable: ErrorResponse.optional(),
});
export type PaymentOption = z.infer<typeof PaymentOption>;

/** Payment form values of spec 03 §3. */
export const PaymentOptionData = z.object({
  mobilePhone: z.string().trim().max(30).optional(),
  pid: z.string().trim().max(20).optional(),
});
export type PaymentOptionData = z.infer<typeof PaymentOptionData>;

/** The user as checkout sees it: the stored profile prefills the forms. */
export const CheckoutUser = z.object({
  uuid: z.uuid(),
  emailAddress: z.string().max(sizeLimits.answerLabel),
  isAnonymousUser: z.boolean(),
  name: z.string().max(sizeLimits.answerLabel).nullable(),
  address: z.string().max(sizeLimits.answerLabel).nullable(),
  address2: z.string().max(sizeLimits.answerLabel).nullable(),
  postalCode: z.string().max(sizeLimits.answerLabel).nullable(),
  city: z.string().max(sizeLimits.answerLabel).nullable(),
  state: z.string().max(sizeLimits.answerLabel).nullable(),
  country: z.string().max(sizeLimits.answerLabel).nullable(),
  mobilePhone: z.string().max(sizeLimits.answerLabel).nullable(),
});
export type CheckoutUser = z.infer<typeof CheckoutUser>;

export const UpsellDigitalProduct = z.object({
  type: z.enum(["set", "file"]),
  pictureType: PictureType,
  subject: z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) }),
  price: Money,
  rebatedPrice: Money,
});

/** Upsell item of spec 03 §3. */
export const UpsellItem = z.discriminatedUnion("type", [
  z.object({ type: z.literal("CATALOGUE"), catalogues: z.array(Catalogue).max(sizeLimits.answerItems) }),
  z.object({
    type: z.literal("DIGITAL_FILES"),
    products: z.array(UpsellDigitalProduct).max(sizeLimits.answerItems),
  }),
]);
export type UpsellItem = z.infer<typeof UpsellItem>;

export const CheckoutOptions = z.object({
  disableOrderComment: z.boolean(),
  useAddressAutocompleteService: z.boolean(),
  gatherAddress2: z.boolean(),
});

/** POST /api/webshop/checkout */
export const CheckoutResponse = z.object({
  checkoutUuid: z.uuid(),
  cart: Cart,
  deliveryOptions: z.array(DeliveryMethod).max(sizeLimits.answerItems),
  user: CheckoutUser,
  hasActiveRebateCampaigns: z.boolean(),
  termsOfPurchase: z.string().max(sizeLimits.document),
  options: CheckoutOptions,
  upsaleList: z.array(UpsellItem).max(sizeLimits.answerItems),
  /** Days; null when the cart holds no catalogue. */
  catalogueMaxDeliveryTime: z.number().int().nullable(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const CheckoutParams = z.object({ checkoutUuid: z.uuid() });
export const DeliveryOptionParams = CheckoutParams.extend({ deliveryOptionUuid: z.uuid() });
export const PaymentOptionParams = DeliveryOptionParams.extend({ paymentOptionUuid: z.uuid() });

/** GET /api/webshop/checkout/{checkoutUuid}/delivery-options/{deliveryOptionUuid}/payment-options */
export const PaymentOptionsResponse = z.object({
  paymentOptions: z.array(PaymentOption).max(sizeLimits.answerItems),
  cart: Cart,
});
export type PaymentOptionsResponse = z.infer<typeof PaymentOptionsResponse>;

/** PUT /api/webshop/checkout/{checkoutUuid}/delivery — sets the delivery option with its form (validated). */
export const SetDeliveryBody = z.object({
  deliveryOptionUuid: z.uuid(),
  deliveryOptionData: DeliveryOptionData,
});
/**
 * The code of each field's problem, by the field's name as in `fields` (whose texts are the rules' English): the web
 * app says the code's text under the field.
 */
export const FieldCodes = z.record(z.string().max(sizeLimits.answerLabel), ErrorCode);
export type FieldCodes = z.infer<typeof FieldCodes>;

/** Field errors name the form's fields ('name', 'postalCode', 'emailAddress', …). */
export const FieldErrorResponse = z.object({
  error: z.string().max(sizeLimits.answerText),
  /** check_delivery when `fields` names what to correct. */
  code: ErrorCode,
  params: ErrorParams.optional(),
  fields: z.record(z.string().max(sizeLimits.answerLabel), z.string().max(sizeLimits.answerLabel)).optional(),
  fieldCodes: FieldCodes.optional(),
});
export type FieldErrorResponse = z.infer<typeof FieldErrorResponse>;

/** GET …/payment-options/{paymentOptionUuid} sets the payment option and answers the cart. */
export const CartOnlyResponse = z.object({ cart: Cart });

/** POST /api/webshop/checkout/{checkoutUuid}/verify-rebate-code — 400 { error } says why a code is refused. */
export const VerifyRebateCodeBody = z.object({
  code: z.string().trim().min(1).max(sizeLimits.code),
  deliveryOptionUuid: z.uuid().nullable().optional(),
});

/** POST /api/webshop/checkout/{checkoutUuid}/digital-sets */
export const BuyDigitalSetsBody = z.object({
  data: z.object({
    subjects: z
      .array(
        z.object({
          name: z.string().max(sizeLimits.name),
          uuid: z.uuid(),
          pictureType: PictureType.optional(),
        }),
      )
      .min(1)
      .max(sizeLimits.items),
  }),
});

/** POST /api/webshop/checkout/{checkoutUuid}/catalogues */
export const BuyCataloguesBody = z.object({ catalogues: z.array(CatalogueChoice).min(1).max(50) });
export const BuyCataloguesResponse = z.object({
  cart: Cart,
  catalogueMaxDeliveryTime: z.number().int().nullable(),
  deliveryOptions: z.array(DeliveryMethod).max(sizeLimits.answerItems),
});

/** POST /api/webshop/checkout/{checkoutUuid}/transaction — idempotent for the same checkout and choices. */
export const CreateTransactionBody = z.object({
  deliveryOptionUuid: z.uuid(),
  paymentOptionUuid: z.uuid(),
  deliveryOptionData: DeliveryOptionData,
  paymentOptionData: PaymentOptionData,
  client: z.enum(["desktop", "mobile"]),
  comment: z.string().trim().max(shopLimits.orderCommentMax).default(""),
});
export type CreateTransactionBody = z.infer<typeof CreateTransactionBody>;

export const CreateTransactionResponse = z.object({
  error: z.string().max(sizeLimits.answerText).nullable(),
  transaction: z.object({ uuid: z.uuid() }).nullable(),
  order: z.object({ uuid: z.uuid() }).nullable(),
  /** Field errors of the delivery or payment form, when those are the reason. */
  fields: z.record(z.string().max(sizeLimits.answerLabel), z.string().max(sizeLimits.answerLabel)).optional(),
  fieldCodes: FieldCodes.optional(),
  /**
   * The error's code, when it failed. A voucher refusal (voucher_expired, …: the cart's voucher no longer holds and
   * was taken off the cart, so its new total is worth showing) or an invoice refusal (invoice_over_maximum,
   * invoice_unpaid) is not about the form.
   */
  code: ErrorCode.optional(),
  /** The values in the error's text (the voucher's minimum, the invoice maximum). */
  params: ErrorParams.optional(),
});
export type CreateTransactionResponse = z.infer<typeof CreateTransactionResponse>;
