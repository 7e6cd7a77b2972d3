import type { ShopSettings } from "@shop/contracts/shop-settings";
import { type LocalisedText, sameName, splitText, textsOf } from "@shop/domain/localised-text";
import { pictureTypes } from "@shop/domain/picture-type";
import { productTypes } from "@shop/domain/product-kind";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  catalogues,
  digitalRebateSettings,
  productPrices,
  products,
  subProducts,
} from "../../db/schema/catalog.ts";
import {
  type ChangeLog,
  changedFields,
  type JobIndex,
  quoted,
  upsertPortalRow,
} from "../../platform/shop-settings.ts";

const regularPriceList = 0;
const digitalKinds = ["file", "set"] as const;

type ProductRow = typeof products.$inferSelect;
type ProductValues = Omit<typeof products.$inferInsert, "id" | "uuid" | "portalId">;

/**
 * The products the file names, by each of their texts (a voucher names a product by any of them), for the vouchers'
 * scopes; and the catalogues left out for a missing job.
 */
export interface AppliedProducts {
  ids: Map<string, number>;
  skipped: Set<string>;
}

/** A product's name and description as its row keeps them (the default language's, and each language's). */
function productTexts(name: LocalisedText, description: LocalisedText, defaultLanguage: string) {
  const n = splitText(name, defaultLanguage);
  const d = splitText(description, defaultLanguage);
  return {
    name: n.text,
    description: d.text,
    translations: { name: n.translations, description: d.translations },
  };
}

/** Records a product under each of its texts. */
function remember(ids: Map<string, number>, name: LocalisedText, id: number): void {
  for (const text of textsOf(name)) ids.set(text, id);
}

/**
 * Makes the product's regular price list one tier from quantity 1, as the file gives it, and returns the fields that
 * changed. Other tiers of that list are removed: orders keep their own copy of what they paid.
 */
async function setRegularPrice(
  tx: Db,
  productId: number,
  price: { price: number; campaignPrice: number | null },
): Promise<string[]> {
  const tiers = await tx
    .select()
    .from(productPrices)
    .where(and(eq(productPrices.productId, productId), eq(productPrices.type, regularPriceList)));
  const [only] = tiers;
  if (tiers.length === 1 && only?.quantity === 1) {
    const fields = changedFields(only, price);
    if (fields.length > 0) await tx.update(productPrices).set(price).where(eq(productPrices.id, only.id));
    return fields;
  }
  if (tiers.length > 0) {
    await tx
      .delete(productPrices)
      .where(and(eq(productPrices.productId, productId), eq(productPrices.type, regularPriceList)));
  }
  await tx.insert(productPrices).values({ productId, quantity: 1, type: regularPriceList, ...price });
  return ["price"];
}

/** Creates or updates one product and its price; returns its id. */
async function upsertProduct(
  tx: Db,
  portalId: number,
  row: ProductRow | undefined,
  desired: ProductValues,
  price: { price: number; campaignPrice: number | null },
  report: (existed: boolean, fields: string[]) => void,
): Promise<number> {
  if (!row) {
    const [created] = await tx
      .insert(products)
      .values({ portalId, ...desired })
      .returning({ id: products.id });
    if (!created) throw new Error("creating a product returned no row");
    await setRegularPrice(tx, created.id, price);
    report(false, []);
    return created.id;
  }
  const fields = changedFields(row, desired);
  if (fields.length > 0) await tx.update(products).set(desired).where(eq(products.id, row.id));
  fields.push(...(await setRegularPrice(tx, row.id, price)));
  report(true, fields);
  return row.id;
}

/** Takes a product the file no longer lists off sale (orders may point at it). */
export async function retire(
  tx: Db,
  row: Pick<ProductRow, "id" | "active">,
  what: string,
  key: string,
  log: ChangeLog,
): Promise<void> {
  if (!row.active) return;
  await tx.update(products).set({ active: false }).where(eq(products.id, row.id));
  log.record({ what, key, action: "retired", note: "not in the file: no longer sold" });
}

/** The number of digital products the file sells, which come first in the shop's sort order. */
export function digitalCount(digital: ShopSettings["digital"]): number {
  return pictureTypes.reduce(
    (n, type) => n + digitalKinds.filter((kind) => digital?.[type]?.[kind] !== undefined).length,
    0,
  );
}

/**
 * One product per picture type and kind (file, set), found by those two; a kind the file leaves out is no longer
 * sold. The rebated prices make the digital rebate settings.
 */
export async function applyDigital(
  tx: Db,
  portalId: number,
  digital: NonNullable<ShopSettings["digital"]>,
  defaultLanguage: string,
  log: ChangeLog,
): Promise<Map<string, number>> {
  const existing = await tx
    .select()
    .from(products)
    .where(and(eq(products.portalId, portalId), inArray(products.kind, ["digital_file", "digital_set"])))
    .orderBy(asc(products.sortOrder), asc(products.id));
  const ids = new Map<string, number>();
  let sortOrder = 0;
  for (const pictureType of pictureTypes) {
    for (const kind of digitalKinds) {
      const entry = digital[pictureType]?.[kind];
      const dbKind = kind === "file" ? "digital_file" : "digital_set";
      const rows = existing.filter((r) => r.kind === dbKind && r.pictureType === pictureType);
      const kept = entry ? rows[0] : undefined;
      if (entry) {
        const texts = productTexts(entry.name, entry.description, defaultLanguage);
        const id = await upsertProduct(
          tx,
          portalId,
          kept,
          {
            kind: dbKind,
            type: productTypes[dbKind],
            ...texts,
            pictureType,
            minOrderQuantity: 1,
            maxQuantity: 1,
            sortOrder: sortOrder++,
            active: true,
          },
          { price: entry.price, campaignPrice: entry.campaignPrice },
          (existed, fields) =>
            log.upserted("digital product", `${pictureType} ${kind} ${quoted(texts.name)}`, existed, fields),
        );
        remember(ids, entry.name, id);
      }
      for (const row of rows) {
        if (row !== kept)
          await retire(tx, row, "digital product", `${pictureType} ${kind} ${quoted(row.name)}`, log);
      }
    }
  }

  const rebates = {
    portraitFilePrice: digital.IP?.file?.rebatedPrice ?? null,
    portraitSetPrice: digital.IP?.set?.rebatedPrice ?? null,
    siblingAndFriendsFilePrice: digital.SFP?.file?.rebatedPrice ?? null,
    siblingAndFriendsSetPrice: digital.SFP?.set?.rebatedPrice ?? null,
    groupFilePrice: digital.GP?.file?.rebatedPrice ?? null,
    groupSetPrice: digital.GP?.set?.rebatedPrice ?? null,
  };
  await upsertPortalRow(tx, digitalRebateSettings, portalId, rebates, log, "digital rebates", {
    portraitFilePrice: "IP.file.rebatedPrice",
    portraitSetPrice: "IP.set.rebatedPrice",
    siblingAndFriendsFilePrice: "SFP.file.rebatedPrice",
    siblingAndFriendsSetPrice: "SFP.set.rebatedPrice",
    groupFilePrice: "GP.file.rebatedPrice",
    groupSetPrice: "GP.set.rebatedPrice",
  });
  return ids;
}

/**
 * Catalogues, found by name. A catalogue belongs to a job: while the shop has no job of that name it is skipped
 * (and reported), and applying the file again after the job is imported creates it.
 */
export async function applyCatalogues(
  tx: Db,
  portalId: number,
  list: NonNullable<ShopSettings["catalogues"]>,
  jobs: JobIndex,
  firstSortOrder: number,
  defaultLanguage: string,
  log: ChangeLog,
): Promise<AppliedProducts> {
  const existing = await tx
    .select()
    .from(products)
    .where(and(eq(products.portalId, portalId), eq(products.kind, "catalogue")))
    .orderBy(asc(products.id));
  const ids = new Map<string, number>();
  const skipped = new Set<string>();
  for (const [i, c] of list.entries()) {
    const texts = productTexts(c.name, c.description, defaultLanguage);
    const jobId = jobs.resolve(c.job, `catalogues[${i}].job`);
    if (jobId === null) {
      for (const text of textsOf(c.name)) skipped.add(text);
      log.record({
        what: "catalogue",
        key: quoted(texts.name),
        action: "skipped",
        note: `the shop has no job "${c.job}" yet; apply the file again after importing it`,
      });
      continue;
    }
    const changed: string[] = [];
    let existed = false;
    const productId = await upsertProduct(
      tx,
      portalId,
      existing.find((r) => sameName(r.name, r.translations.name, c.name)),
      {
        kind: "catalogue",
        type: productTypes.catalogue,
        ...texts,
        pictureType: null,
        minOrderQuantity: 1,
        maxQuantity: c.maxQuantity,
        sortOrder: firstSortOrder + i,
        active: true,
      },
      { price: c.price, campaignPrice: c.campaignPrice },
      (wasThere, fields) => {
        existed = wasThere;
        changed.push(...fields);
      },
    );
    const desired = {
      jobId,
      ...texts,
      maxQuantity: c.maxQuantity,
      deliveryDays: c.deliveryDays,
    };
    const [row] = await tx
      .select()
      .from(catalogues)
      .where(eq(catalogues.productId, productId))
      .orderBy(asc(catalogues.id))
      .limit(1);
    if (!row) {
      await tx.insert(catalogues).values({ productId, ...desired });
      if (existed) changed.push("job");
    } else {
      const fields = changedFields(row, desired, { jobId: "job" });
      if (fields.length > 0) await tx.update(catalogues).set(desired).where(eq(catalogues.id, row.id));
      changed.push(...fields.filter((f) => !changed.includes(f)));
    }
    log.upserted("catalogue", quoted(texts.name), existed, changed);
    remember(ids, c.name, productId);
  }
  // A catalogue left out for its missing job is not retired: applying the file again after the import finds it.
  const named = (row: ProductRow) => list.some((c) => sameName(row.name, row.translations.name, c.name));
  for (const row of existing) {
    if (!named(row)) await retire(tx, row, "catalogue", quoted(row.name), log);
  }
  return { ids, skipped };
}

/**
 * Retouch products, found by name, with their tasks (sub-products) found by name within each: a task the file no
 * longer lists is removed (a cart line that chose only removed tasks sells nothing; an order keeps its tasks' names),
 * a product it no longer lists is no longer sold. They sort after the digital products and the catalogues.
 */
export async function applyRetouch(
  tx: Db,
  portalId: number,
  list: NonNullable<ShopSettings["retouch"]>,
  firstSortOrder: number,
  defaultLanguage: string,
  log: ChangeLog,
): Promise<Map<string, number>> {
  const existing = await tx
    .select()
    .from(products)
    .where(and(eq(products.portalId, portalId), eq(products.kind, "retouch")))
    .orderBy(asc(products.id));
  const ids = new Map<string, number>();
  for (const [i, r] of list.entries()) {
    const changed: string[] = [];
    let existed = false;
    const texts = productTexts(r.name, r.description, defaultLanguage);
    const productId = await upsertProduct(
      tx,
      portalId,
      existing.find((row) => sameName(row.name, row.translations.name, r.name)),
      {
        kind: "retouch",
        type: productTypes.retouch,
        ...texts,
        pictureType: r.pictureType,
        minOrderQuantity: 1,
        maxQuantity: 1,
        sortOrder: firstSortOrder + i,
        active: true,
      },
      { price: r.price, campaignPrice: r.campaignPrice },
      (wasThere, fields) => {
        existed = wasThere;
        changed.push(...fields);
      },
    );
    const tasks = await tx.select().from(subProducts).where(eq(subProducts.productId, productId));
    for (const task of r.tasks) {
      const name = splitText(task.name, defaultLanguage);
      const desired = {
        name: name.text,
        translations: { name: name.translations },
        extraPrice: task.extraPrice,
      };
      const row = tasks.find((x) => sameName(x.name, x.translations.name, task.name));
      if (!row) {
        await tx.insert(subProducts).values({ productId, ...desired });
        changed.push(`task ${quoted(name.text)}`);
      } else if (changedFields(row, desired).length > 0) {
        await tx.update(subProducts).set(desired).where(eq(subProducts.id, row.id));
        changed.push(`task ${quoted(name.text)}`);
      }
    }
    const gone = tasks.filter(
      (x) => !r.tasks.some((task) => sameName(x.name, x.translations.name, task.name)),
    );
    if (gone.length > 0) {
      await tx.delete(subProducts).where(
        inArray(
          subProducts.id,
          gone.map((x) => x.id),
        ),
      );
      changed.push(...gone.map((x) => `task ${quoted(x.name)} removed`));
    }
    log.upserted("retouch product", quoted(texts.name), existed, existed ? changed : []);
    remember(ids, r.name, productId);
  }
  for (const row of existing) {
    if (!list.some((r) => sameName(row.name, row.translations.name, r.name))) {
      await retire(tx, row, "retouch product", quoted(row.name), log);
    }
  }
  return ids;
}
