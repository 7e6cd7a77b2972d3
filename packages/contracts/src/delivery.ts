import { shopLimits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { Money } from "./cart.ts";

export const DeliveryType = z.enum(["postage", "store-pickup", "school-pickup", "digital-delivery"]);
export type DeliveryType = z.infer<typeof DeliveryType>;

/** A country a postage option ships to, with the address form's rules for it. */
export const ShippingCountry = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  name: z.string().max(sizeLimits.answerLabel),
  gatherState: z.boolean(),
  hidePostalCode: z.boolean(),
  /** When given, the state field is a dropdown of these. */
  states: z
    .array(
      z.object({
        code: z.string().max(sizeLimits.answerLabel),
        name: z.string().max(sizeLimits.answerLabel),
      }),
    )
    .max(sizeLimits.answerItems)
    .nullable(),
});
export type ShippingCountry = z.infer<typeof ShippingCountry>;

/** Pickup location of spec 03 §3. A uuid ending in -111111111111 is the express variant of its store. */
export const PickupLocation = z.object({
  uuid: z.uuid(),
  pickupname: z.string().max(sizeLimits.answerLabel),
  pickupaddress1: z.string().max(sizeLimits.answerLabel),
  pickuppostalcode: z.string().max(sizeLimits.answerLabel),
  pickupcity: z.string().max(sizeLimits.answerLabel),
  price: Money,
  deliveryTime: z.object({ seconds: z.number().int(), string: z.string().max(sizeLimits.answerLabel) }),
});
export type PickupLocation = z.infer<typeof PickupLocation>;

export const DeliveryOption = z.object({
  uuid: z.uuid(),
  type: DeliveryType,
  name: z.string().max(sizeLimits.answerLabel),
  description: z.string().max(sizeLimits.answerText),
  price: Money,
  /** Business days. */
  deliverytime: z.number().int(),
  expire: z.string().max(sizeLimits.answerLabel).nullable(),
  isExpress: z.boolean(),
  /** The picture sets the option concerns (school pickup: the school's subjects); empty: all. */
  subjects: z
    .array(
      z.object({
        uuid: z.uuid(),
        name: z.string().max(sizeLimits.answerLabel),
        group: z.string().max(sizeLimits.answerLabel).nullable(),
      }),
    )
    .max(sizeLimits.answerItems),
  /** Postage only: where it ships to. */
  countries: z.array(ShippingCountry).max(sizeLimits.answerItems),
  /** Store pickup only. */
  pickupLocations: z.array(PickupLocation).max(sizeLimits.answerItems),
});
export type DeliveryOption = z.infer<typeof DeliveryOption>;

/** Delivery method of spec 03 §3: the options of one type. */
export const DeliveryMethod = z.object({
  type: DeliveryType,
  name: z.string().max(sizeLimits.answerLabel),
  deliveryOptions: z.array(DeliveryOption).max(sizeLimits.answerItems),
  pickupLocations: z.array(PickupLocation).max(sizeLimits.answerItems),
});
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

const text = (max: number) => z.string().trim().max(max);

/** The postage form of spec 03 §3. Rules that depend on the country are checked by the domain's address rules. */
export const DeliveryAddressForm = z.object({
  name: text(200),
  address: text(200),
  address2: text(200).default(""),
  postalCode: text(20).default(""),
  city: text(100),
  state: text(100).default(""),
  verifiedAddress: z.boolean().default(false),
  saveAddress: z.boolean().default(false),
  country: z.string().length(2),
});
export type DeliveryAddressForm = z.infer<typeof DeliveryAddressForm>;

export const ContactInfoForm = z.object({ name: text(200), emailAddress: text(254) });
export type ContactInfoForm = z.infer<typeof ContactInfoForm>;

/** deliveryOptionData of the transaction: the address for postage, the contact for the other kinds. */
export const DeliveryOptionData = z.object({
  deliveryAddress: DeliveryAddressForm.optional(),
  contactInfo: ContactInfoForm.optional(),
  /** Store pickup: the chosen location (standard or express variant). */
  pickupLocationUuid: z.uuid().optional(),
  /** School pickup: the picture set whose school the order is picked up at. */
  subjectUuid: z.uuid().optional(),
});
export type DeliveryOptionData = z.infer<typeof DeliveryOptionData>;

/** Address suggestion of spec 03 §3. */
export const AddressFields = z.object({
  address1: z.string().max(sizeLimits.answerLabel),
  address2: z.string().max(sizeLimits.answerLabel),
  postalCode: z.string().max(sizeLimits.answerLabel),
  city: z.string().max(sizeLimits.answerLabel),
  state: z.string().max(sizeLimits.answerLabel),
});
export type AddressFields = z.infer<typeof AddressFields>;

export const AddressSuggestion = z.object({
  id: z.string().max(sizeLimits.answerLabel),
  suggestion: z.string().max(sizeLimits.answerLabel),
  address: AddressFields,
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** GET /api/webshop/postal-address-service/autocomplete?q={text} */
export const AutocompleteQuery = z.object({ q: z.string().trim().min(1).max(shopLimits.addressQueryMax) });
export const AutocompleteResponse = z.object({
  suggestions: z.array(AddressSuggestion).max(sizeLimits.answerItems),
});
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

/** GET /api/webshop/postal-address-service/resolve-address-by-id/{id} — 404 { error } when unknown. */
export const ResolveAddressParams = z.object({ id: z.string().min(1).max(100) });
export const ResolveAddressResponse = z.object({ address: AddressFields });
export type ResolveAddressResponse = z.infer<typeof ResolveAddressResponse>;
