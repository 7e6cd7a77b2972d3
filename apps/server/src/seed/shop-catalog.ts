import type { PictureType } from "@shop/domain/picture-type";

/**
 * The demo shop's catalogue, prices and vouchers as the tests and docs/features.md name them. The shop gets them from
 * docs/examples/shop.json; demo.test.ts checks that these constants say what the file says.
 */

/** The demo shop's prices, fixed so the tests and docs/features.md can rely on them (minor units, øre, VAT included). */
export const demoDigitalPrices: Record<PictureType, { file: number; set: number }> = {
  IP: { file: 14_900, set: 59_900 },
  SFP: { file: 14_900, set: 39_900 },
  GP: { file: 9_900, set: 19_900 },
};

/** The one rebated digital price: the whole portrait (IP) set costs 449 kr instead of 599 kr. */
export const demoPortraitSetRebatedPrice = 44_900;

export const demoDigitalNames: Record<PictureType, { file: string; set: string }> = {
  IP: { file: "Digital portrait", set: "Digital portrait set" },
  SFP: { file: "Digital sibling picture", set: "Digital sibling picture set" },
  GP: { file: "Digital group picture", set: "Digital group picture set" },
};

export const demoCatalogue = {
  name: "Skolekatalog Solbakken 2026",
  description: "The school's catalogue with every class and pupil of Solbakken skole, printed in colour.",
  price: 18_900,
  maxQuantity: 10,
  deliveryDays: 30,
  /** The job whose picture sets are offered the catalogue. */
  jobName: "Solbakken skole 2026",
} as const;

export const demoVouchers = {
  /** 10 % off everything. */
  welcome: { code: "VELKOMMEN10", percentBasisPoints: 1000 },
  /** 50 kr off orders of at least 300 kr. */
  fiftyOff: { code: "RABATT50", amount: 5_000, minOrderValue: 30_000 },
  /** Expired on 1 January 2026. */
  expired: { code: "UTLOPT", percentBasisPoints: 2000 },
  /** 20 % off, on one paid or invoiced order per customer. */
  oncePerUser: { code: "ENGANG20", percentBasisPoints: 2000 },
} as const;
