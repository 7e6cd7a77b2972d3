import type { OrderLine } from "@shop/contracts/cart";
import { productLineType } from "@shop/domain/order-line";
import type { PictureType } from "@shop/domain/picture-type";
import type { ProductKind } from "@shop/domain/product-kind";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  cartLines,
  carts,
  digitalRebateSettings,
  jobs,
  pictures,
  portals,
  products,
  subjects,
  userSubjects,
  webshopSettings,
} from "../../db/schema/index.ts";
import { type DigitalRebates, priceListsOf, subProductsOf, toDigitalRebates } from "../catalog/service.ts";
import { effectivePictureType } from "../digital/picture-type.ts";
import { signPictureUrl } from "../images/signing.ts";
import type {
  CartFacts,
  CartLineRow,
  KindCartLine,
  OrderLineKind,
  SetPicture,
} from "../product-kinds/kind.ts";
import { lineKind } from "../product-kinds/registry.ts";

/**
 * The lines' thumbnails are signed picture URLs, which takes the app's signing secret; loadCart's callers pass only
 * the database, so the cart module registers the secret for the app's database at start-up (one entry per app, which
 * keeps test apps with different secrets apart). A transaction handle is not the registered database: a cart read
 * inside a transaction (an order snapshot) has empty thumbnails, which nothing shown to the customer uses.
 */
const thumbnailSigners = new WeakMap<Db, Pick<Config, "signingSecret">>();

export function registerCartThumbnailSigner(db: Db, config: Pick<Config, "signingSecret">): void {
  thumbnailSigners.set(db, config);
}

/** A line as the cart and an order snapshot need it: the contract's line plus the ids behind it. */
export interface PricedLine {
  line: OrderLine;
  lineId: number;
  productId: number;
  kind: ProductKind;
  subjectId: number;
  pictureType: PictureType | null;
  /** The pictures the line shows, which an order keeps: a file's picture, the first pictures of a set. */
  pictureIds: number[];
}

/**
 * The user's lines whose subject is one of the user's picture sets, of this shop's products on sale, oldest first.
 * What the lines name (pictures, catalogues) is read in separate small queries: one wide join costs the planner more
 * than the executor (about 10 ms of planning for a cart of three lines on the embedded database).
 */
export async function cartLineRows(db: Db, portalId: number, userId: number): Promise<CartLineRow[]> {
  const rows = await db
    .select({
      id: cartLines.id,
      uuid: cartLines.uuid,
      quantity: cartLines.quantity,
      subProductUuids: cartLines.subProductUuids,
      pictureId: cartLines.pictureId,
      catalogueId: cartLines.catalogueId,
      productId: products.id,
      productUuid: products.uuid,
      productName: products.name,
      productType: products.type,
      productKind: products.kind,
      productPictureType: products.pictureType,
      minOrderQuantity: products.minOrderQuantity,
      productMaxQuantity: products.maxQuantity,
      subjectId: subjects.id,
      subjectUuid: subjects.uuid,
      subjectName: subjects.name,
      group: subjects.group,
      jobId: jobs.id,
      jobName: jobs.name,
    })
    .from(cartLines)
    .innerJoin(products, and(eq(products.id, cartLines.productId), eq(products.portalId, portalId)))
    .innerJoin(
      userSubjects,
      and(eq(userSubjects.subjectId, cartLines.subjectId), eq(userSubjects.userId, userId)),
    )
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .where(and(eq(cartLines.userId, userId), eq(products.active, true)))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    quantity: r.quantity,
    subProductUuids: r.subProductUuids,
    pictureId: r.pictureId,
    catalogueId: r.catalogueId,
    product: {
      id: r.productId,
      uuid: r.productUuid,
      name: r.productName,
      type: r.productType,
      kind: r.productKind,
      pictureType: r.productPictureType,
      minOrderQuantity: r.minOrderQuantity,
      maxQuantity: r.productMaxQuantity,
    },
    subject: {
      id: r.subjectId,
      uuid: r.subjectUuid,
      name: r.subjectName,
      group: r.group,
      jobId: r.jobId,
      jobName: r.jobName,
    },
  }));
}

/** The released pictures of the subjects, in each picture set's order. */
async function releasedPictures(db: Db, subjectIds: number[]): Promise<SetPicture[]> {
  return db
    .select({
      id: pictures.id,
      uuid: pictures.uuid,
      subjectId: pictures.subjectId,
      webshopId: pictures.webshopId,
      pictureType: effectivePictureType,
    })
    .from(pictures)
    .where(and(inArray(pictures.subjectId, subjectIds), eq(pictures.ready, true)))
    .orderBy(asc(pictures.subjectId), asc(pictures.position), asc(pictures.id));
}

/** What the chosen sub-products add to each piece of each line, by line id. */
async function extrasPerUnit(db: Db, rows: CartLineRow[]): Promise<Map<number, number>> {
  const extras = new Map<number, number>();
  const wanted = rows.filter((r) => r.subProductUuids.length > 0);
  const options = await subProductsOf(db, [...new Set(wanted.map((r) => r.product.id))]);
  for (const row of wanted) {
    const chosen = new Set(row.subProductUuids);
    let extra = 0;
    for (const o of options) if (o.productId === row.product.id && chosen.has(o.uuid)) extra += o.extraPrice;
    extras.set(row.id, extra);
  }
  return extras;
}

/** The shared facts of the lines: prices, the released pictures of their picture sets, sub-product extras. */
async function factsOf(db: Db, rows: CartLineRow[], rebates: DigitalRebates): Promise<CartFacts> {
  const [prices, released, extraPerUnit] = await Promise.all([
    priceListsOf(db, [...new Set(rows.map((r) => r.product.id))]),
    releasedPictures(db, [...new Set(rows.map((r) => r.subject.id))]),
    extrasPerUnit(db, rows),
  ]);
  const picturesBySubject = new Map<number, SetPicture[]>();
  for (const p of released) {
    const list = picturesBySubject.get(p.subjectId);
    if (list) list.push(p);
    else picturesBySubject.set(p.subjectId, [p]);
  }
  return {
    prices,
    rebates,
    pictureById: new Map(released.map((p) => [p.id, p])),
    picturesBySubject,
    extraPerUnit,
  };
}

function toPricedLine(
  row: CartLineRow,
  kind: ProductKind,
  priced: KindCartLine,
  numImages: number,
  thumbnail: (uuid: string) => string,
): PricedLine {
  const { linePrice, actualLinePrice } = priced;
  return {
    lineId: row.id,
    productId: row.product.id,
    kind,
    subjectId: row.subject.id,
    pictureType: priced.pictureType,
    pictureIds: priced.pictures.map((p) => p.id),
    line: {
      uuid: row.uuid,
      type: productLineType,
      product: { uuid: row.product.uuid, type: row.product.type, name: row.product.name, kind },
      quantity: row.quantity,
      description: priced.description,
      linePrice,
      actualLinePrice,
      rebate: actualLinePrice < linePrice ? { linePrice: actualLinePrice - linePrice } : null,
      canChangeQuantity: priced.canChangeQuantity,
      minimumQuantity: priced.minimumQuantity,
      maximumQuantity: priced.maximumQuantity,
      subProductUuids: row.subProductUuids,
      pictureType: priced.pictureType,
      subjects: [
        {
          uuid: row.subject.uuid,
          name: row.subject.name,
          group: row.subject.group,
          numImages,
          jobName: row.subject.jobName,
        },
      ],
      digitalFiles: priced.pictures.map((p) => ({ uuid: p.uuid, thumbnail: thumbnail(p.uuid) })),
      catalogue: priced.catalogue === null ? null : { ...priced.catalogue, subjectName: row.subject.name },
      editLink: priced.editLink,
    },
  };
}

/**
 * The cart's lines (cartLineRows) that still sell something, priced and described by their kinds (the registry),
 * oldest first. `rebates` are the shop's rebated digital prices.
 */
export async function priceLines(
  db: Db,
  allRows: readonly CartLineRow[],
  rebates: DigitalRebates,
  now: Date,
): Promise<PricedLine[]> {
  // Each line is read by its kind; a line of a product the shop no longer sells as a line is left out.
  const groups = new Map<OrderLineKind, CartLineRow[]>();
  for (const row of allRows) {
    const definition = lineKind(row.product.kind);
    if (definition) groups.set(definition, [...(groups.get(definition) ?? []), row]);
  }
  if (groups.size === 0) return [];
  const rows = allRows.filter((r) => lineKind(r.product.kind));
  const facts = await factsOf(db, rows, rebates);
  const byKind = await Promise.all(
    [...groups].map(async ([definition, kindRows]) => {
      const lines = await definition.cartLines(db, kindRows, facts);
      return [...lines].map(([id, priced]) => [id, { name: definition.name, priced }] as const);
    }),
  );
  const pricedById = new Map(byKind.flat());
  const signer = thumbnailSigners.get(db) ?? null;
  const thumbnail = (uuid: string) => (signer === null ? "" : signPictureUrl(signer, uuid, "320", now));
  return rows.flatMap((row) => {
    const found = pricedById.get(row.id);
    if (!found) return [];
    const numImages = facts.picturesBySubject.get(row.subject.id)?.length ?? 0;
    return [toPricedLine(row, found.name, found.priced, numImages, thumbnail)];
  });
}

/** What prices a cart besides its lines: the shop's currency, VAT and threshold, the digital rebates, the voucher. */
export interface CartPricing {
  currency: string;
  /** Basis points. */
  vatRate: number;
  freeShippingThreshold: number | null;
  rebates: DigitalRebates;
  voucherId: number | null;
}

async function cartPricing(db: Db, portalId: number, userId: number): Promise<CartPricing> {
  const [row] = await db
    .select({
      currency: portals.currency,
      vatRate: portals.vatRate,
      freeShippingThreshold: webshopSettings.freeShippingThreshold,
      rebates: digitalRebateSettings,
      voucherId: carts.voucherId,
    })
    .from(portals)
    .leftJoin(webshopSettings, eq(webshopSettings.portalId, portals.id))
    .leftJoin(digitalRebateSettings, eq(digitalRebateSettings.portalId, portals.id))
    .leftJoin(carts, eq(carts.userId, userId))
    .where(eq(portals.id, portalId))
    .limit(1);
  if (!row) throw new Error(`portal ${portalId} does not exist`);
  return {
    currency: row.currency,
    vatRate: row.vatRate,
    freeShippingThreshold: row.freeShippingThreshold,
    rebates: toDigitalRebates(row.rebates),
    voucherId: row.voucherId,
  };
}

/** The cart's priced lines and what prices the cart besides them, read together. */
export async function linesWithPricing(
  db: Db,
  portalId: number,
  userId: number,
  now: Date,
): Promise<{ lines: PricedLine[]; pricing: CartPricing }> {
  const [pricing, rows] = await Promise.all([
    cartPricing(db, portalId, userId),
    cartLineRows(db, portalId, userId),
  ]);
  return { lines: await priceLines(db, rows, pricing.rebates, now), pricing };
}
