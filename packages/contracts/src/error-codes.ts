import type { InvoiceRefusal } from "@shop/domain/invoice";
import type { NationalIdError } from "@shop/domain/national-id";
import type { PaymentDeclineText } from "@shop/domain/payment-texts";
import type { ValidationError } from "@shop/domain/validation";
import type { VoucherRefusal } from "@shop/domain/voucher";
import { z } from "zod";
import { type StudioErrorCode, studioErrorCodes } from "./studio-error-codes.ts";

/**
 * Every error the server answers carries one of these codes beside its English `error` text; the web app says the
 * code's text in the user's language (`errors.<code>` in its locales) and never reads the English. A code names one
 * situation and stays the same once released: a new situation gets a new code here, with its line.
 */
export const errorCodes = {
  // Any call
  invalid_input: "The input does not pass the call's schema; `error` is the first problem found.",
  malformed_json: "The body is not valid JSON (or is empty where JSON was announced).",
  body_too_large: "The body is larger than the server accepts (413).",
  unsupported_media_type: "The body's content type is not one the call reads (415).",
  bad_request: "Any other request the server cannot read (a broken URL or header).",
  invalid_characters: "The input holds a NUL character or a lone UTF-16 surrogate, which no database stores.",
  route_not_found: "No call or file at this method and path (404).",
  unauthorized: "The call needs a signed-in user (401).",
  cross_site: "A state-changing call that did not come from the shop's own pages (403).",
  rate_limited: "Too many attempts from this address, session or account; wait and try again (429).",
  server_error: "A failure on the server's side (500); the details are in its log, never in the answer.",
  service_unavailable: "The health check cannot reach the database (503).",

  // Access codes and the account
  invalid_code: "The access code does not open a picture set.",
  already_in_account: "Not an error: the warning that the code's picture set is already in the account.",
  code_required: "Registration and the e-mail check need a code verified in this session first.",
  invalid_credentials: "Sign-in with a wrong e-mail address or password.",
  no_pending_picture_set: "No code was entered before signing in, so no picture set waits to be added.",
  language_not_offered: "The language asked for is not one the shop offers.",
  email_taken: "Registration with an e-mail address that already has an account.",
  reset_key_invalid: "The password reset key is unknown, used or expired.",
  required: "A field that must be filled in is empty (registration, password reset).",
  invalid_email: "The e-mail address is not one.",
  invalid_mobile: "The mobile number is not one.",
  too_short: "The password is shorter than the form's minimum.",
  passwords_dont_match: "The password and its confirmation differ (registration).",
  password_too_common:
    "The new password is on the list of breached passwords, or close to one on it (registration, reset, change).",
  password_is_email:
    "The new password is the account's e-mail address or made of its parts (any digits and signs aside).",
  password_is_shop_name: "The new password is the shop's name or a word of it (any digits and signs aside).",
  password_repeated_character: "The new password is one character repeated.",
  password_too_weak: "The new password's strength estimate is under the shop's minimum (too easy to guess).",
  password_not_long_enough:
    "The new password is shorter than the account change's minimum (change password).",
  passwords_must_match: "The new password and its retype differ (change password).",
  invite_not_found:
    "The invite link is unknown, revoked, expired or used by another account; or the invite is not the sender's.",
  user_not_found: "The operator named a user (by e-mail) the shop does not have (404).",
  wrong_password:
    "The password given to confirm deleting the account, or the current password given to change it, is not the account's (400).",
  account_has_unpaid_invoice:
    "The account cannot be deleted while one of its orders has an unpaid invoice (409, the account's data page).",
  simulation_link_invalid:
    "Support's one-time link to a simulated user is unknown, used or expired (404); the page does not say which.",
  simulated_session_forbidden:
    "Support's simulated session may not do this (change the password or e-mail, delete the account, download the data export or originals) (403).",

  // Picture sets, pictures and their files
  picture_set_not_found: "The picture set does not exist or is not the user's.",
  picture_not_found: "The picture (or its file) does not exist or is not the user's.",
  yearbook_expired: "The yearbook pose selection of the job has expired.",
  picture_set_not_editable:
    "The picture set's name and group can no longer be corrected: the job's deadline has passed, it takes no corrections, or the set is archived or came by invite (403).",
  name_too_long: "A corrected name or group is longer than the job import allows; `field` names which (400).",
  link_expired: "A signed picture or download link whose time has run out.",
  link_invalid: "A picture or download link whose signature does not match.",
  download_not_allowed: "The signed-in user may not download this original (not bought, or not theirs).",
  download_busy:
    "The server is busy decoding other pictures (503, with Retry-After): a bought picture on a background is made later.",
  background_not_found: "The image background does not exist.",
  logo_not_found: "The photographer has no logo.",
  front_background_not_found: "The shop has no front page background.",
  page_not_found: "The content page (the privacy policy or a page of /pages/:id) does not exist.",

  // The cart and its kinds of line
  picture_already_bought: "The digital picture was already bought.",
  set_already_bought: "The digital set was already bought.",
  picture_awaiting_invoice:
    "The digital picture (alone or in its set) is in the user's order paid by invoice, not paid yet (409): it comes when the invoice is paid.",
  set_awaiting_invoice:
    "The digital set is in the user's order paid by invoice, not paid yet (409): its pictures come when the invoice is paid.",
  set_in_cart: "The picture's whole digital set is already in the cart.",
  set_in_package:
    "The whole digital set comes with a package line of the cart: it cannot be added or taken out alone (409).",
  wrong_picture_type: "The picture is not of the picture type named.",
  not_for_sale: "Digital pictures of this type are not for sale in this shop.",
  no_pictures_of_type: "The picture set has no released pictures of the type named.",
  catalogue_not_found: "The catalogue is not offered for this picture set.",
  too_many_catalogues: "More of a catalogue than its maximum; params.max is the maximum.",
  order_line_not_found: "The cart has no such line.",
  digital_quantity_fixed: "The quantity of a digital line cannot be changed.",
  sub_product_not_offered: "A chosen sub-product is not one the line's product offers.",
  photographers_mixed:
    "The shop keeps an order to one photographer's pictures (disableMixingPhotographers) and the cart holds another's.",
  print_unavailable: "The print size does not exist in this shop or is not on sale.",
  print_crop_invalid:
    "The print's crop is outside its picture, or not of the shape of the print's page (its size with bleed).",
  template_unavailable:
    "The design's template does not exist at that version in this shop, or is no longer sold.",
  template_wrong_product:
    "The design's template is not of the product named (add: a line's product; update: the line's product).",
  template_design_invalid:
    "The design names a field the template does not have (or of another kind), or a crop outside its picture.",
  template_crop_invalid:
    "A picture's crop is smaller than a pixel of the picture, or drawn to cover its field it reaches more than 10 times the field.",
  template_picture_not_in_set:
    "The design places a picture that is not a released picture of the picture set.",
  template_picture_not_allowed: "The design places a picture in a field that does not take it (spec 02 §5).",
  template_background_not_allowed:
    "The design puts a background behind a picture that may not have one, or one the job does not offer.",
  template_text_fixed:
    "The design changes a text (or its font) that the template does not let the parent edit.",
  template_font_not_allowed: "The design's font, size, colour or alignment is not one the editor offers.",
  template_year_not_supported: "The calendar design's year is missing or not one the template supports.",
  template_incomplete: "The design leaves an image field of the template empty.",
  template_quantity_below_minimum: "The quantity is below the product's minimum; params.min is the minimum.",
  template_quantity_above_maximum: "The quantity is above the product's maximum; params.max is the maximum.",

  // The parent's own pictures (uploads)
  upload_not_allowed:
    "The shop does not take pictures of the parents' own (its setting allowOwnPhotos is off).",
  upload_not_an_image:
    "A file that does not decode as a JPEG, PNG, WebP or HEIF picture, whatever its name or type.",
  upload_too_large: "A file larger than the shop takes (413); params.max says the limit in megabytes.",
  upload_too_many_pixels:
    "A picture with more pixels than the shop decodes (a decompression bomb, or a huge scan); params.max says the limit in megapixels.",
  upload_too_few_bytes:
    "A file too small for the pixels its header claims in its format (a decompression bomb, or a damaged file).",
  upload_truncated: "A file that ends before its picture does (cut off on its way, or made to look bigger).",
  upload_too_many_files: "More files in one upload call than the shop takes; params.max says how many.",
  upload_no_file: "The upload call carries no file in images[].",
  upload_busy:
    "The server is busy decoding other pictures (503, with Retry-After); the client tries the file again.",
  upload_type_not_offered:
    "The upload call's uploadtype names another kind than the parent's own pictures (decision 0049).",
  // Packages
  package_not_found:
    "The package offer does not exist, is not a package (a link offer), or not of the picture set's job.",
  package_disabled: "The package offer is disabled (409); the offer's card says why.",
  package_items_mismatch:
    "The package's items are not each sent once, or a template item's design names a template it may not use.",
  package_subject_not_allowed:
    "The package may not be made for this picture set (spec 02 §5 picture-set choice restriction).",
  // Retouch (the cart's retouch options)
  retouch_not_available: "The shop sells no retouch ('Retouch not available').",
  retouch_picture_not_in_cart: "The picture is not one of the cart's pictures that may be retouched.",
  retouch_task_not_offered: "A chosen retouch task is not one offered for the picture.",
  retouch_order_not_found:
    "The operator's retouch upload names no paid or invoiced order with that picture retouched.",
  retouch_file_invalid: "The retouched file is not a picture the shop can read (JPEG, PNG, WebP or HEIF).",

  // Templates and their categories
  category_not_found: "The product category does not exist in this shop.",
  template_not_found: "The template (or that version of it) does not exist in this shop.",
  product_not_found: "The product does not exist or is not for sale.",
  template_resource_not_found: "The template has no image field of that id.",
  job_not_found: "The job is not one of the user's picture sets' jobs.",

  // Checkout
  checkout_not_found: "The checkout does not exist or is not the user's.",
  empty_cart: "The cart has nothing to buy.",
  delivery_option_not_found: "The delivery option is not offered for this cart.",
  payment_option_not_found: "The payment option is not offered with this delivery.",
  address_not_found: "The address service could not resolve the address.",
  choose_delivery: "The transaction names no delivery option that is offered.",
  choose_payment: "The transaction names no payment option that is offered.",
  check_delivery: "The delivery form has fields to correct; `fields` names them.",
  check_payment: "The payment form has fields to correct; `fields` names them.",
  national_id_format: "The national identity number is not 11 digits (a field of the payment form).",
  national_id_invalid: "The national identity number fails its check digits (a field of the payment form).",
  national_id_underage: "The national identity number is of someone under 18, who may not pay by invoice.",
  voucher_unknown: "The voucher code does not exist.",
  voucher_expired: "The voucher has expired.",
  voucher_minimum_not_reached:
    "The order is below the voucher's minimum; params.amount and params.currency say it.",
  voucher_not_applicable: "The voucher applies to none of the products in the cart.",
  voucher_already_used: "The voucher may be used once per user and this user has used it.",
  invoice_over_maximum: "The order is above the invoice maximum; params.amount and params.currency say it.",
  invoice_unpaid: "The user has an unpaid invoice, so no new order on invoice.",

  // Orders and payments
  order_not_found: "The order does not exist or is not the user's.",
  invoice_not_open:
    "The operator marked an order paid that is not an open invoice (not paid by invoice, already paid or cancelled) (409).",
  order_not_in_production:
    "The operator asked for a print file of an order that is not paid or invoiced yet (409): nothing of it is made.",
  transaction_not_found: "The transaction does not exist or is not the user's.",
  wrong_provider: "The payment call is for another payment method than the transaction's.",
  provider_off: "The transaction's payment method is no longer offered by the shop.",
  payment_completed: "The payment was already made.",
  payment_cancelled: "The payment was cancelled.",
  payment_expired: "The payment was left open longer than the shop waits.",
  mobile_not_started: "The mobile payment was answered before its request was sent.",
  mobile_declined: "The mobile payment was declined in the app.",
  stripe_off: "Stripe is not configured.",
  stripe_failed: "Stripe could not be reached or refused to start the payment (502).",
  invalid_signature: "A Stripe webhook whose signature does not match.",
  vipps_off: "Vipps MobilePay is not configured.",
  vipps_failed: "Vipps MobilePay could not be reached or refused to start the payment (502).",
  vipps_declined:
    "The Vipps MobilePay payment was stopped in the app, or it expired there; it may be tried again.",
  card_number_invalid: "The test card's number fails its check digit.",
  card_expiry_invalid: "The test card's expiry is not a month and year.",
  card_expired: "The test card has expired.",
  card_declined: "The test card was declined.",
  card_test_only: "A card other than the test cards, which the demo shop declines with a hint.",
} as const;

export type ErrorCode = keyof typeof errorCodes | StudioErrorCode;
const allErrorCodes: readonly ErrorCode[] = [
  ...(Object.keys(errorCodes) as ErrorCode[]),
  ...studioErrorCodes,
];
export const ErrorCode = z.enum(allErrorCodes as [ErrorCode, ...ErrorCode[]]);

/** The values that vary in an error's text, sent beside the code so the web app can say them in its own words. */
export const ErrorParams = z.object({
  /** An amount in minor units of `currency`: a voucher's minimum, the invoice maximum. */
  amount: z.number().int().optional(),
  currency: z.string().length(3).optional(),
  /** The most one may order (of a catalogue, of a product). */
  max: z.number().int().optional(),
  /** The least one may order (of a product). */
  min: z.number().int().optional(),
  /** The form's field the message names (`tiers.0.price`): the studio's forms show it there. */
  field: z.string().max(100).optional(),
});
export type ErrorParams = z.infer<typeof ErrorParams>;

/** The code of each reason a voucher is refused (packages/domain voucher). */
export const voucherRefusalCodes = {
  unknown: "voucher_unknown",
  expired: "voucher_expired",
  minimumNotReached: "voucher_minimum_not_reached",
  notApplicable: "voucher_not_applicable",
  alreadyUsed: "voucher_already_used",
} as const satisfies Record<VoucherRefusal, ErrorCode>;

/** The code of each reason an invoice is refused (packages/domain invoice). */
export const invoiceRefusalCodes = {
  overMaximum: "invoice_over_maximum",
  unpaidInvoice: "invoice_unpaid",
} as const satisfies Record<InvoiceRefusal, ErrorCode>;

/** The code of each payment refusal or decline of the built-in providers (packages/domain payment-texts). */
export const paymentDeclineCodes = {
  invalidNumber: "card_number_invalid",
  invalidExpiry: "card_expiry_invalid",
  expired: "card_expired",
  declined: "card_declined",
  testCardsOnly: "card_test_only",
  mobileDeclined: "mobile_declined",
} as const satisfies Record<PaymentDeclineText, ErrorCode>;

/** The code of each problem with a national identity number (packages/domain national-id), a payment form field. */
export const nationalIdErrorCodes = {
  format: "national_id_format",
  checksum: "national_id_invalid",
  underage: "national_id_underage",
} as const satisfies Record<NationalIdError, ErrorCode>;

/** The code of each validation problem the forms' calls answer (registration, password reset, checkout fields). */
export const validationErrorCodes = {
  required: "required",
  invalidEmail: "invalid_email",
  tooShort: "too_short",
  invalidMobile: "invalid_mobile",
  passwordsDontMatch: "passwords_dont_match",
  passwordTooCommon: "password_too_common",
  passwordIsEmail: "password_is_email",
  passwordIsShopName: "password_is_shop_name",
  passwordRepeatedCharacter: "password_repeated_character",
  passwordTooWeak: "password_too_weak",
  passwordNotLongEnough: "password_not_long_enough",
  passwordsMustMatch: "passwords_must_match",
} as const satisfies Partial<Record<ValidationError, ErrorCode>>;
export type AnsweredValidationError = keyof typeof validationErrorCodes;

const voucherCodes: ReadonlySet<ErrorCode> = new Set(Object.values(voucherRefusalCodes));
const invoiceCodes: ReadonlySet<ErrorCode> = new Set(Object.values(invoiceRefusalCodes));
const validationCodes: ReadonlySet<ErrorCode> = new Set(Object.values(validationErrorCodes));

/** Whether a code says a field of an account form breaks a rule (the form shows it under that field). */
export function isValidationError(code: ErrorCode | null | undefined): boolean {
  return code != null && validationCodes.has(code);
}

/** Whether a code says the cart's voucher was refused. */
export function isVoucherRefusal(code: ErrorCode | null | undefined): boolean {
  return code != null && voucherCodes.has(code);
}

/** Whether a code says an invoice was refused. */
export function isInvoiceRefusal(code: ErrorCode | null | undefined): boolean {
  return code != null && invoiceCodes.has(code);
}
