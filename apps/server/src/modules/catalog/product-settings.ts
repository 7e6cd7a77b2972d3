import { isDeepStrictEqual } from "node:util";
import type { ShopSettings } from "@shop/contracts/shop-settings";
import { type LocalisedText, sameName, type Translations } from "@shop/domain/localised-text";
import { writeAmount } from "@shop/domain/money-input";
import { templateProductKind, templateProductTypes } from "@shop/domain/product-kind";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema/catalog.ts";
import { type ChangeLog, changedFields, quoted } from "../../platform/shop-settings.ts";
import { printProducts } from "./print-products.ts";
import { tiersAndSubProducts } from "./product-settings-export.ts";
import { retire } from "./settings.ts";
import { readPrintInput, savePrintProduct } from "./studio-prints.ts";
import {
  saveTemplateProduct,
  subProductRow,
  type TemplateProductForm,
  templateProductRow,
} from "./template-product-form.ts";

/**
 * The settings file's template products and prints (issue 31): written through the studio's own services, so a
 * product made by file is the product the form makes. Each is found by any of its names; a service is called only
 * when the row differs from the file, so applying the same file twice changes nothing.
 */

/** A file's text as a text per language, the default language first (the row keeps the first as its own). */
function byLanguage(text: LocalisedText, defaultLanguage: string): Translations {
  if (typeof text === "string") return text === "" ? {} : { [defaultLanguage]: text };
  const { [defaultLanguage]: own, ...rest } = text;
  return own === undefined ? text : { [defaultLanguage]: own, ...rest };
}

/** The changed columns as the file names them. */
function fileNames(changed: string[]): string[] {
  const names: Record<string, string> = { translations: "texts per language", active: "onSale" };
  return [...new Set(changed.map((f) => names[f] ?? f))];
}

export async function applyTemplateProducts(
  tx: Db,
  portalId: number,
  list: NonNullable<ShopSettings["templateProducts"]>,
  defaultLanguage: string,
  log: ChangeLog,
): Promise<void> {
  const existing = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.portalId, portalId),
        eq(products.kind, templateProductKind),
        // Only the types the file can name: the export writes no other, so none is retired for its absence.
        inArray(products.type, Object.values(templateProductTypes)),
      ),
    )
    .orderBy(asc(products.id));
  const { prices, subs } = await tiersAndSubProducts(
    tx,
    existing.map((r) => r.id),
  );
  for (const entry of list) {
    const row = existing.find((r) => sameName(r.name, r.translations.name, entry.name));
    const ownSubs = row ? subs.filter((s) => s.productId === row.id) : [];
    const form: TemplateProductForm = {
      names: byLanguage(entry.name, defaultLanguage),
      descriptions: byLanguage(entry.description, defaultLanguage),
      type: templateProductTypes[entry.type],
      minOrderQuantity: entry.minOrderQuantity,
      prices: [...entry.tiers].sort((a, b) => a.quantity - b.quantity),
      campaignEndsAt: entry.campaignEndsAt,
      // A sub-product keeps its uuid (carts name it by it) while the file names it by any of its names.
      subProducts: entry.subProducts.map((s) => {
        const kept = ownSubs.find((x) => sameName(x.name, x.translations.name, s.name));
        return {
          ...(kept ? { uuid: kept.uuid } : {}),
          names: byLanguage(s.name, defaultLanguage),
          extraPrice: s.extraPrice,
        };
      }),
      active: entry.onSale,
    };
    const values = templateProductRow(form);
    const key = quoted(values.name);
    if (!row) {
      await saveTemplateProduct(tx, portalId, null, form, null);
      log.upserted("template product", key, false, []);
      continue;
    }
    const changed = changedFields(row, values);
    const tiers = prices
      .filter((p) => p.productId === row.id)
      .map((p) => ({ quantity: p.quantity, price: p.price, campaignPrice: p.campaignPrice }));
    if (!isDeepStrictEqual(tiers, form.prices)) changed.push("tiers");
    const subsChanged =
      ownSubs.length !== form.subProducts.length ||
      form.subProducts.some((s) => {
        const stored = ownSubs.find((x) => x.uuid === s.uuid);
        return !stored || changedFields(stored, subProductRow(s)).length > 0;
      });
    if (subsChanged) changed.push("subProducts");
    if (changed.length > 0) await saveTemplateProduct(tx, portalId, { id: row.id }, form, null);
    log.upserted("template product", key, true, fileNames(changed));
  }
  for (const row of existing) {
    if (!list.some((p) => sameName(row.name, row.translations.name, p.name)))
      await retire(tx, row, "template product", quoted(row.name), log);
  }
}

export async function applyPrints(
  tx: Db,
  portalId: number,
  list: NonNullable<ShopSettings["prints"]>,
  shop: { currency: string; defaultLanguage: string },
  log: ChangeLog,
): Promise<void> {
  const existing = await printProducts(tx, portalId);
  for (const entry of list) {
    const found = existing.find((p) => sameName(p.name, p.names, entry.name));
    // The studio's form as the photographer would have typed it: the service reads the amounts itself.
    const input = {
      names: byLanguage(entry.name, shop.defaultLanguage),
      widthMm: entry.widthMm,
      heightMm: entry.heightMm,
      bleedMm: entry.bleedMm,
      tiers: entry.tiers.map((t) => ({ quantity: t.quantity, price: writeAmount(t.price) })),
      active: entry.onSale,
    };
    const values = readPrintInput(input, shop);
    const key = quoted(values.name);
    if (!found) {
      await savePrintProduct(tx, portalId, null, input);
      log.upserted("print", key, false, []);
      continue;
    }
    const changed = changedFields(
      {
        ...found,
        translations: found.names,
        tiers: found.tiers.map((t) => ({ quantity: t.quantity, price: t.price })),
      },
      {
        name: values.name,
        translations: values.names,
        size: values.size,
        tiers: values.tiers,
        active: values.active,
      },
    );
    if (changed.length > 0) await savePrintProduct(tx, portalId, found.uuid, input);
    log.upserted("print", key, true, fileNames(changed));
  }
  for (const print of existing) {
    if (!list.some((p) => sameName(print.name, print.names, p.name)))
      await retire(tx, print, "print", quoted(print.name), log);
  }
}
