import type { ImageFileLimits } from "./image-file.ts";

/** Business constants and limits of spec 01 §9. */
export const limits = {
  signInPasswordMin: 3,
  registrationPasswordMin: 6,
  /** At reset the password must be longer than this. */
  resetPasswordLongerThan: 6,
  accountPasswordMin: 5,
  addCodeDialogMin: 6,
  addCodeDialogHint: 4,
  accountCodeMin: 5,
  thumbnailsPerCard: 6,
  newPictureSetThumbSize: 320,
  previewSize: 640,
  digitalPreviewMax: 3,
  orderReferenceLength: 8,
  accessCodeMax: 64,
  emailMax: 254,
  passwordMax: 200,
} as const;

/** Business constants and limits of spec 02 §9 and spec 03 §9 that the purchase path uses. */
export const shopLimits = {
  /** Default maxQuantity per catalogue. */
  catalogueDefaultMaxQuantity: 10,
  /** No catalogue is offered in larger numbers than this, whatever its maxQuantity says. */
  catalogueMaxQuantityCeiling: 100,
  addressAutocompletePauseMs: 500,
  cartBadgeAnimationMs: 1000,
  /** The cart's quantity select offers up to the current quantity plus this, unless the line has a maximum. */
  cartQuantityHeadroom: 100,
  cartQuantityMax: 10_000,
  orderCommentRows: 4,
  orderCommentMax: 1000,
  expressPickupSuffix: "-111111111111",
  /** The first characters of a pickup location's uuid that identify its store. */
  storeKeyLength: 23,
  /** A Norwegian national identity number holder must be at least this old to pay by invoice. */
  invoiceMinimumAge: 18,
  addressQueryMax: 200,
  /** Product lines start at this quantity unless the product names its own minimum (minorderpartquantity). */
  defaultMinimumQuantity: 1,
  /** Rates (VAT, percent vouchers) are basis points: this many make 100 %. */
  basisPointsWhole: 10_000,
} as const;

/** Sizes the image endpoint serves besides the original. */
export const pictureSizes = [320, 640] as const;
export type PictureSize = (typeof pictureSizes)[number];

/**
 * Upper bounds of every string and list a call carries (docs/decisions/0009-hardened-inputs.md); a test holds every
 * contract to them. What a person sends is bounded by what the field needs. What the shop answers is what it stored,
 * so answers get bounds well above anything the shop makes: a stored value over its bound would turn a real answer
 * into a 500.
 */
export const sizeLimits = {
  /** Sent: a person's or place's name, a street line. */
  name: 200,
  email: limits.emailMax,
  /** Sent: an access code, a voucher code, a key. */
  code: limits.accessCodeMax,
  phone: 32,
  /** Sent: a comment or a message. */
  text: 2000,
  /** Sent: a token or an id in the path. */
  token: 200,
  /** Sent: the items of one request (subjects, catalogues). */
  items: 1000,
  /** Answered: a name, title, label, id, code, date or short text the shop stored. */
  answerLabel: 1000,
  /** Answered: a description or a message. */
  answerText: 20_000,
  /** Answered: a URL (signed picture URLs, a payment provider's page). */
  url: 4096,
  /** Answered: the terms and the privacy policy. */
  document: 1_000_000,
  /** Answered: the rows of one list (pictures of a set, lines of an order, orders of a user). */
  answerItems: 10_000,
} as const;

/** Constants of spec 02 §9 for packages, retouch and the parent's own pictures (uploads). */
export const packageLimits = {
  /** The package's digital portrait set shows at most this many non-group pictures of the set. */
  digitalSetPreviewMax: 3,
  /** The countdown banner ticks this often. */
  countdownTickMs: 1000,
  /** Items of one package (template products, catalogues, digital sets). */
  itemsMax: 20,
} as const;

export const uploadLimits = {
  /**
   * A file that fails for the network or the shop's side (5xx, the decoder's 503 'busy' included) is tried again this
   * many times after its first try, this far apart (spec 02 §4 'retried up to 5 times', §9 'upload retries 5 with
   * 5000 ms wait'; spec 03 §9's '5 attempts' read as issue 28 does: five retries after the first try).
   */
  retries: 5,
  retryWaitMs: 5000,
  /** Files of one upload call (images[]). */
  filesPerRequest: 10,
  /** A file larger than this is refused before it is decoded. */
  maxBytes: 25 * 1024 * 1024,
  /**
   * What print needs (a 60 × 40 cm print at 300 dpi is 33 megapixels): a larger JPEG or WebP, up to four times this,
   * is read at half its size; anything larger is refused before it is decoded (decision 0038).
   */
  maxPixels: 40_000_000,
  /** The size of the previews an upload answers with (thumbnails=640). */
  thumbnailSize: 640,
} as const;

/** A parent's own picture file (decision 0038): the upload call's formats and limits. */
export const uploadFileLimits: ImageFileLimits = {
  maxBytes: uploadLimits.maxBytes,
  maxPixels: uploadLimits.maxPixels,
  formats: ["jpeg", "png", "webp", "heif"],
  shrinkOnLoad: 2,
};

/**
 * A photographer's picture file: the job import's pictures and masks, and a retouched file. Originals are
 * sold as digital files at their size, so they are never shrunk: big enough for any camera a school photographer uses
 * (a 100-megapixel medium-format file).
 */
export const originalFileLimits = {
  maxBytes: 80 * 1024 * 1024,
  maxPixels: 100_000_000,
  /** The shortest side a picture worth selling has. */
  minSide: 16,
} as const;

/** Sharing by invite (spec 03 §2.7, §5; the limits are the shop's own, issue 13). */
export const inviteLimits = {
  /** Recipient fields of one share dialog, and addresses of one do_tipafriend.php call. */
  recipientsMax: 20,
  /** Picture sets of one invite. */
  subjectsMax: 50,
  /** Invite mails a user may send in a day (a rolling 24 hours). */
  perUserPerDay: 20,
  /** Invite mails one address may receive in a day, from all senders together. */
  perRecipientPerDay: 5,
  /** An invite link opens its sets within this many days of sending, once. */
  validDays: 30,
} as const;

/** Support's simulated user (spec 01 §6, issue 13). */
export const simulationLimits = {
  /** The one-time link must be opened within this time. */
  linkValidMs: 10 * 60 * 1000,
  /** A simulated session ends this long after it started, whatever the activity. */
  sessionMaxMs: 60 * 60 * 1000,
  operatorNameMax: 100,
} as const;
