import { normalizeAccessCode } from "@shop/domain/access-code";
import { checkLetterTemplate } from "@shop/domain/letter-template";
import { limits, shopLimits } from "@shop/domain/limits";
import { type LocalisedText, textsOf } from "@shop/domain/localised-text";
import { type AmountProblem, parseAmount, writeAmount } from "@shop/domain/money-input";
import { isExpressLocation } from "@shop/domain/pickup-location";
import { pictureTypes } from "@shop/domain/picture-type";
import { printPriceMax, printSizeProblem, printSizeProblemTexts } from "@shop/domain/print-size";
import { priceListIssues } from "@shop/domain/product-form";
import { templateProductTypes } from "@shop/domain/product-kind";
import { z } from "zod";
import { PaymentProvider } from "./checkout.ts";
import { PageId, PageModule } from "./content.ts";
import { DeliveryType } from "./delivery.ts";
import { languageTag, localised } from "./localised.ts";

/**
 * The shop settings file of `npm run shop -- settings apply` (docs/examples/shop.json describes the demo shop).
 * Its version 2 writes money as text in the shop's currency ("149", "149,00"), read into minor units (øre, cents)
 * as everywhere in the shop: "149" is 14900. Version 1 (no `version`) wrote minor units as numbers, which a reader
 * took for kroner; `settings convert` turns such a file into version 2 (decision 0064). Rates are percents: 25 is
 * 25 %. The settings module reads it and each module applies its own part, so the shape lives here, where all of
 * them import it.
 */

const currencies = new Set(Intl.supportedValuesOf("currency"));

/** Text PostgreSQL can store: no NUL character and no unpaired surrogate. */
function text(max: number) {
  return z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((s) => !s.includes("\u0000") && s.isWellFormed(), {
      error: "must not contain a NUL character or an unpaired surrogate",
    });
}

/** A name: trimmed, not empty. */
function name(max: number) {
  return text(max)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { error: "must not be empty" });
}

/** The largest amount of the file, in minor units. */
export const settingsMoneyMax = 100_000_000;

const amountProblems: Record<AmountProblem, string> = {
  empty: 'must be an amount, e.g. "149" or "149,00"',
  "not-a-number": 'must be an amount, e.g. "149" or "149,00"',
  // '149,999': three decimals are too many, and a mark between thousands is not how the file groups them.
  ambiguous: 'must have at most two decimals; group thousands with a space ("149 999") or not at all',
  "too-many-decimals": "must have at most two decimals",
  negative: "must not be negative",
  "too-large": `must be at most "${writeAmount(settingsMoneyMax)}"`,
};

/**
 * An amount in the shop's currency as text ("149", "149.00", "149,00"), kept as minor units. A bare number is
 * refused: it meant øre in the old version of the file and kroner to anyone reading it, so the message shows both
 * readings (its `params.bareNumber` lets the reader name the currency).
 */
const money = z
  .union([z.string().max(40, { error: 'must be an amount, e.g. "149" or "149,00"' }), z.number()], {
    error: 'must be an amount as text, e.g. "149"',
  })
  .transform((value, ctx) => {
    if (typeof value === "number") {
      ctx.addIssue({
        code: "custom",
        message: bareNumberMessage(value, null),
        params: { bareNumber: value },
        input: value,
      });
      return z.NEVER;
    }
    const parsed = parseAmount(value, settingsMoneyMax);
    if (parsed.ok) return parsed.minor;
    ctx.addIssue({ code: "custom", message: amountProblems[parsed.problem], input: value });
    return z.NEVER;
  });

/** The currency as written after an amount: 'kr' for NOK, '€' for EUR. */
function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  }).formatToParts(0);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}

/** `69 is a number; write "69" for 69.00 kr or "0.69" for 0.69 kr`: the two ways the number can be meant. */
export function bareNumberMessage(value: number, currency: string | null): string {
  const symbol = currency !== null && currencies.has(currency) ? currencySymbol(currency) : null;
  const unit = symbol === null ? "" : ` ${symbol}`;
  const asWhole = Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  const readings = [];
  if (asWhole !== null && Math.abs(asWhole - value * 100) < 1e-6) {
    readings.push(`"${writeAmount(asWhole)}" for ${(asWhole / 100).toFixed(2)}${unit}`);
  }
  // 0 reads the same both ways.
  if (Number.isInteger(value) && value > 0) {
    readings.push(`"${writeAmount(value)}" for ${(value / 100).toFixed(2)}${unit}`);
  }
  if (readings.length === 0) return `${value} is a number; write the amount as text, e.g. "149"`;
  return `${value} is a number; write ${readings.join(" or ")}`;
}

const days = z
  .number({ error: "must be a number of business days" })
  .int({ error: "must be a whole number of business days" })
  .min(0, { error: "must not be negative" })
  .max(365, { error: "must be at most 365" });

/** A percent with at most two decimals (the database keeps basis points: 25 % is 2500). */
function percent(options: { allowZero: boolean }) {
  return z
    .number({ error: "must be a percent, e.g. 25 for 25 %" })
    .min(options.allowZero ? 0 : 0.01, {
      error: options.allowZero ? "must not be negative" : "must be above 0",
    })
    .max(100, { error: "must be at most 100" })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, {
      error: "must have at most two decimals",
    });
}

const dateTime = z.iso
  .datetime({
    offset: true,
    error: "must be a date and time with its offset, e.g. 2026-12-31T23:59:59+01:00",
  })
  .transform((s) => new Date(s));

// A bound before each pattern, with the pattern's message: a long value is one problem, told the same way.
const color = z
  .string()
  .max(7, { error: "must be a colour like #1f4e79", abort: true })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "must be a colour like #1f4e79" })
  .transform((s) => s.toLowerCase());

const countryCode = z
  .string()
  .max(2, { error: "must be a two-letter country code (ISO 3166-1), e.g. NO", abort: true })
  .regex(/^[A-Z]{2}$/, { error: "must be a two-letter country code (ISO 3166-1), e.g. NO" });

const url = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).max(1000);

/** A job of the shop, by its name or uuid. */
const jobRef = name(200).describe("a job of the shop, by its name or uuid");

const portal = z.strictObject({
  name: name(200),
  address: text(200),
  postalCode: text(20),
  city: text(100),
  state: text(100).nullable().default(null),
  country: countryCode,
  /** Shown to parents as the shop's contact. */
  email: z.email({ error: "must be an e-mail address" }).max(limits.emailMax),
  phone: text(50),
  currency: z
    .string()
    .max(3, { error: "must be a currency code, e.g. NOK", abort: true })
    .refine((c) => currencies.has(c), { error: "must be a currency code, e.g. NOK" }),
  /** Prices include VAT at this rate. */
  vatPercent: percent({ allowZero: true }),
  /** The address forms ask for a second address line. */
  gatherAddress2: z.boolean().default(false),
  acceptMailDefaultOn: z.boolean().default(false),
  hideMarketingConsent: z.boolean().default(false),
});

const webshop = z.strictObject({
  languages: z
    .array(z.strictObject({ tag: languageTag, name: name(100) }))
    .min(1, { error: "must list at least one language" })
    .max(20),
  defaultLanguage: languageTag,
  /** Where the contact page sends parents. */
  contactEmail: z.email({ error: "must be an e-mail address" }).max(limits.emailMax),
  /** Postage is free once the products reach this (minor units); null: never free. */
  freeShippingThreshold: money.nullable().default(null),
  termsText: text(50_000).default(""),
  privacyPolicy: text(100_000).nullable().default(null),
  /** Parents may upload pictures of their own and put them on template products (decision 0026). */
  allowOwnPhotos: z.boolean().default(false),
  /**
   * Spec 03 §4's mode: individual (IP) and sibling (SFP) pictures are one category, shown and sold as individual
   * pictures at IP's digital prices (decision 0051).
   */
  mergeSiblingPictures: z.boolean().default(false),
  /** Spec 01 §3 portal webshop `package`: addToCartWarning shows 'Dear customer' before a package is added. */
  package: z
    .strictObject({ addToCartWarning: z.boolean().default(false) })
    .default({ addToCartWarning: false }),
  /**
   * The template editor's option flags (spec 02 §2, §4, §6): `addToCartWarning` shows 'Dear customer' once a browser
   * session before a design goes to the cart; `disableImageToolbox` leaves out 'Edit image' (rotate, black/white,
   * sepia), and the tool says 'Change photos' instead of 'Change/edit photos'; `updateCartLabel` is what the editor's
   * 'Update cart' says instead: one text for every language, or a text per language (null: 'Update cart').
   */
  editor: z
    .strictObject({
      addToCartWarning: z.boolean().default(false),
      disableImageToolbox: z.boolean().default(false),
      updateCartLabel: z
        .union([name(40), z.record(languageTag, name(40))])
        .nullable()
        .default(null),
    })
    .default({ addToCartWarning: false, disableImageToolbox: false, updateCartLabel: null }),
  /**
   * Spec 02 §5, §6 'disable mixing photographers': a cart (and so an order) holds the pictures of one photographer
   * only, for a shop that sells for several photographers under their own names.
   */
  disableMixingPhotographers: z.boolean().default(false),
  /**
   * The code letters (`job letters`, the studio's letters): `template` is the text under the code box, per language,
   * with the fields of packages/domain letter-template.ts ({code}, {link}, {qr} alone on a line, {name}, {class},
   * {school}, {deadline}…); null: today's text. `prices` lists the shop's digital prices on each letter.
   */
  letters: z
    .strictObject({
      template: localised(
        text(4000).superRefine((value, ctx) => {
          const problem = checkLetterTemplate(value);
          if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
        }),
      )
        .nullable()
        .default(null),
      prices: z.boolean().default(false),
    })
    .default({ template: null, prices: false }),
});

const page = z.strictObject({
  /** A URL or a path of the shop; null: no picture behind the front page. */
  backgroundImage: text(1000).nullable().default(null),
  primaryColor: color,
  backgroundColor: color,
  textColor: color,
  desktopVersionUrl: url.nullable().default(null),
});

/** Content page modules: one list for every language, or a list per language (`{ "en": [...], "nb": [...] }`). */
const pageModules = z.union([
  z.array(PageModule).max(100),
  z
    .record(languageTag, z.array(PageModule).max(100))
    .refine((byLanguage) => Object.keys(byLanguage).length > 0, {
      error: "must give the modules of at least one language",
    }),
]);

const menuItem = z
  .strictObject({
    label: z.record(languageTag, name(100)),
    visibility: z.enum(["always", "signedIn", "signedOut"]),
    type: z.enum(["internal", "modal", "cookie_settings", "external"]),
    /** A route for internal, a dialog's name for modal, a URL for external; nothing for cookie_settings. */
    target: text(1000).default(""),
  })
  .superRefine((item, ctx) => {
    const problem =
      item.type === "internal" && !item.target.startsWith("/")
        ? "must be a path of the shop, starting with /"
        : item.type === "external" && !url.safeParse(item.target).success
          ? "must be an http(s) URL"
          : item.type === "modal" && item.target.trim() === ""
            ? "must name the dialog"
            : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["target"], message: problem });
  });

/** A content page at /pages/<id> (spec 01 §2.8); a menu item of type internal links to it. */
const contentPage = z.strictObject({
  id: PageId,
  title: localised(name(200)),
  modules: pageModules,
});

const checkout = z.strictObject({
  /** The checkout offers a comment field. */
  orderComment: z.boolean(),
  /** The postage form suggests addresses as the parent types. */
  addressAutocomplete: z.boolean(),
});

const digitalProduct = z.strictObject({
  name: localised(name(200)),
  description: localised(text(2000)).default(""),
  /** The regular price (minor units). */
  price: money,
  /** Replaces the price while set and lower (minor units). */
  campaignPrice: money.nullable().default(null),
  /** The digital rebate of spec 03 §3 (minor units): counts only when not above the regular price. */
  rebatedPrice: money.nullable().default(null),
});

/** What a picture type sells digitally: one picture (file) and the whole set; a kind left out is not sold. */
const digitalOfType = z.strictObject({
  file: digitalProduct.optional(),
  set: digitalProduct.optional(),
});

const digital = z.strictObject({
  /** Portraits. */
  IP: digitalOfType.optional(),
  /** Sibling and friends pictures. */
  SFP: digitalOfType.optional(),
  /** Group pictures. */
  GP: digitalOfType.optional(),
});

const catalogue = z.strictObject({
  name: localised(name(200)),
  description: localised(text(2000)).default(""),
  price: money,
  campaignPrice: money.nullable().default(null),
  maxQuantity: z.number().int().min(1).max(shopLimits.catalogueMaxQuantityCeiling).default(10),
  /** Shipped separately within this many days after the last photo day. */
  deliveryDays: days,
  /** Offered to the picture sets of this job. */
  job: jobRef,
});

/**
 * A retouch product (spec 02 §3 retouch, type 11): what retouching one picture costs before its tasks, and the tasks
 * (its sub-products) with their extra prices. With a picture type it applies to pictures of that type, without one
 * to every picture; a picture is offered the first product of its own type, else the first for every type.
 */
const retouchProduct = z.strictObject({
  name: localised(name(200)),
  description: localised(text(2000)).default(""),
  pictureType: z.enum(pictureTypes).nullable().default(null),
  price: money.default(0),
  campaignPrice: money.nullable().default(null),
  tasks: z
    .array(z.strictObject({ name: localised(name(200)), extraPrice: money }))
    .min(1)
    .max(50)
    .superRefine(uniqueTexts((t) => textsOf(t.name), "name", "retouch task")),
});

/** A tier of a price list: from this quantity on, each costs this (and the 'Special offer' price while it runs). */
const priceTier = z.strictObject({
  quantity: z.number().int().min(1).max(100_000),
  price: money,
  campaignPrice: money.nullable().default(null),
});

const priceListProblems = {
  "no-price": "must list at least one price while the product is on sale",
  "same-quantity": "another tier has this quantity",
  "campaign-not-lower": "must be below the tier's price",
  "end-without-campaign": "needs a campaignPrice in at least one tier",
} as const;

/**
 * A card, calendar or photo gift product (decision 0066), found by its name; the studio's product form makes the same.
 * Its templates are installed and switched on apart from the file: without one, parents are not shown it.
 */
const templateProduct = z
  .strictObject({
    type: z.enum(Object.keys(templateProductTypes) as [keyof typeof templateProductTypes]),
    name: localised(name(200)),
    description: localised(text(2000)).default(""),
    minOrderQuantity: z.number().int().min(1).max(10_000).default(1),
    tiers: z.array(priceTier).max(20),
    /** The tiers' campaign prices count until this moment; null: while they are set. */
    campaignEndsAt: dateTime.nullable().default(null),
    /** Sub-products a parent may add (an envelope, a hanging kit), found by name within the product. */
    subProducts: z
      .array(z.strictObject({ name: localised(name(200)), extraPrice: money }))
      .max(20)
      .superRefine(uniqueTexts((s) => textsOf(s.name), "name", "sub-product"))
      .default([]),
    onSale: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    for (const issue of priceListIssues({ ...p, prices: p.tiers, active: p.onSale })) {
      const path = issue.field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      ctx.addIssue({
        code: "custom",
        path: path[0] === "prices" ? ["tiers", ...path.slice(1)] : path,
        message: priceListProblems[issue.problem],
      });
    }
  });

/** A plain print of a picture (decision 0067): a paper size and its price tiers, found by its name. */
const print = z
  .strictObject({
    name: localised(name(200)),
    widthMm: z.number({ error: "must be a number of millimetres" }),
    heightMm: z.number({ error: "must be a number of millimetres" }),
    /** Printed beyond the trim on each side, cut off. */
    bleedMm: z.number({ error: "must be a number of millimetres" }).default(0),
    /** Lowest quantity first, the first from 1. */
    tiers: z
      .array(
        z.strictObject({
          quantity: z.number().int().min(1).max(100_000),
          price: money.refine((m) => m <= printPriceMax, {
            error: `must be at most "${writeAmount(printPriceMax)}"`,
          }),
        }),
      )
      .min(1, { error: "must list at least one price" })
      .max(20),
    onSale: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    const problem = printSizeProblem(p);
    if (problem)
      ctx.addIssue({
        code: "custom",
        path: [problem.field],
        message: printSizeProblemTexts[problem.problem],
      });
    p.tiers.forEach((tier, i) => {
      const before = p.tiers[i - 1];
      if (i === 0 && tier.quantity !== 1)
        ctx.addIssue({
          code: "custom",
          path: ["tiers", 0, "quantity"],
          message: "must be 1: the first price is from 1",
        });
      if (before && tier.quantity <= before.quantity)
        ctx.addIssue({
          code: "custom",
          path: ["tiers", i, "quantity"],
          message: `must be above ${before.quantity}, the tier before`,
        });
    });
  });

const deliveryCommon = {
  name: localised(name(200)),
  description: localised(text(2000)).default(""),
  price: money,
  deliveryDays: days,
  /** Not offered from this moment; null: always. */
  expiresAt: dateTime.nullable().default(null),
  isExpress: z.boolean().default(false),
};

const shippingCountry = z.strictObject({
  code: countryCode,
  /** The web app names a country in the parent's language itself (Intl.DisplayNames); this is for a code it lacks. */
  name: localised(name(100)).optional(),
  /** The address form asks for a state. */
  gatherState: z.boolean().default(false),
  hidePostalCode: z.boolean().default(false),
  /** When given, the state is chosen from these. */
  states: z
    .array(z.strictObject({ code: name(10), name: name(100) }))
    .max(100)
    .nullable()
    .default(null),
});

const store = z.strictObject({
  /** Fixes the store's uuid (and so its express variant's); left out, a new store gets a random one. */
  uuid: z
    .uuid({ error: "must be a uuid" })
    .transform((u) => u.toLowerCase())
    .refine((u) => !isExpressLocation(u), {
      error: `must not end in ${shopLimits.expressPickupSuffix}, which marks an express variant`,
    })
    .optional(),
  name: localised(name(200)),
  address: name(200),
  postalCode: text(20),
  city: name(100),
  price: money,
  deliveryDays: days,
  /** The store's express variant: the same address, its own name, price and time. */
  express: z.strictObject({ name: localised(name(200)), price: money, deliveryDays: days }).optional(),
});

/** Items with a key another has; an item's keys are its texts in every language, since rows are found by any of them. */
function uniqueTexts<T>(keys: (item: T) => readonly string[], field: string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const texts = keys(item);
      const taken = texts.find((t) => seen.has(t));
      if (taken !== undefined)
        ctx.addIssue({ code: "custom", path: [i, field], message: `another ${what} has ${taken}` });
      for (const t of texts) seen.add(t);
    });
  };
}

function uniqueBy<T>(key: (item: T) => string, field: string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (seen.has(k))
        ctx.addIssue({ code: "custom", path: [i, field], message: `another ${what} has ${k}` });
      seen.add(k);
    });
  };
}

const deliveryOption = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("postage"),
    ...deliveryCommon,
    countries: z
      .array(shippingCountry)
      .min(1, { error: "must list at least one country" })
      .max(250)
      .superRefine(uniqueBy((c) => c.code, "code", "country")),
  }),
  z.strictObject({
    type: z.literal("store-pickup"),
    ...deliveryCommon,
    stores: z
      .array(store)
      .min(1, { error: "must list at least one store" })
      .max(100)
      .superRefine(uniqueTexts((s) => textsOf(s.name), "name", "store"))
      .superRefine(uniqueBy((s) => s.uuid ?? JSON.stringify(s.name), "uuid", "store")),
  }),
  z.strictObject({
    type: z.literal("school-pickup"),
    ...deliveryCommon,
    /** The jobs (schools) whose picture sets may be picked up; null or left out: every job. */
    jobs: z.array(jobRef).min(1).max(100).nullable().default(null),
  }),
  z.strictObject({ type: z.literal("digital-delivery"), ...deliveryCommon }),
]);

const paymentOption = z.strictObject({
  provider: PaymentProvider,
  title: localised(name(100)),
  /** Left out: the title. */
  mobileTitle: localised(name(100)).optional(),
  description: localised(text(2000)).default(""),
  mobileDescription: localised(text(500)).default(""),
  verifyMobile: z.boolean().default(false),
  requirePersonNo: z.boolean().default(false),
  /** Added to the order when this option is chosen (minor units). */
  fee: money.default(0),
  /** The card brands or methods shown with the option. */
  methods: z
    .array(z.strictObject({ name: localised(name(50)), icon: name(50) }))
    .max(20)
    .default([]),
  /** Offered only with these delivery types; null or left out: with every one. */
  deliveryTypes: z.array(DeliveryType).min(1).max(4).nullable().default(null),
});

const voucher = z
  .strictObject({
    /** Matched like access codes: case and spaces are ignored. */
    code: text(limits.accessCodeMax)
      .transform(normalizeAccessCode)
      .refine((c) => c.length > 0, { error: "must not be empty" }),
    /** Takes this percent off the products it applies to … */
    percent: percent({ allowZero: false }).optional(),
    /** … or this amount (minor units): give one of the two. */
    amount: money.refine((m) => m >= 1, { error: "must be above 0" }).optional(),
    /** The products must add up to at least this (minor units); null: no minimum. */
    minOrderValue: money.nullable().default(null),
    /** Not honoured from this moment; null: never expires. */
    expiresAt: dateTime.nullable().default(null),
    /** Only these products count, by their names in this file; null or left out: every product. */
    products: z.array(name(200)).min(1).max(100).nullable().default(null),
    /** Usable on one paid or invoiced order per customer. */
    oncePerUser: z.boolean().default(false),
    description: localised(text(500)).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.percent !== undefined && v.amount !== undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "give percent or amount, not both" });
    } else if (v.percent === undefined && v.amount === undefined) {
      ctx.addIssue({ code: "custom", path: ["percent"], message: "is required (or amount)" });
    }
  });

/** The version of the file this shape reads. */
export const shopSettingsVersion = 2;

export const ShopSettings = z
  .strictObject({
    version: z.literal(shopSettingsVersion, { error: `must be ${shopSettingsVersion}` }),
    portal,
    webshop,
    page: page.optional(),
    menu: z.array(menuItem).max(50).optional(),
    pages: z
      .array(contentPage)
      .max(50)
      .superRefine(uniqueBy((p) => p.id, "id", "page"))
      .optional(),
    checkout: checkout.optional(),
    digital: digital.optional(),
    catalogues: z
      .array(catalogue)
      .max(100)
      .superRefine(uniqueTexts((c) => textsOf(c.name), "name", "catalogue"))
      .optional(),
    retouch: z
      .array(retouchProduct)
      .max(20)
      .superRefine(uniqueTexts((r) => textsOf(r.name), "name", "retouch product"))
      .optional(),
    templateProducts: z
      .array(templateProduct)
      .max(500)
      .superRefine(uniqueTexts((p) => textsOf(p.name), "name", "template product"))
      .optional(),
    prints: z
      .array(print)
      .max(100)
      .superRefine(uniqueTexts((p) => textsOf(p.name), "name", "print"))
      .optional(),
    deliveryOptions: z
      .array(deliveryOption)
      .max(50)
      .superRefine(uniqueTexts((o) => textsOf(o.name), "name", "delivery option"))
      .optional(),
    paymentOptions: z
      .array(paymentOption)
      .max(20)
      .superRefine(
        uniqueTexts(
          (o) => textsOf(o.title).map((t) => `${o.provider} ${t}`),
          "title",
          "payment option (provider and title)",
        ),
      )
      .optional(),
    vouchers: z
      .array(voucher)
      .max(1000)
      .superRefine(uniqueBy((v) => v.code, "code", "voucher"))
      .optional(),
  })
  .superRefine((s, ctx) => {
    const tags = new Set(s.webshop.languages.map((l) => l.tag));
    if (!tags.has(s.webshop.defaultLanguage)) {
      ctx.addIssue({
        code: "custom",
        path: ["webshop", "defaultLanguage"],
        message: "must be one of the languages",
      });
    }
    s.menu?.forEach((item, i) => {
      if (item.label[s.webshop.defaultLanguage] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["menu", i, "label"],
          message: `must have a label in the default language (${s.webshop.defaultLanguage})`,
        });
      }
    });
    // Vouchers name products by any of their texts, so no text may name two.
    const products = new Set<string>();
    for (const type of pictureTypes) {
      for (const kind of ["file", "set"] as const) {
        const product = s.digital?.[type]?.[kind];
        if (product) for (const t of textsOf(product.name)) products.add(t);
      }
    }
    const namedOnce = (section: "catalogues" | "retouch", i: number, name: LocalisedText) => {
      const texts = textsOf(name);
      if (texts.some((t) => products.has(t))) {
        ctx.addIssue({
          code: "custom",
          path: [section, i, "name"],
          message: "another product of this file has this name",
        });
      }
      for (const t of texts) products.add(t);
    };
    s.catalogues?.forEach((c, i) => {
      namedOnce("catalogues", i, c.name);
    });
    s.retouch?.forEach((r, i) => {
      namedOnce("retouch", i, r.name);
    });
    s.vouchers?.forEach((v, i) => {
      v.products?.forEach((product, j) => {
        if (!products.has(product)) {
          ctx.addIssue({
            code: "custom",
            path: ["vouchers", i, "products", j],
            message: "names no digital product or catalogue of this file (or retouch product)",
          });
        }
      });
    });
  });

export type ShopSettings = z.infer<typeof ShopSettings>;
export type DeliveryOptionSettings = NonNullable<ShopSettings["deliveryOptions"]>[number];
