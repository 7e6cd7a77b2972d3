import type { TemplateProductRequest } from "@shop/contracts/studio-products";
import { type AmountProblem, parseAmount } from "@shop/domain/money-input";
import { productAmountMax } from "@shop/domain/product-form";
import type { TemplateProductType } from "@shop/domain/product-kind";
import type { z } from "zod";
import type { TemplateProductForm } from "./template-product-form.ts";

const problemTexts: Record<AmountProblem, string> = {
  empty: "is empty; write an amount, e.g. 149",
  "not-a-number": "is not an amount; write e.g. 149 or 149,00",
  ambiguous: "could be read two ways; write e.g. 149 or 149,90",
  "too-many-decimals": "has more than two decimals",
  negative: "cannot be negative",
  "too-large": "is above 1 000 000",
};

/** An amount the form held that the shop cannot read, with the field it was in. */
export class AmountInputError extends Error {
  readonly field: string;
  constructor(field: string, typed: string, problem: AmountProblem) {
    super(`${field}: "${typed}" ${problemTexts[problem]}`);
    this.name = "AmountInputError";
    this.field = field;
  }
}

function amount(field: string, typed: string, currency: string): number {
  const parsed = parseAmount(typed, productAmountMax, currency);
  if (!parsed.ok) throw new AmountInputError(field, typed, parsed.problem);
  return parsed.minor;
}

/**
 * The studio's form as the service takes it: every amount read as the photographer typed it ('39', '39,00 kr') in
 * the shop's currency, and the names ordered with the shop's default language first (the row's own name).
 */
export function templateProductFormOf(
  body: z.output<typeof TemplateProductRequest>,
  currency: string,
  defaultLanguage: string,
): TemplateProductForm {
  const ordered = (texts: Record<string, string>) => {
    const { [defaultLanguage]: own, ...rest } = texts;
    return own === undefined ? texts : { [defaultLanguage]: own, ...rest };
  };
  return {
    names: ordered(body.names),
    descriptions: ordered(body.descriptions),
    type: body.type as TemplateProductType,
    minOrderQuantity: body.minOrderQuantity,
    prices: body.prices.map((p, i) => ({
      quantity: p.quantity,
      price: amount(`prices.${i}.price`, p.price, currency),
      campaignPrice:
        p.campaignPrice === null || p.campaignPrice.trim() === ""
          ? null
          : amount(`prices.${i}.campaignPrice`, p.campaignPrice, currency),
    })),
    campaignEndsAt: body.campaignEndsAt === null ? null : new Date(body.campaignEndsAt),
    subProducts: body.subProducts.map((s, i) => ({
      ...(s.uuid === undefined ? {} : { uuid: s.uuid }),
      names: ordered(s.names),
      extraPrice: amount(`subProducts.${i}.extraPrice`, s.extraPrice, currency),
    })),
    active: body.active,
  };
}
