import type {
  PrintProductInput,
  StudioPrintProduct,
  StudioPrintsResponse,
} from "@shop/contracts/studio-prints";
import { type AmountProblem, parseAmount, writeAmount } from "@shop/domain/money-input";
import {
  printPriceMax,
  printSizeLabel,
  printSizeProblem,
  printSizeProblemTexts,
} from "@shop/domain/print-size";
import type { Db } from "../../db/client.ts";
import { getLanguages, shopProfile } from "../content/service.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import {
  insertPrintProduct,
  type PrintProduct,
  type PrintProductValues,
  printProducts,
  updatePrintProduct,
} from "./print-products.ts";

/**
 * The studio's print products (issue 31): the same calls for the studio's page, the settings file and the demo seed.
 * Prices are read as photographers write them (decision 0064), every change is recorded in the studio record.
 */

const amountProblems: Record<AmountProblem, string> = {
  empty: 'must be an amount, e.g. "29" or "29,00"',
  "not-a-number": 'must be an amount, e.g. "29" or "29,00"',
  ambiguous: 'must have at most two decimals; group thousands with a space ("1 490") or not at all',
  "too-many-decimals": "must have at most two decimals",
  negative: "must not be negative",
  "too-large": `must be at most ${writeAmount(printPriceMax)}`,
};

const fieldNames = { widthMm: "Width", heightMm: "Height", bleedMm: "Bleed" } as const;

/** A print product the studio cannot save; `field` names the form's field (`tiers.0.price`, `names.nb`, `widthMm`). */
export class PrintInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = "PrintInputError";
    this.field = field;
  }
}

export class PrintNotFoundError extends Error {
  constructor() {
    super("No such print product");
    this.name = "PrintNotFoundError";
  }
}

/** Reads the studio's form (or a file's section) into what is stored; refuses it naming the field. */
export function readPrintInput(
  input: PrintProductInput,
  shop: { currency: string; defaultLanguage: string },
): PrintProductValues {
  const names = Object.fromEntries(Object.entries(input.names).filter(([, name]) => name.trim() !== ""));
  const name = names[shop.defaultLanguage] ?? Object.values(names)[0];
  if (name === undefined)
    throw new PrintInputError(`names.${shop.defaultLanguage}`, "Name: must not be empty");
  const size = { widthMm: input.widthMm, heightMm: input.heightMm, bleedMm: input.bleedMm };
  const problem = printSizeProblem(size);
  if (problem)
    throw new PrintInputError(
      problem.field,
      `${fieldNames[problem.field]}: ${printSizeProblemTexts[problem.problem]}`,
    );
  const tiers = input.tiers.map((tier, index) => {
    const parsed = parseAmount(tier.price, printPriceMax, shop.currency);
    if (!parsed.ok)
      throw new PrintInputError(
        `tiers.${index}.price`,
        `Price from ${tier.quantity}: ${amountProblems[parsed.problem]}`,
      );
    return { quantity: tier.quantity, price: parsed.minor };
  });
  if (tiers[0]?.quantity !== 1) throw new PrintInputError("tiers.0.quantity", "The first price is from 1");
  for (const [index, tier] of tiers.entries()) {
    const before = tiers[index - 1];
    if (before && tier.quantity <= before.quantity)
      throw new PrintInputError(
        `tiers.${index}.quantity`,
        `Quantity ${tier.quantity}: must be above ${before.quantity}`,
      );
  }
  return { name, names, size, tiers, active: input.active };
}

function toStudio(product: PrintProduct): StudioPrintProduct {
  return {
    uuid: product.uuid,
    name: product.name,
    names: { ...product.names },
    ...product.size,
    tiers: product.tiers.map((t) => ({ quantity: t.quantity, price: t.price })),
    active: product.active,
    sortOrder: product.sortOrder,
  };
}

export async function studioPrints(db: Db, portalId: number): Promise<StudioPrintsResponse> {
  const [{ currency }, { languages, defaultLanguage }, prints] = await Promise.all([
    shopProfile(db, portalId),
    getLanguages(db, portalId),
    printProducts(db, portalId),
  ]);
  const tags = languages.map((l) => l.long);
  return {
    currency,
    languages: [defaultLanguage, ...tags.filter((tag) => tag !== defaultLanguage)],
    prints: prints.map(toStudio),
  };
}

/**
 * Adds (no uuid) or changes a print product from what a photographer wrote, in the caller's transaction: the studio's
 * form, the demo seed. Answers the product's ids and what was stored.
 */
export async function savePrintProduct(
  tx: Db,
  portalId: number,
  uuid: string | null,
  input: PrintProductInput,
): Promise<{ id: number; uuid: string; values: PrintProductValues }> {
  const [{ currency }, { defaultLanguage }] = await Promise.all([
    shopProfile(tx, portalId),
    getLanguages(tx, portalId),
  ]);
  const values = readPrintInput(input, { currency, defaultLanguage });
  const row =
    uuid === null
      ? await insertPrintProduct(tx, portalId, values)
      : await updatePrintProduct(tx, portalId, uuid, values);
  if (!row) throw new PrintNotFoundError();
  return { ...row, values };
}

/** The studio's save: the change and its line in the studio record are one transaction. */
export async function saveStudioPrint(
  db: Db,
  portalId: number,
  uuid: string | null,
  input: PrintProductInput,
  actor: StudioActor,
): Promise<StudioPrintProduct> {
  const saved = await db.transaction(async (tx) => {
    const { values, ...row } = await savePrintProduct(tx, portalId, uuid, input);
    await recordStudioChange(tx, {
      staff: actor,
      action: uuid === null ? "print.create" : "print.update",
      objectType: "product",
      objectId: row.uuid,
      detail: {
        name: values.name,
        size: printSizeLabel(values.size, "."),
        bleedMm: values.size.bleedMm,
        prices: values.tiers.map((t) => `${t.quantity}: ${writeAmount(t.price)}`).join(", "),
        onSale: values.active,
      },
    });
    return row;
  });
  const [product] = await printProducts(db, portalId, { ids: [saved.id] });
  if (!product) throw new PrintNotFoundError();
  return toStudio(product);
}
