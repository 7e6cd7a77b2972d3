import type { SettingsSection } from "@shop/contracts/studio-settings";

/** How the studio shows each section of the settings file (packages/contracts shop-settings.ts). */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The sections that are lists of rows: a table with add, edit and remove. */
export const listSections = [
  "menu",
  "pages",
  "catalogues",
  "retouch",
  "templateProducts",
  "prints",
  "deliveryOptions",
  "paymentOptions",
  "vouchers",
] as const satisfies readonly SettingsSection[];

export function isListSection(section: SettingsSection): section is (typeof listSections)[number] {
  return (listSections as readonly string[]).includes(section);
}

/** A new row of each list section: the fields the file requires, to be filled in. */
export const newRows: Record<(typeof listSections)[number], Json> = {
  menu: { label: { en: "" }, visibility: "always", type: "internal", target: "/" },
  pages: { id: "", title: "", modules: [] },
  catalogues: {
    name: "",
    description: "",
    price: "",
    campaignPrice: null,
    maxQuantity: 10,
    deliveryDays: 14,
    job: "",
  },
  retouch: {
    name: "",
    description: "",
    pictureType: null,
    price: "0",
    campaignPrice: null,
    tasks: [{ name: "", extraPrice: "" }],
  },
  templateProducts: {
    type: "CARDS",
    name: "",
    description: "",
    minOrderQuantity: 1,
    tiers: [{ quantity: 1, price: "", campaignPrice: null }],
    campaignEndsAt: null,
    subProducts: [],
    onSale: true,
  },
  prints: {
    name: "",
    widthMm: 100,
    heightMm: 150,
    bleedMm: 0,
    tiers: [{ quantity: 1, price: "" }],
    onSale: true,
  },
  deliveryOptions: {
    type: "postage",
    name: "",
    description: "",
    price: "",
    deliveryDays: 5,
    expiresAt: null,
    isExpress: false,
    countries: [{ code: "NO", gatherState: false, hidePostalCode: false, states: null }],
  },
  paymentOptions: {
    provider: "invoice",
    title: "",
    description: "",
    mobileDescription: "",
    verifyMobile: false,
    requirePersonNo: false,
    fee: "0",
    methods: [],
    deliveryTypes: null,
  },
  vouchers: {
    code: "",
    percent: 10,
    minOrderValue: null,
    expiresAt: null,
    products: null,
    oncePerUser: false,
    description: "",
  },
};

/** The file's amounts: typed as people write them ("149", "149,00 kr"), kept as the file's text ("149"). */
export const amountFields = new Set([
  "price",
  "campaignPrice",
  "rebatedPrice",
  "extraPrice",
  "fee",
  "amount",
  "minOrderValue",
  "freeShippingThreshold",
]);

/** Fields that may be empty (null in the file): an empty input is null. */
export const nullableFields = new Set([
  "campaignPrice",
  "rebatedPrice",
  "minOrderValue",
  "freeShippingThreshold",
  "expiresAt",
  "state",
  "privacyPolicy",
  "backgroundImage",
  "desktopVersionUrl",
  "pictureType",
  "updateCartLabel",
  "campaignEndsAt",
]);

/** Numbers of the file (days, percents, quantities): a cleared field typed again is a number again. */
export const numberFields = new Set([
  "deliveryDays",
  "vatPercent",
  "maxQuantity",
  "percent",
  "duration",
  "quantity",
  "minOrderQuantity",
  "widthMm",
  "heightMm",
  "bleedMm",
]);

/** Long texts: a text area. */
export const longTextFields = new Set([
  "termsText",
  "privacyPolicy",
  "description",
  "body",
  "html",
  "template",
]);

/** The fields a row's line in the table names it by, and shows its price by. */
export const nameFields = ["name", "title", "label", "code", "id"] as const;
export const priceFields = ["price", "fee", "amount", "percent"] as const;

/** A text of the file (one text, or a text per language) in the studio's language, else its first. */
export function textOf(value: Json | undefined, language: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const own = value[language];
    if (typeof own === "string") return own;
    const first = Object.values(value).find((v) => typeof v === "string");
    return typeof first === "string" ? first : "";
  }
  return "";
}

/** A path as the server's issues write it: `deliveryOptions[2].price`. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return parent === "" ? key : `${parent}.${key}`;
}
