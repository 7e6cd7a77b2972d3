import type { OrderLine } from "@shop/contracts/cart";
import { productLineType } from "@shop/domain/order-line";
import type { PictureType } from "@shop/domain/picture-type";
import { subProductExtra } from "@shop/domain/pricing";
import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { fieldsUnderKeys, jsonValue } from "../../db/json-rows.ts";
import { preparedFor } from "../../db/prepared.ts";
import { cartLines, carts } from "../../db/schema/cart.ts";
import { forgetForRequest, givenForRequest, rememberForRequest } from "../../platform/request-memo.ts";
import type { ReadWithSession } from "../account/sessions.ts";
import {
  type DigitalRebates,
  digitalRebates,
  shopPriceLists,
  shopProducts,
  subProductsOf,
} from "../catalog/service.ts";
import { shopProfile } from "../content/service.ts";
import { signGreenScreenBackground, signPictureUrl, signUploadUrl } from "../images/signing.ts";
import {
  type ReleasedPicture,
  releasedPicturesFromJson,
  releasedPicturesJson,
} from "../subjects/pictures.ts";
import { type Viewer, viewerOfPlaceholders, visibleSubjects } from "../subjects/scope.ts";
import type {
  CartFacts,
  CartLineRow,
  KeptLineData,
  KindCartLine,
  LineSigners,
  OrderLineKind,
  SetPicture,
} from "./kind.ts";
import { lineKind } from "./kinds.ts";
import { contractLine } from "./order-line.ts";

/**
 * The lines' thumbnails (and a template product line's picture previews) are signed picture URLs, which takes the
 * app's signing secret; loadCart's callers pass only the database, so the cart module registers the secret for the
 * app's database at start-up (one entry per app, which keeps test apps with different secrets apart). A transaction
 * handle is not the registered database: a cart read inside a transaction (an order snapshot) has empty thumbnails
 * and previews, which nothing shown to the customer uses.
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
  kind: string;
  subjectId: number;
  pictureType: PictureType | null;
  /** The pictures the line shows, which an order keeps: a file's picture, the first pictures of a set. */
  pictureIds: number[];
  /** Every picture the line sells (its kind's `soldPictures`, else `pictureIds`). */
  soldPictureIds: number[];
  /** What an order of the line keeps of its kind (its line data, the template version it names). */
  kept: KeptLineData;
}

/** A line as stored (a row of cart_lines). */
type StoredLine = Pick<
  typeof cartLines.$inferSelect,
  | "id"
  | "uuid"
  | "quantity"
  | "subProductUuids"
  | "productId"
  | "subjectId"
  | "pictureId"
  | "catalogueId"
  | "templateVersionId"
  | "lineData"
>;

/** The cart's voucher, its stored lines, oldest first, and the released pictures of the lines' picture sets. */
interface StoredCart {
  voucherId: number | null;
  lines: StoredLine[];
  released: ReleasedPicture[];
}

/**
 * The user's cart as one JSON value of the caller's statement (a `StoredCart`): the voucher of the cart (`carts`, at
 * most one row), every line, oldest first, and the released pictures of every picture set a line names (subjects'
 * `releasedPicturesJson`; the pricing takes those of the lines it keeps). The session's statement selects it for the
 * cart's page (`cartWithSession`); `cartAndLines` selects it in a statement of its own. Each line is a row under the
 * keys of `StoredLine` (db/json-rows.ts).
 */
function cartJson(db: Db, userId: number | SQLWrapper): SQL<unknown> {
  const lines = db
    .select(
      fieldsUnderKeys<keyof StoredLine | "createdAt">({
        id: cartLines.id,
        uuid: cartLines.uuid,
        quantity: cartLines.quantity,
        subProductUuids: cartLines.subProductUuids,
        productId: cartLines.productId,
        subjectId: cartLines.subjectId,
        pictureId: cartLines.pictureId,
        catalogueId: cartLines.catalogueId,
        templateVersionId: cartLines.templateVersionId,
        lineData: cartLines.lineData,
        createdAt: cartLines.createdAt,
      }),
    )
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .as("stored_lines");
  const voucher = db.select({ voucherId: carts.voucherId }).from(carts).where(eq(carts.userId, userId));
  const ordered = sql`json_agg(${sql.identifier("stored_lines")} order by ${lines.createdAt}, ${lines.id})`;
  const setsOfLines = sql`array(select distinct ${cartLines.subjectId} from ${cartLines} where ${cartLines.userId} = ${userId} and ${cartLines.subjectId} is not null)`;
  return sql`json_build_object('voucherId', (${voucher}), 'lines', (select ${ordered} from ${lines}), 'released', ${releasedPicturesJson(db, setsOfLines)})`;
}

/** `cartJson`'s value as the cart it holds. */
function cartFromJson(value: unknown): StoredCart {
  const cart = jsonValue<{
    voucherId: number | null;
    lines: Array<StoredLine & { createdAt?: string }> | null;
    released: unknown;
  }>(value);
  const lines = (cart?.lines ?? []).map(({ createdAt: _createdAt, ...line }) => line);
  return {
    voucherId: cart?.voucherId ?? null,
    lines,
    released: releasedPicturesFromJson(cart?.released ?? null),
  };
}

/**
 * The cart in a statement of its own, prepared once per database handle, for a request whose session did not bring
 * it.
 */
function prepareCart(db: Db, name: string) {
  const { from, viewer } = viewerOfPlaceholders;
  return db
    .select({ cart: cartJson(db, viewer.userId) })
    .from(from)
    .prepare(name);
}

/** The request memo's key of the cart the session's statement brought (`cartWithSession`). */
const storedCartPrefix = "cart:";
const storedCartKey = (userId: number) => `${storedCartPrefix}${userId}`;

/** The cart's page reads the cart with the session: one statement fewer (decision 0015, "One statement"). */
export const cartWithSession: ReadWithSession = {
  name: "cart",
  column: (db, viewer) => cartJson(db, viewer.userId),
  values: () => ({}),
  keep: (db, viewer, value) => rememberForRequest(db, storedCartKey(viewer.userId), cartFromJson(value)),
};

/** A change of the cart: what this request read of it is read again. */
export function forgetCartForRequest(): void {
  forgetForRequest(storedCartPrefix);
}

/** The cart, as the session's statement brought it, else in a statement of its own. */
async function cartAndLines(db: Db, viewer: Viewer): Promise<StoredCart> {
  const given = givenForRequest<StoredCart>(db, storedCartKey(viewer.userId));
  if (given) return given;
  const [row] = await preparedFor(db, "cart_and_lines", prepareCart).execute({ ...viewer });
  return cartFromJson(row?.cart ?? null);
}

/**
 * The user's lines of this shop's products on sale whose picture set the user may still buy for (subjects/scope.ts),
 * oldest first. The stored lines are read with the cart (`cartAndLines`); the picture sets of the scope come with the
 * session, the products from the read cache (catalog's shopProducts). One wide join costs the planner more than the
 * executor (about 10 ms of planning for a cart of three lines on the embedded database).
 */
async function cartLineRows(
  db: Db,
  portalId: number,
  userId: number,
  lines: StoredLine[],
): Promise<CartLineRow[]> {
  const [sets, productById] = await Promise.all([
    visibleSubjects(db, { userId, portalId }, "buy"),
    shopProducts(db, portalId),
  ]);
  const subjectById = new Map(sets.map((set) => [set.id, set]));
  return lines.flatMap(({ productId, subjectId, ...line }) => {
    const product = productById.get(productId);
    const set = subjectId === null ? undefined : subjectById.get(subjectId);
    if (!product?.active || !set) return [];
    const subject = {
      id: set.id,
      uuid: set.uuid,
      name: set.name,
      group: set.group,
      jobId: set.job.id,
      jobName: set.job.name,
    };
    return [{ ...line, product, subject }];
  });
}

/** What the chosen sub-products add to each piece of each line, by line id. */
async function extrasPerUnit(db: Db, rows: CartLineRow[]): Promise<Map<number, number>> {
  const extras = new Map<number, number>();
  const wanted = rows.filter((r) => r.subProductUuids.length > 0);
  const options = await subProductsOf(db, [...new Set(wanted.map((r) => r.product.id))]);
  for (const row of wanted) {
    const offered = options.filter((o) => o.productId === row.product.id);
    extras.set(row.id, subProductExtra(offered, row.subProductUuids));
  }
  return extras;
}

/**
 * The shared facts of the lines: prices, the released pictures of their picture sets (`ofSets`: those of the cart's
 * sets, read with the cart), sub-product extras.
 */
async function factsOf(
  db: Db,
  portalId: number,
  rows: CartLineRow[],
  rebates: DigitalRebates,
  now: Date,
  ofSets: readonly ReleasedPicture[],
): Promise<CartFacts> {
  const [prices, extraPerUnit] = await Promise.all([shopPriceLists(db, portalId), extrasPerUnit(db, rows)]);
  const sets = new Set(rows.map((r) => r.subject.id));
  const released = ofSets.filter((p) => sets.has(p.subjectId));
  const picturesBySubject = new Map<number, ReleasedPicture[]>();
  for (const p of released) {
    const list = picturesBySubject.get(p.subjectId);
    if (list) list.push(p);
    else picturesBySubject.set(p.subjectId, [p]);
  }
  return {
    portalId,
    prices,
    rebates,
    pictureById: new Map(released.map((p) => [p.id, p])),
    picturesBySubject,
    extraPerUnit,
    now,
  };
}

function toPricedLine(
  row: CartLineRow,
  definition: OrderLineKind,
  priced: KindCartLine,
  numImages: number,
  dependents: string[],
  sign: LineSigners,
): PricedLine {
  const kind = definition.name;
  return {
    lineId: row.id,
    productId: row.product.id,
    kind,
    subjectId: row.subject.id,
    pictureType: priced.pictureType,
    pictureIds: priced.pictures.map((p) => p.id),
    soldPictureIds: soldPictureIds(priced),
    kept: priced.kept ?? { lineData: null },
    line: contractLine(
      {
        uuid: row.uuid,
        type: productLineType,
        product: { uuid: row.product.uuid, type: row.product.type, name: row.product.name, kind },
        quantity: row.quantity,
        description: priced.description,
        linePrice: priced.linePrice,
        actualLinePrice: priced.actualLinePrice,
        canChangeQuantity: priced.canChangeQuantity,
        minimumQuantity: priced.minimumQuantity,
        maximumQuantity: priced.maximumQuantity,
        subProductUuids: row.subProductUuids,
        subProducts: priced.subProducts ?? [],
        pictureType: priced.pictureType,
        subject: {
          uuid: row.subject.uuid,
          name: row.subject.name,
          group: row.subject.group,
          numImages,
          jobName: row.subject.jobName,
        },
        pictures: priced.pictures,
        catalogue: priced.catalogue,
        view: definition.lineView?.(priced, sign) ?? {},
        dependents,
        editLink: priced.editLink,
      },
      (uuid) => sign.picture(uuid, "320"),
    ),
  };
}

const soldPictureIds = (priced: KindCartLine) => (priced.soldPictures ?? priced.pictures).map((p) => p.id);

/**
 * The cart's lines (cartLineRows) that still sell something, priced and described by their kinds (those handed to the
 * cart), oldest first, and the released pictures of their picture sets by id. `rebates` are the shop's rebated digital
 * prices.
 */
export async function priceLines(
  db: Db,
  portalId: number,
  allRows: readonly CartLineRow[],
  rebates: DigitalRebates,
  now: Date,
  released: readonly ReleasedPicture[],
): Promise<{ lines: PricedLine[]; pictureById: ReadonlyMap<number, SetPicture> }> {
  // Each line is read by its kind; a line of a product the shop no longer sells as a line is left out.
  const groups = new Map<OrderLineKind, CartLineRow[]>();
  for (const row of allRows) {
    const definition = lineKind(row.product.kind);
    if (definition) groups.set(definition, [...(groups.get(definition) ?? []), row]);
  }
  if (groups.size === 0) return { lines: [], pictureById: new Map() };
  const rows = allRows.filter((r) => lineKind(r.product.kind));
  const facts = await factsOf(db, portalId, rows, rebates, now, released);
  const pricedById = new Map<number, { definition: OrderLineKind; priced: KindCartLine }>();
  const price = (kinds: Array<[OrderLineKind, CartLineRow[]]>, with_: CartFacts) =>
    Promise.all(
      kinds.map(async ([definition, kindRows]) => {
        for (const [id, priced] of await definition.cartLines(db, kindRows, with_))
          pricedById.set(id, { definition, priced });
      }),
    );
  // A kind whose lines sell only beside the others' (retouch) is priced after them, and reads them.
  await price(
    [...groups].filter(([k]) => !k.pricedAfterOthers),
    facts,
  );
  const pricedFirst = rows.flatMap((row) => {
    const found = pricedById.get(row.id);
    return found ? [{ uuid: row.uuid, soldPictureIds: soldPictureIds(found.priced) }] : [];
  });
  await price(
    [...groups].filter(([k]) => k.pricedAfterOthers),
    { ...facts, pricedFirst },
  );
  const signer = thumbnailSigners.get(db) ?? null;
  const sign: LineSigners = {
    picture: (uuid, size) => (signer === null ? "" : signPictureUrl(signer, uuid, size, now)),
    upload: (uuid, ownerId) => (signer === null ? "" : signUploadUrl(signer, uuid, "640", ownerId, now)),
    background: (view) => (signer === null ? "" : signGreenScreenBackground(signer, view, now)),
  };
  const leaving = new Map<string, string[]>();
  for (const row of rows) {
    const with_ = pricedById.get(row.id)?.priced.leavesWith;
    if (with_ !== undefined) leaving.set(with_, [...(leaving.get(with_) ?? []), row.uuid]);
  }
  const lines = rows.flatMap((row) => {
    const found = pricedById.get(row.id);
    if (!found) return [];
    const numImages = facts.picturesBySubject.get(row.subject.id)?.length ?? 0;
    const dependents = leaving.get(row.uuid) ?? [];
    return [toPricedLine(row, found.definition, found.priced, numImages, dependents, sign)];
  });
  return { lines, pictureById: facts.pictureById };
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

async function cartPricing(db: Db, portalId: number, voucherId: number | null): Promise<CartPricing> {
  const [shop, rebates] = await Promise.all([shopProfile(db, portalId), digitalRebates(db, portalId)]);
  return {
    currency: shop.currency,
    vatRate: shop.vatRate,
    freeShippingThreshold: shop.freeShippingThreshold,
    rebates,
    voucherId,
  };
}

/** The cart's priced lines and what prices the cart besides them, read together. */
export async function linesWithPricing(
  db: Db,
  portalId: number,
  userId: number,
  now: Date,
): Promise<{
  lines: PricedLine[];
  pricing: CartPricing;
  /** The released pictures of the lines' picture sets, by id. */
  pictureById: ReadonlyMap<number, SetPicture>;
}> {
  const cart = await cartAndLines(db, { userId, portalId });
  const [pricing, rows] = await Promise.all([
    cartPricing(db, portalId, cart.voucherId),
    cartLineRows(db, portalId, userId, cart.lines),
  ]);
  return { ...(await priceLines(db, portalId, rows, pricing.rebates, now, cart.released)), pricing };
}
