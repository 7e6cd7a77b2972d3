import type { StudioProduct, TemplateProductRequest } from "@shop/contracts/studio-products";
import { type AmountProblem, parseAmount, writeAmount } from "@shop/domain/money-input";
import { priceListIssues, productAmountMax } from "@shop/domain/product-form";

/**
 * The template product form as the page holds it (text as typed) and as it is sent: every amount is read here with
 * the shop's own rule (parseAmount), so a wrong one is named at its field before anything is sent; the server reads
 * them again.
 */

export interface TierValues {
  quantity: string;
  price: string;
  campaignPrice: string;
}

export interface SubProductValues {
  uuid?: string;
  names: Record<string, string>;
  extraPrice: string;
}

export interface TemplateProductValues {
  names: Record<string, string>;
  descriptions: Record<string, string>;
  type: "1" | "2" | "89";
  minOrderQuantity: string;
  tiers: TierValues[];
  /** The last day of the 'Special offer' (yyyy-mm-dd), or empty. */
  campaignEnds: string;
  subProducts: SubProductValues[];
  active: boolean;
}

/** A field's problem: the text's key under `products.problems` and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}
export type FormProblems = Record<string, FieldProblem>;

/** An amount as the form shows it: '39' or '39,50' in Norwegian, '39.50' in English. */
export function amountText(minor: number, language: string): string {
  const text = writeAmount(minor);
  return language.startsWith("nb") || language.startsWith("no") ? text.replace(".", ",") : text;
}

const emptyTier: TierValues = { quantity: "1", price: "", campaignPrice: "" };

export function valuesOf(
  product: StudioProduct | null,
  languages: readonly string[],
  language: string,
): TemplateProductValues {
  const everyLanguage = (texts: Record<string, string> = {}) =>
    Object.fromEntries(languages.map((tag) => [tag, texts[tag] ?? ""]));
  if (product === null) {
    return {
      names: everyLanguage(),
      descriptions: everyLanguage(),
      type: "1",
      minOrderQuantity: "1",
      tiers: [{ ...emptyTier }],
      campaignEnds: "",
      subProducts: [],
      active: true,
    };
  }
  return {
    names: everyLanguage(product.names),
    descriptions: everyLanguage(product.descriptions),
    type: String(product.type) === "2" ? "2" : String(product.type) === "89" ? "89" : "1",
    minOrderQuantity: String(product.minOrderQuantity),
    tiers:
      product.prices.length === 0
        ? [{ ...emptyTier }]
        : product.prices.map((p) => ({
            quantity: String(p.quantity),
            price: amountText(p.price, language),
            campaignPrice: p.campaignPrice === null ? "" : amountText(p.campaignPrice, language),
          })),
    campaignEnds: product.campaignEndsAt?.slice(0, 10) ?? "",
    subProducts: product.subProducts.map((s) => ({
      uuid: s.uuid,
      names: everyLanguage(s.names),
      extraPrice: amountText(s.extraPrice, language),
    })),
    // Opening the form of a product not on sale yet offers to sell it: pricing it is why one opens it.
    active: product.prices.length === 0 ? true : product.active,
  };
}

const amountProblemKeys: Record<AmountProblem, string> = {
  empty: "amountEmpty",
  "not-a-number": "notAnAmount",
  ambiguous: "ambiguous",
  "too-many-decimals": "tooManyDecimals",
  negative: "negative",
  "too-large": "tooLarge",
};

/** The request the form makes, or its problems by field (`names`, `tiers.0.price`, `subProducts.1.extraPrice`…). */
export function requestOf(
  values: TemplateProductValues,
  currency: string,
): { request: TemplateProductRequest; problems: null } | { request: null; problems: FormProblems } {
  const problems: FormProblems = {};
  const amount = (field: string, typed: string, optional: boolean): number | null => {
    if (optional && typed.trim() === "") return null;
    const parsed = parseAmount(typed, productAmountMax, currency);
    if (parsed.ok) return parsed.minor;
    problems[field] = { key: amountProblemKeys[parsed.problem], values: { typed } };
    return null;
  };
  const whole = (field: string, typed: string): number => {
    const n = Number(typed);
    if (!/^\d+$/.test(typed.trim()) || n < 1) problems[field] = { key: "quantity" };
    return n;
  };
  if (Object.values(values.names).every((n) => n.trim() === "")) problems.names = { key: "nameMissing" };
  const minOrderQuantity = whole("minOrderQuantity", values.minOrderQuantity);
  const tiers = values.tiers.filter((t) => t.price.trim() !== "" || t.campaignPrice.trim() !== "");
  const prices = tiers.map((tier) => {
    const i = values.tiers.indexOf(tier);
    return {
      quantity: whole(`tiers.${i}.quantity`, tier.quantity),
      price: amount(`tiers.${i}.price`, tier.price, false) ?? 0,
      campaignPrice: amount(`tiers.${i}.campaignPrice`, tier.campaignPrice, true),
    };
  });
  const subProducts = values.subProducts.map((sub, i) => {
    if (Object.values(sub.names).every((n) => n.trim() === "")) {
      problems[`subProducts.${i}.names`] = { key: "nameMissing" };
    }
    amount(`subProducts.${i}.extraPrice`, sub.extraPrice, false);
    return sub;
  });
  const campaignEndsAt =
    values.campaignEnds === "" ? null : new Date(`${values.campaignEnds}T23:59:59.000Z`).toISOString();
  if (Object.keys(problems).length === 0) {
    for (const issue of priceListIssues({ prices, campaignEndsAt, active: values.active })) {
      // The rule names tiers by their place among those sent; the form by their row.
      const [, at, part] = issue.field.split(".");
      const row = at === undefined ? undefined : values.tiers.indexOf(tiers[Number(at)] as TierValues);
      const field =
        row === undefined ? (issue.field === "prices" ? "tiers" : issue.field) : `tiers.${row}.${part}`;
      problems[field] = { key: issue.problem };
    }
  }
  if (Object.keys(problems).length > 0) return { request: null, problems };
  const nonEmpty = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ""));
  return {
    problems: null,
    request: {
      names: nonEmpty(values.names),
      descriptions: nonEmpty(values.descriptions),
      type: Number(values.type) as 1 | 2 | 89,
      minOrderQuantity,
      prices: tiers.map((tier) => ({
        quantity: Number(tier.quantity),
        price: tier.price,
        campaignPrice: tier.campaignPrice.trim() === "" ? null : tier.campaignPrice,
      })),
      campaignEndsAt,
      subProducts: subProducts.map((sub) => ({
        ...(sub.uuid === undefined ? {} : { uuid: sub.uuid }),
        names: nonEmpty(sub.names),
        extraPrice: sub.extraPrice,
      })),
      active: values.active,
    },
  };
}
