import type { Cart, OrderLine, ProductKind } from "@shop/contracts/cart";
import type { Catalogue, CatalogueChoice } from "@shop/contracts/catalogues";
import type { PictureType } from "@shop/contracts/common";
import { freeDeliveryState } from "@shop/domain/free-delivery";
import { limits, shopLimits } from "@shop/domain/limits";
import { type LinePrices, linePrices, type ProductPrice } from "@shop/domain/pricing";
import { clampCartQuantity } from "@shop/domain/quantity";
import { computeSummary } from "@shop/domain/summary";
import { evaluateVoucher, type VoucherRefusal, voucherReasonText } from "@shop/domain/voucher";
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  cartLines,
  carts,
  catalogues,
  digitalRebateSettings,
  digitalSetEntitlements,
  jobs,
  photographers,
  pictureEntitlements,
  pictures,
  portals,
  products,
  subjects,
  subProducts,
  userSubjects,
  webshopSettings,
} from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import {
  catalogueMaxQuantity,
  type DigitalKind,
  type DigitalRebates,
  digitalCatalog,
  digitalUnitPrice,
  findVoucherByCode,
  findVoucherById,
  isPictureType,
  offeredCatalogues,
  priceListsOf,
  type ShopPricing,
  toDigitalRebates,
  voucherUsedBy,
} from "../catalog/service.ts";
import { effectivePictureType } from "../digital/picture-type.ts";
import { signPictureUrl } from "../images/signing.ts";

export interface CartExtras {
  /** The chosen delivery's price. */
  shipping?: { description: string; price: number } | null;
  /** E.g. an invoice fee. */
  fees?: { description: string; price: number }[];
}

export const orderLineNotFoundMessage = "Order line not found";
export const pictureNotFoundMessage = "Picture not found";
export const pictureSetNotFoundMessage = "Picture set not found";
export const catalogueNotFoundMessage = "Catalogue not found";
export const digitalQuantityMessage = "The quantity of a digital picture cannot be changed";
export const pictureBoughtMessage = "You have already bought this picture";
export const setInCartMessage = "The whole picture set is already in your cart";
export const setBoughtMessage = "You have already bought this digital set";
export const wrongTypeMessage = "The picture is not of this picture type";
export const notForSaleMessage = "Digital pictures of this type are not for sale";
export const noSetOfTypeMessage = "There are no pictures of this type in the picture set";

const cartKinds = new Set<string>(["digital_file", "digital_set", "catalogue"]);

/**
 * The lines' thumbnails are signed picture URLs, which takes the app's signing secret; loadCart's callers pass only
 * the database, so the cart module registers the secret for the app's database at start-up (one entry per app, which
 * keeps test apps with different secrets apart). A transaction handle is not the registered database: a cart loaded
 * inside a transaction (an order snapshot) has empty thumbnails, which nothing shown to the customer uses.
 */
const thumbnailSigners = new WeakMap<Db, Pick<Config, "signingSecret">>();

export function registerCartThumbnailSigner(db: Db, config: Pick<Config, "signingSecret">): void {
  thumbnailSigners.set(db, config);
}

/**
 * The user's lines whose subject is one of the user's picture sets, of this shop's products on sale. The pictures and
 * catalogues the lines name are read in separate small queries: one wide join costs the planner more than the
 * executor (about 10 ms of planning for a cart of three lines on the embedded database).
 */
function lineRows(db: Db, portalId: number, userId: number) {
  return db
    .select({
      id: cartLines.id,
      uuid: cartLines.uuid,
      quantity: cartLines.quantity,
      subProductUuids: cartLines.subProductUuids,
      createdAt: cartLines.createdAt,
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
}

type RawLine = Awaited<ReturnType<typeof lineRows>>[number];

interface LinePicture {
  uuid: string;
  subjectId: number;
  webshopId: string;
}

interface LineCatalogue {
  uuid: string;
  name: string;
  jobId: number;
  maxQuantity: number;
}

interface LineRow extends RawLine {
  picture: LinePicture | null;
  catalogue: LineCatalogue | null;
}

interface LineFacts {
  /** Released pictures per subject. */
  numImages: Map<number, number>;
  /** Up to 3 released pictures of each subject and type, for a set line's thumbnails. */
  previews: Map<string, string[]>;
}

const previewKey = (subjectId: number, type: PictureType) => `${subjectId}:${type}`;

/** The lines with the released picture and the catalogue (of the subject's job) each names, and facts per subject. */
async function visibleLines(
  db: Db,
  portalId: number,
  userId: number,
): Promise<{ rows: LineRow[]; facts: LineFacts }> {
  const raw = await lineRows(db, portalId, userId);
  const numImages = new Map<number, number>();
  const previews = new Map<string, string[]>();
  if (raw.length === 0) return { rows: [], facts: { numImages, previews } };
  const subjectIds = [...new Set(raw.map((r) => r.subjectId))];
  const catalogueIds = [...new Set(raw.flatMap((r) => (r.catalogueId === null ? [] : [r.catalogueId])))];
  const [pictureRows, catalogueRows] = await Promise.all([
    db
      .select({
        id: pictures.id,
        uuid: pictures.uuid,
        subjectId: pictures.subjectId,
        webshopId: pictures.webshopId,
        pictureType: effectivePictureType,
      })
      .from(pictures)
      .where(and(inArray(pictures.subjectId, subjectIds), eq(pictures.ready, true)))
      .orderBy(asc(pictures.subjectId), asc(pictures.position), asc(pictures.id)),
    catalogueIds.length === 0
      ? []
      : db
          .select({
            id: catalogues.id,
            uuid: catalogues.uuid,
            name: catalogues.name,
            jobId: catalogues.jobId,
            maxQuantity: catalogues.maxQuantity,
          })
          .from(catalogues)
          .where(inArray(catalogues.id, catalogueIds)),
  ]);
  const pictureById = new Map<number, LinePicture>();
  for (const row of pictureRows) {
    pictureById.set(row.id, row);
    numImages.set(row.subjectId, (numImages.get(row.subjectId) ?? 0) + 1);
    const key = previewKey(row.subjectId, row.pictureType);
    const list = previews.get(key) ?? [];
    if (list.length < limits.digitalPreviewMax) previews.set(key, [...list, row.uuid]);
  }
  const catalogueById = new Map(catalogueRows.map((c) => [c.id, c]));
  const rows = raw.map((r) => {
    const picture = r.pictureId === null ? undefined : pictureById.get(r.pictureId);
    const catalogue = r.catalogueId === null ? undefined : catalogueById.get(r.catalogueId);
    return {
      ...r,
      // A picture of another subject, or a catalogue of another job, does not belong to this line's picture set.
      picture: picture && picture.subjectId === r.subjectId ? picture : null,
      catalogue: catalogue && catalogue.jobId === r.jobId ? catalogue : null,
    };
  });
  return { rows, facts: { numImages, previews } };
}

/** A line as the cart and an order snapshot need it: the contract's line plus the ids behind it. */
export interface PricedLine {
  line: OrderLine;
  lineId: number;
  productId: number;
  kind: Exclude<ProductKind, "voucher" | "fee">;
  subjectId: number;
  pictureId: number | null;
  catalogueId: number | null;
  pictureType: PictureType | null;
  createdAt: Date;
}

function lineKind(row: LineRow): PricedLine["kind"] | null {
  if (!cartKinds.has(row.productKind)) return null;
  const kind = row.productKind as PricedLine["kind"];
  // A line whose picture or catalogue is gone (or not released) no longer describes anything to sell.
  if (kind === "digital_file" && row.picture === null) return null;
  if (kind === "catalogue" && row.catalogue === null) return null;
  if (kind !== "catalogue" && !isPictureType(row.productPictureType)) return null;
  return kind;
}

function lineDescription(row: LineRow, kind: PricedLine["kind"]): string {
  switch (kind) {
    case "digital_file":
      return `${row.productName} ${row.picture?.webshopId ?? ""}`.trim();
    case "digital_set":
      return `${row.productName} – ${row.subjectName}`;
    case "catalogue":
      return `${row.catalogue?.name ?? row.productName} – ${row.subjectName}`;
  }
}

async function subProductExtras(db: Db, rows: LineRow[]): Promise<Map<number, number>> {
  const extras = new Map<number, number>();
  const wanted = rows.filter((r) => r.subProductUuids.length > 0);
  if (wanted.length === 0) return extras;
  const options = await db
    .select({ uuid: subProducts.uuid, productId: subProducts.productId, extraPrice: subProducts.extraPrice })
    .from(subProducts)
    .where(
      inArray(
        subProducts.productId,
        wanted.map((r) => r.productId),
      ),
    );
  for (const row of wanted) {
    const chosen = new Set(row.subProductUuids);
    let extra = 0;
    for (const o of options) if (o.productId === row.productId && chosen.has(o.uuid)) extra += o.extraPrice;
    extras.set(row.id, extra);
  }
  return extras;
}

/** What prices a cart besides its lines: the shop's currency, VAT and threshold, the digital rebates, the voucher. */
interface CartContext extends ShopPricing {
  rebates: DigitalRebates;
  voucherId: number | null;
}

async function cartContext(db: Db, portalId: number, userId: number): Promise<CartContext> {
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

function priceLines(
  db: Db,
  visible: { rows: LineRow[]; facts: LineFacts },
  prices: Map<number, ProductPrice[]>,
  extras: Map<number, number>,
  rebates: DigitalRebates,
  now: Date,
): PricedLine[] {
  const { rows, facts } = visible;
  const signer = thumbnailSigners.get(db) ?? null;
  const thumbnail = (uuid: string) => (signer === null ? "" : signPictureUrl(signer, uuid, "320", now));
  const lines: PricedLine[] = [];
  for (const row of rows) {
    const kind = lineKind(row);
    const list = prices.get(row.productId);
    if (kind === null || !list) continue;
    const pictureType = kind === "catalogue" ? null : (row.productPictureType as PictureType);
    let priced: LinePrices;
    let minimumQuantity = Math.max(1, row.minOrderQuantity);
    let maximumQuantity: number;
    if (pictureType !== null) {
      const digitalKind: DigitalKind = kind === "digital_set" ? "set" : "file";
      const unit = digitalUnitPrice(list, rebates[pictureType][digitalKind]);
      priced = { linePrice: unit.regular * row.quantity, actualLinePrice: unit.actual * row.quantity };
      minimumQuantity = 1;
      maximumQuantity = 1;
    } else {
      priced = linePrices(list, row.quantity, { extraPerUnit: extras.get(row.id) ?? 0 });
      maximumQuantity = catalogueMaxQuantity(
        row.catalogue?.maxQuantity ?? shopLimits.catalogueDefaultMaxQuantity,
        row.productMaxQuantity,
      );
    }
    const digitalFiles =
      kind === "digital_file" && row.picture !== null
        ? [{ uuid: row.picture.uuid, thumbnail: thumbnail(row.picture.uuid) }]
        : kind === "digital_set" && pictureType !== null
          ? (facts.previews.get(previewKey(row.subjectId, pictureType)) ?? []).map((uuid) => ({
              uuid,
              thumbnail: thumbnail(uuid),
            }))
          : [];
    lines.push({
      lineId: row.id,
      productId: row.productId,
      kind,
      subjectId: row.subjectId,
      pictureId: kind === "digital_file" ? row.pictureId : null,
      catalogueId: kind === "catalogue" ? row.catalogueId : null,
      pictureType,
      createdAt: row.createdAt,
      line: {
        uuid: row.uuid,
        type: 0,
        product: { uuid: row.productUuid, type: row.productType, name: row.productName, kind },
        quantity: row.quantity,
        description: lineDescription(row, kind),
        linePrice: priced.linePrice,
        actualLinePrice: priced.actualLinePrice,
        rebate:
          priced.actualLinePrice < priced.linePrice
            ? { linePrice: priced.actualLinePrice - priced.linePrice }
            : null,
        canChangeQuantity: kind === "catalogue",
        minimumQuantity,
        maximumQuantity,
        subProductUuids: row.subProductUuids,
        pictureType,
        subjects: [
          {
            uuid: row.subjectUuid,
            name: row.subjectName,
            group: row.group,
            numImages: facts.numImages.get(row.subjectId) ?? 0,
            jobName: row.jobName,
          },
        ],
        digitalFiles,
        catalogue:
          kind === "catalogue" && row.catalogue !== null
            ? { uuid: row.catalogue.uuid, name: row.catalogue.name, subjectName: row.subjectName }
            : null,
      },
    });
  }
  return lines;
}

async function linesWithContext(
  db: Db,
  portalId: number,
  userId: number,
  now: Date,
): Promise<{ lines: PricedLine[]; context: CartContext }> {
  const [context, visible] = await Promise.all([
    cartContext(db, portalId, userId),
    visibleLines(db, portalId, userId),
  ]);
  const rows = visible.rows.filter((r) => lineKind(r) !== null);
  if (rows.length === 0) return { lines: [], context };
  const [prices, extras] = await Promise.all([
    priceListsOf(db, [...new Set(rows.map((r) => r.productId))]),
    subProductExtras(db, rows),
  ]);
  return { lines: priceLines(db, { ...visible, rows }, prices, extras, context.rebates, now), context };
}

/** Every visible line of the user's cart, priced. */
export async function pricedLines(
  db: Db,
  portalId: number,
  userId: number,
  now: Date = new Date(),
): Promise<PricedLine[]> {
  return (await linesWithContext(db, portalId, userId, now)).lines;
}

/** The voucher of the cart, when it still applies to what the cart holds. */
export interface AppliedVoucher {
  id: number;
  code: string;
  description: string;
  oncePerUser: boolean;
  rebate: number;
}

/** A voucher the cart holds that does not apply to it now, and why (the English reason). */
export interface RefusedVoucher {
  id: number;
  reason: VoucherRefusal;
  text: string;
}

async function cartVoucher(
  db: Db,
  userId: number,
  pricing: CartContext,
  lines: PricedLine[],
  now: Date,
): Promise<{ applied: AppliedVoucher | null; refused: RefusedVoucher | null }> {
  if (pricing.voucherId === null) return { applied: null, refused: null };
  const voucher = await findVoucherById(db, pricing.voucherId);
  if (!voucher) return { applied: null, refused: null };
  const usedByUser = voucher.oncePerUser ? await voucherUsedBy(db, voucher.id, userId) : false;
  const result = evaluateVoucher(voucher, {
    lines: lines.map((l) => ({ productId: l.productId, actualLinePrice: l.line.actualLinePrice })),
    subtotal: lines.reduce((sum, l) => sum + l.line.actualLinePrice, 0),
    now,
    usedByUser,
  });
  // A voucher that no longer applies (the minimum is no longer reached, it expired) drops out of the summary
  // without an error; checkout asks for the reason (refused) before it makes an order.
  if (!result.ok) {
    const text = voucherReasonText(result.reason, voucher.minOrderValue, pricing.currency);
    return { applied: null, refused: { id: voucher.id, reason: result.reason, text } };
  }
  return {
    applied: {
      id: voucher.id,
      code: voucher.code,
      description: voucher.description,
      oncePerUser: voucher.oncePerUser,
      rebate: result.rebate,
    },
    refused: null,
  };
}

/** The cart with the ids behind it: what an order snapshot records (lines, the voucher to redeem). */
export interface CartSnapshot {
  cart: Cart;
  lines: PricedLine[];
  voucher: AppliedVoucher | null;
  /** The cart holds a voucher that does not apply now: the summary is without it. */
  refusedVoucher: RefusedVoucher | null;
}

export async function loadCartSnapshot(
  db: Db,
  portalId: number,
  userId: number,
  extras: CartExtras = {},
  now: Date = new Date(),
): Promise<CartSnapshot> {
  const { lines, context: pricing } = await linesWithContext(db, portalId, userId, now);
  const { applied: voucher, refused } = await cartVoucher(db, userId, pricing, lines, now);
  const summary = computeSummary({
    lines: lines.map((l) => l.line),
    voucherRebate: voucher === null ? null : { description: voucher.code, amount: voucher.rebate },
    shipping: extras.shipping ?? null,
    fees: extras.fees ?? [],
    freeShippingThreshold: pricing.freeShippingThreshold,
    vatRate: pricing.vatRate,
    currency: pricing.currency,
  });
  const subtotal = lines.reduce((sum, l) => sum + l.line.actualLinePrice, 0);
  return {
    lines,
    voucher,
    refusedVoucher: refused,
    cart: {
      orderLines: lines.map((l) => l.line),
      summary,
      rebateCode: voucher === null ? null : { code: voucher.code, description: voucher.description },
      freeShipping: freeDeliveryState(subtotal - (voucher?.rebate ?? 0), pricing.freeShippingThreshold),
      itemCount: lines.reduce((sum, l) => sum + l.line.quantity, 0),
    },
  };
}

/**
 * Takes the voucher off the user's cart when it no longer applies to it (used on another order, expired, the cart
 * below its minimum), inside the caller's transaction; a voucher that still applies stays. Returns whether it went.
 */
export async function dropInvalidVoucher(
  tx: Db,
  portalId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const { lines, context: pricing } = await linesWithContext(tx, portalId, userId, now);
  const { refused } = await cartVoucher(tx, userId, pricing, lines, now);
  if (refused === null) return false;
  await tx
    .update(carts)
    .set({ voucherId: null, updatedAt: now })
    .where(and(eq(carts.userId, userId), eq(carts.voucherId, refused.id)));
  return true;
}

/** The user's cart with its summary, computed in one place (the cart page, checkout, order snapshot use it). */
export async function loadCart(db: Db, portalId: number, userId: number, extras?: CartExtras): Promise<Cart> {
  return (await loadCartSnapshot(db, portalId, userId, extras)).cart;
}

/**
 * Serializes the changes of one user's cart: the cart row is locked for the rest of the transaction, so two
 * toggles at once run one after the other and each sees what the other did.
 */
async function lockCart(tx: Db, userId: number): Promise<void> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  await tx.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, userId)).for("update");
}

async function touchCart(tx: Db, userId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.userId, userId));
}

/** Applies a voucher code to the user's cart: the English reason when refused. */
export async function applyRebateCode(
  db: Db,
  portalId: number,
  userId: number,
  code: string,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const now = new Date();
  const [voucher, { lines, context: pricing }] = await Promise.all([
    findVoucherByCode(db, portalId, code),
    linesWithContext(db, portalId, userId, now),
  ]);
  const usedByUser = voucher?.oncePerUser ? await voucherUsedBy(db, voucher.id, userId) : false;
  const result = evaluateVoucher(voucher, {
    lines: lines.map((l) => ({ productId: l.productId, actualLinePrice: l.line.actualLinePrice })),
    subtotal: lines.reduce((sum, l) => sum + l.line.actualLinePrice, 0),
    now,
    usedByUser,
  });
  if (!result.ok || voucher === null) {
    const reason = result.ok ? "unknown" : result.reason;
    return { ok: false, error: voucherReasonText(reason, voucher?.minOrderValue ?? null, pricing.currency) };
  }
  await db
    .insert(carts)
    .values({ userId, voucherId: voucher.id, updatedAt: now })
    .onConflictDoUpdate({ target: carts.userId, set: { voucherId: voucher.id, updatedAt: now } });
  return { ok: true };
}

export async function clearRebateCode(db: Db, userId: number): Promise<void> {
  await db.update(carts).set({ voucherId: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
}

interface OwnedSubject {
  id: number;
  uuid: string;
}

async function findOwnedSubject(
  db: Db,
  portalId: number,
  userId: number,
  subjectUuid: string,
): Promise<OwnedSubject | null> {
  const [row] = await db
    .select({ id: subjects.id, uuid: subjects.uuid })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(userSubjects.userId, userId),
        eq(subjects.uuid, subjectUuid),
        eq(photographers.portalId, portalId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The picture types of a subject's released pictures. */
async function typesOf(db: Db, subjectId: number): Promise<Set<PictureType>> {
  const rows = await db
    .selectDistinct({ pictureType: effectivePictureType })
    .from(pictures)
    .where(and(eq(pictures.subjectId, subjectId), eq(pictures.ready, true)));
  return new Set(rows.map((r) => r.pictureType));
}

async function setBought(db: Db, userId: number, subjectId: number, type: PictureType): Promise<boolean> {
  const rows = await db
    .select({ userId: digitalSetEntitlements.userId })
    .from(digitalSetEntitlements)
    .where(
      and(
        eq(digitalSetEntitlements.userId, userId),
        eq(digitalSetEntitlements.subjectId, subjectId),
        eq(digitalSetEntitlements.pictureType, type),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Removes the single files of a subject's pictures of one type: the whole set replaces them. */
async function removeFilesOfSet(tx: Db, userId: number, subjectId: number, type: PictureType): Promise<void> {
  await tx.delete(cartLines).where(
    and(
      eq(cartLines.userId, userId),
      eq(cartLines.subjectId, subjectId),
      isNotNull(cartLines.pictureId),
      inArray(
        cartLines.pictureId,
        tx
          .select({ id: pictures.id })
          .from(pictures)
          .where(and(eq(pictures.subjectId, subjectId), sql`${effectivePictureType} = ${type}`)),
      ),
    ),
  );
}

async function setLineOf(tx: Db, userId: number, subjectId: number, setProductIds: number[]) {
  if (setProductIds.length === 0) return null;
  const [row] = await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(cartLines.subjectId, subjectId),
        inArray(cartLines.productId, setProductIds),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Adds digital sets (subject + picture type) to the cart; removes single files of those sets. */
export async function addDigitalSets(
  db: Db,
  portalId: number,
  userId: number,
  sets: { subjectUuid: string; pictureType?: PictureType }[],
): Promise<void> {
  const catalog = await digitalCatalog(db, portalId);
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    for (const wanted of sets) {
      const subject = await findOwnedSubject(tx, portalId, userId, wanted.subjectUuid);
      if (!subject) throw notFound(pictureSetNotFoundMessage);
      const present = await typesOf(tx, subject.id);
      const types =
        wanted.pictureType === undefined
          ? [...present].filter((t) => catalog.get(t)?.set !== undefined)
          : [wanted.pictureType];
      if (types.length === 0) throw notFound(noSetOfTypeMessage);
      for (const type of types) {
        const product = catalog.get(type)?.set;
        if (!present.has(type)) throw notFound(noSetOfTypeMessage);
        if (!product) throw notFound(notForSaleMessage);
        if (await setBought(tx, userId, subject.id, type)) {
          // Asked for by name, a bought set is a mistake worth saying; 'every set of this subject' skips it.
          if (wanted.pictureType !== undefined) throw conflict(setBoughtMessage);
          continue;
        }
        await tx
          .insert(cartLines)
          .values({ userId, productId: product.id, subjectId: subject.id, quantity: 1 })
          .onConflictDoNothing();
        await removeFilesOfSet(tx, userId, subject.id, type);
      }
    }
    await touchCart(tx, userId);
  });
}

export async function setCatalogueQuantities(
  db: Db,
  portalId: number,
  userId: number,
  choices: CatalogueChoice[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const offered = await offeredCatalogues(tx, portalId, userId, {
      catalogueUuids: [...new Set(choices.map((c) => c.uuid))],
    });
    const plan = choices.map((choice) => {
      const offer = offered.find(
        (o) => o.catalogue.uuid === choice.uuid && o.catalogue.subject.uuid === choice.subjectUuid,
      );
      if (!offer) throw notFound(catalogueNotFoundMessage);
      if (choice.quantity > offer.catalogue.maxQuantity) {
        throw badRequest(
          `You can order at most ${offer.catalogue.maxQuantity} of this catalogue`,
          "too_many_catalogues",
        );
      }
      return { offer, quantity: choice.quantity };
    });
    for (const { offer, quantity } of plan) {
      const where = and(
        eq(cartLines.userId, userId),
        eq(cartLines.catalogueId, offer.catalogueId),
        eq(cartLines.subjectId, offer.subjectId),
      );
      if (quantity === 0) {
        await tx.delete(cartLines).where(where);
        continue;
      }
      const clamped = clampCartQuantity(quantity, offer.minimumQuantity, offer.catalogue.maxQuantity);
      const updated = await tx
        .update(cartLines)
        .set({ quantity: clamped, productId: offer.productId })
        .where(where)
        .returning({ id: cartLines.id });
      if (updated.length === 0) {
        await tx.insert(cartLines).values({
          userId,
          productId: offer.productId,
          subjectId: offer.subjectId,
          catalogueId: offer.catalogueId,
          quantity: clamped,
        });
      }
    }
    await touchCart(tx, userId);
  });
}

/**
 * After a paid or invoiced order, inside the caller's transaction: removes the lines that existed when the order was
 * made (createdBefore = the order's createdAt) and the voucher; lines added later stay.
 */
export async function clearCart(tx: Db, userId: number, createdBefore: Date): Promise<void> {
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), lte(cartLines.createdAt, createdBefore)));
  await tx.update(carts).set({ voucherId: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
}

async function findVisibleLine(tx: Db, portalId: number, userId: number, lineUuid: string) {
  const line = (await pricedLines(tx, portalId, userId)).find((l) => l.line.uuid === lineUuid);
  if (!line) throw notFound(orderLineNotFoundMessage);
  return line;
}

/** Sets a line's quantity: 0 removes it; a digital line holds one piece; the rest is kept within its limits. */
export async function updateLineQuantity(
  db: Db,
  portalId: number,
  userId: number,
  lineUuid: string,
  quantity: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const { line, lineId } = await findVisibleLine(tx, portalId, userId, lineUuid);
    if (quantity === 0) {
      await tx.delete(cartLines).where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
    } else {
      if (!line.canChangeQuantity && quantity !== line.quantity) throw badRequest(digitalQuantityMessage);
      const clamped = clampCartQuantity(quantity, line.minimumQuantity, line.maximumQuantity);
      await tx
        .update(cartLines)
        .set({ quantity: clamped })
        .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
    }
    await touchCart(tx, userId);
  });
}

export async function removeLine(db: Db, portalId: number, userId: number, lineUuid: string): Promise<void> {
  await updateLineQuantity(db, portalId, userId, lineUuid, 0);
}

export interface ToggleResult {
  inCart: boolean;
  itemCount: number;
}

/** Puts a single digital file in the cart, or takes it out when it is there. */
export async function toggleDigitalFile(
  db: Db,
  portalId: number,
  userId: number,
  pictureUuid: string,
  type: PictureType,
): Promise<ToggleResult> {
  const catalog = await digitalCatalog(db, portalId);
  const inCart = await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const [picture] = await tx
      .select({ id: pictures.id, subjectId: pictures.subjectId, pictureType: effectivePictureType })
      .from(pictures)
      .innerJoin(
        userSubjects,
        and(eq(userSubjects.subjectId, pictures.subjectId), eq(userSubjects.userId, userId)),
      )
      .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
      .innerJoin(jobs, eq(jobs.id, subjects.jobId))
      .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
      .where(
        and(eq(pictures.uuid, pictureUuid), eq(pictures.ready, true), eq(photographers.portalId, portalId)),
      )
      .limit(1);
    if (!picture) throw notFound(pictureNotFoundMessage);
    if (picture.pictureType !== type) throw badRequest(wrongTypeMessage, "wrong_picture_type");
    const fileProductIds = [...catalog.values()].flatMap((k) => (k.file ? [k.file.id] : []));
    const removed =
      fileProductIds.length === 0
        ? []
        : await tx
            .delete(cartLines)
            .where(
              and(
                eq(cartLines.userId, userId),
                eq(cartLines.pictureId, picture.id),
                inArray(cartLines.productId, fileProductIds),
              ),
            )
            .returning({ id: cartLines.id });
    if (removed.length > 0) return false;

    const product = catalog.get(type)?.file;
    if (!product) throw notFound(notForSaleMessage);
    const setProduct = catalog.get(type)?.set;
    if (setProduct && (await setLineOf(tx, userId, picture.subjectId, [setProduct.id]))) {
      throw conflict(setInCartMessage, "set_in_cart");
    }
    const [owned] = await tx
      .select({ pictureId: pictureEntitlements.pictureId })
      .from(pictureEntitlements)
      .where(and(eq(pictureEntitlements.userId, userId), eq(pictureEntitlements.pictureId, picture.id)))
      .limit(1);
    if (owned || (await setBought(tx, userId, picture.subjectId, type))) {
      throw conflict(pictureBoughtMessage, "already_bought");
    }
    await tx
      .insert(cartLines)
      .values({
        userId,
        productId: product.id,
        subjectId: picture.subjectId,
        pictureId: picture.id,
        quantity: 1,
      })
      .onConflictDoNothing();
    await touchCart(tx, userId);
    return true;
  });
  return { inCart, itemCount: (await loadCart(db, portalId, userId)).itemCount };
}

/** Puts a whole digital set (subject + picture type) in the cart, or takes it out when it is there. */
export async function toggleDigitalSet(
  db: Db,
  portalId: number,
  userId: number,
  subjectUuid: string,
  type: PictureType,
): Promise<ToggleResult> {
  const catalog = await digitalCatalog(db, portalId);
  const inCart = await db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const subject = await findOwnedSubject(tx, portalId, userId, subjectUuid);
    if (!subject) throw notFound(pictureSetNotFoundMessage);
    const setProductIds = [...catalog.values()].flatMap((k) =>
      k.set && k.set.pictureType === type ? [k.set.id] : [],
    );
    const existing = await setLineOf(tx, userId, subject.id, setProductIds);
    if (existing) {
      await tx.delete(cartLines).where(and(eq(cartLines.id, existing.id), eq(cartLines.userId, userId)));
      await touchCart(tx, userId);
      return false;
    }
    if (!(await typesOf(tx, subject.id)).has(type)) throw notFound(noSetOfTypeMessage);
    const product = catalog.get(type)?.set;
    if (!product) throw notFound(notForSaleMessage);
    if (await setBought(tx, userId, subject.id, type)) throw conflict(setBoughtMessage, "already_bought");
    await tx
      .insert(cartLines)
      .values({ userId, productId: product.id, subjectId: subject.id, quantity: 1 })
      .onConflictDoNothing();
    await removeFilesOfSet(tx, userId, subject.id, type);
    await touchCart(tx, userId);
    return true;
  });
  return { inCart, itemCount: (await loadCart(db, portalId, userId)).itemCount };
}

/** The catalogues offered for the user's picture sets (GET /ajax/user/get_catalogues.php), with the cart's quantity. */
export async function listCatalogues(db: Db, portalId: number, userId: number): Promise<Catalogue[]> {
  const [offered, inCart] = await Promise.all([
    offeredCatalogues(db, portalId, userId),
    db
      .select({
        catalogueId: cartLines.catalogueId,
        subjectId: cartLines.subjectId,
        quantity: cartLines.quantity,
      })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), isNotNull(cartLines.catalogueId))),
  ]);
  return offered.map((o) => ({
    ...o.catalogue,
    quantity:
      inCart.find((l) => l.catalogueId === o.catalogueId && l.subjectId === o.subjectId)?.quantity ?? 0,
  }));
}
