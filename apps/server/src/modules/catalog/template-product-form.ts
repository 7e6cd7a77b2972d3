import type { LocalisedText, Translations } from "@shop/domain/localised-text";
import type { ProductPrice } from "@shop/domain/pricing";
import { type PriceListIssue, priceListIssues } from "@shop/domain/product-form";
import { type TemplateProductType, templateProductKind } from "@shop/domain/product-kind";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { productPrices, products, subProducts } from "../../db/schema/catalog.ts";
import { backgroundWorkKinds, enqueueBackgroundWorkOnce } from "../../platform/background-work.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { storedName } from "./template-products.ts";

/**
 * The template product form (issue 31): one service makes and changes a card, calendar or photo gift product with its
 * names, price tiers, 'Special offer' and sub-products, for the studio's form and the demo seed alike. Amounts are
 * minor units here: the routes read what the photographer typed with parseAmount first.
 */

export interface TemplateProductForm {
  /** Its name per language, the shop's default language first (the row keeps the first as its own). */
  names: Translations;
  descriptions: Translations;
  type: TemplateProductType;
  minOrderQuantity: number;
  /** The regular price list. */
  prices: ProductPrice[];
  campaignEndsAt: Date | null;
  /** Sub-products with a uuid are changed in place (carts name them by it); those left out are removed. */
  subProducts: Array<{ uuid?: string; names: Translations; extraPrice: number }>;
  active: boolean;
}

export class TemplateProductFormError extends Error {
  readonly issues: PriceListIssue[];
  constructor(issues: PriceListIssue[]) {
    super(issues.map((i) => `${i.field}: ${i.problem}`).join("; "));
    this.name = "TemplateProductFormError";
    this.issues = issues;
  }
}

export class TemplateProductNotFoundError extends Error {
  constructor() {
    super("No such template product in this shop");
    this.name = "TemplateProductNotFoundError";
  }
}

/** A text per language without the languages left empty. */
function written(texts: Translations): Translations {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ""));
}

function descriptionOf(texts: Translations): { description: string; descriptions: Translations } {
  const kept = written(texts);
  return { description: Object.values(kept)[0] ?? "", descriptions: kept };
}

/** The product's row as the form makes it (the settings file compares a row with it before saving). */
export function templateProductRow(form: TemplateProductForm) {
  const name = storedName(written(form.names) as LocalisedText);
  const { description, descriptions } = descriptionOf(form.descriptions);
  return {
    kind: templateProductKind,
    type: form.type,
    name: name.name,
    description,
    translations: { ...name.translations, description: descriptions },
    minOrderQuantity: form.minOrderQuantity,
    campaignEndsAt: form.campaignEndsAt,
    active: form.active,
  };
}

/** A sub-product's row as the form makes it. */
export function subProductRow(sub: TemplateProductForm["subProducts"][number]) {
  return { ...storedName(written(sub.names) as LocalisedText), extraPrice: sub.extraPrice };
}

/**
 * Makes a template product (`target` null) or changes the shop's one of this uuid, in one transaction, and records
 * it when a member made it (the demo seed has no actor). Answers the product's uuid.
 */
export async function saveTemplateProduct(
  db: Db | Tx,
  portalId: number,
  target: { uuid: string } | { id: number } | null,
  form: TemplateProductForm,
  actor: StudioActor | null,
): Promise<{ uuid: string }> {
  const issues = priceListIssues(form);
  if (issues.length > 0) throw new TemplateProductFormError(issues);
  return db.transaction(async (tx) => {
    const values = templateProductRow(form);
    let row: { id: number; uuid: string } | undefined;
    if (target === null) {
      [row] = await tx
        .insert(products)
        .values({ portalId, ...values })
        .returning({ id: products.id, uuid: products.uuid });
    } else {
      [row] = await tx
        .update(products)
        .set(values)
        .where(
          and(
            eq(products.portalId, portalId),
            eq(products.kind, templateProductKind),
            "uuid" in target ? eq(products.uuid, target.uuid) : eq(products.id, target.id),
          ),
        )
        .returning({ id: products.id, uuid: products.uuid });
    }
    if (!row) throw new TemplateProductNotFoundError();
    await replacePrices(tx, row.id, form.prices);
    await replaceSubProducts(tx, row.id, form.subProducts);
    // Which templates the lists show may change: their first previews are made ahead again (decision 0083).
    await enqueueBackgroundWorkOnce(tx, backgroundWorkKinds.catalogChanged, [{}]);
    if (actor !== null) {
      await recordStudioChange(tx, {
        staff: actor,
        action: target === null ? "product.create" : "product.change",
        objectType: "product",
        objectId: row.uuid,
        detail: {
          name: values.name,
          prices: form.prices.map((p) => `${p.quantity}: ${p.price}`).join(", "),
          onSale: form.active ? "yes" : "no",
        },
      });
    }
    return { uuid: row.uuid };
  });
}

async function replacePrices(tx: Tx, productId: number, prices: readonly ProductPrice[]): Promise<void> {
  await tx
    .delete(productPrices)
    .where(and(eq(productPrices.productId, productId), eq(productPrices.type, 0)));
  if (prices.length > 0) {
    await tx.insert(productPrices).values(prices.map((p) => ({ productId, ...p, type: 0 })));
  }
}

async function replaceSubProducts(
  tx: Tx,
  productId: number,
  wanted: TemplateProductForm["subProducts"],
): Promise<void> {
  const kept = wanted.flatMap((s) => (s.uuid === undefined ? [] : [s.uuid]));
  await tx
    .delete(subProducts)
    .where(
      and(
        eq(subProducts.productId, productId),
        kept.length === 0 ? undefined : notInArray(subProducts.uuid, kept),
      ),
    );
  const existing = new Set(
    kept.length === 0
      ? []
      : (
          await tx
            .select({ uuid: subProducts.uuid })
            .from(subProducts)
            .where(and(eq(subProducts.productId, productId), inArray(subProducts.uuid, kept)))
        ).map((r) => r.uuid),
  );
  for (const sub of wanted) {
    const values = subProductRow(sub);
    if (sub.uuid !== undefined && existing.has(sub.uuid)) {
      await tx.update(subProducts).set(values).where(eq(subProducts.uuid, sub.uuid));
    } else {
      await tx.insert(subProducts).values({ productId, ...values });
    }
  }
}
