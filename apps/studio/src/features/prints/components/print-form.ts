import type { PrintProductInput, StudioPrintProduct } from "@shop/contracts/studio-prints";
import { type AmountProblem, parseAmount, writeAmount } from "@shop/domain/money-input";
import { printPriceMax, printSizeProblem } from "@shop/domain/print-size";

/** The form as typed: every number as text, prices as the photographer writes them. */
export interface PrintFormValues {
  names: Record<string, string>;
  widthMm: string;
  heightMm: string;
  bleedMm: string;
  tiers: Array<{ quantity: string; price: string }>;
  active: boolean;
}

/** A problem of one field: its name in the form and the text's key and values. */
export interface PrintFormProblem {
  field: string;
  key: string;
  values?: Record<string, string | number>;
}

export function emptyPrintForm(languages: readonly string[]): PrintFormValues {
  return {
    names: Object.fromEntries(languages.map((l) => [l, ""])),
    widthMm: "",
    heightMm: "",
    bleedMm: "3",
    tiers: [{ quantity: "1", price: "" }],
    active: true,
  };
}

export function printFormOf(print: StudioPrintProduct, languages: readonly string[]): PrintFormValues {
  return {
    names: Object.fromEntries(
      languages.map((l) => [l, print.names[l] ?? (l === languages[0] ? print.name : "")]),
    ),
    widthMm: String(print.widthMm),
    heightMm: String(print.heightMm),
    bleedMm: String(print.bleedMm),
    tiers: print.tiers.map((tier) => ({ quantity: String(tier.quantity), price: writeAmount(tier.price) })),
    active: print.active,
  };
}

const amountKeys: Record<AmountProblem, string> = {
  empty: "prints.problems.priceEmpty",
  "not-a-number": "prints.problems.priceNotAmount",
  ambiguous: "prints.problems.priceAmbiguous",
  "too-many-decimals": "prints.problems.priceDecimals",
  negative: "prints.problems.priceNegative",
  "too-large": "prints.problems.priceTooLarge",
};

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * Reads the form as the server will (the same rules of packages/domain: parseAmount for prices, printSizeProblem
 * for the paper), so a problem is said at its field before anything is sent.
 */
export function readPrintForm(
  values: PrintFormValues,
  languages: readonly string[],
  currency: string,
): { ok: true; body: PrintProductInput } | { ok: false; problems: PrintFormProblem[] } {
  const problems: PrintFormProblem[] = [];
  const [first] = languages;
  if (first !== undefined && (values.names[first] ?? "").trim() === "")
    problems.push({ field: `names.${first}`, key: "prints.problems.nameEmpty" });
  const size = {
    widthMm: whole(values.widthMm),
    heightMm: whole(values.heightMm),
    bleedMm: whole(values.bleedMm),
  };
  const sizeProblem = printSizeProblem(size);
  for (const field of ["widthMm", "heightMm", "bleedMm"] as const) {
    if (Number.isNaN(size[field])) problems.push({ field, key: "prints.problems.wholeMm" });
  }
  if (sizeProblem && !Number.isNaN(size[sizeProblem.field]))
    problems.push({ field: sizeProblem.field, key: `prints.problems.${sizeProblem.problem}` });
  const tiers = values.tiers.map((tier, index) => {
    const quantity = whole(tier.quantity);
    if (Number.isNaN(quantity) || quantity < 1)
      problems.push({ field: `tiers.${index}.quantity`, key: "prints.problems.quantity" });
    else if (index === 0 && quantity !== 1)
      problems.push({ field: "tiers.0.quantity", key: "prints.problems.firstQuantity" });
    const price = parseAmount(tier.price, printPriceMax, currency);
    if (!price.ok)
      problems.push({
        field: `tiers.${index}.price`,
        key: amountKeys[price.problem],
        values: { quantity: tier.quantity },
      });
    return { quantity, price: tier.price };
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      names: Object.fromEntries(Object.entries(values.names).map(([l, n]) => [l, n.trim()])),
      ...size,
      tiers,
      active: values.active,
    },
  };
}
