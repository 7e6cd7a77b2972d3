import type { Cart, LinePackage, LineTemplate, OrderLine } from "@shop/contracts/cart";
import type { CatalogueChoice } from "@shop/contracts/catalogues";
import type { UpsellItem } from "@shop/contracts/checkout";
import type { GreenScreenBackgroundView } from "@shop/contracts/images";
import type { Order, OrderDownloads } from "@shop/contracts/orders";
import type { PictureType } from "@shop/domain/picture-type";
import type { ProductPrice } from "@shop/domain/pricing";
import type { ReceiptLanguage } from "@shop/domain/receipt";
import type { TemplateDocument, TemplateInstance } from "@shop/render/template";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { DigitalRebates, ProductRow } from "../catalog/service.ts";
import type { Grant } from "../entitlements/service.ts";
import type { ReleasedPicture } from "../subjects/pictures.ts";

/** A line of the cart as the cart reads it: what it names, its product and the picture set (subject) it is for. */
export interface CartLineRow {
  id: number;
  uuid: string;
  quantity: number;
  subProductUuids: string[];
  pictureId: number | null;
  catalogueId: number | null;
  /** A template product line's template version (template_versions.id). */
  templateVersionId: number | null;
  /** The kind's own data of the line as stored (unchecked: the kind reads it with its LineDataCodec). */
  lineData: unknown;
  product: ProductRow;
  subject: { id: number; uuid: string; name: string; group: string | null; jobId: number; jobName: string };
}

/** A released picture of a cart line's picture set. */
export type SetPicture = ReleasedPicture;

/** What the cart reads once for all its lines, whatever their kind. */
export interface CartFacts {
  /** The shop whose cart it is: what a kind reads of its own (a promotion's price) is the shop's. */
  portalId: number;
  /** Each product's regular price list, by product id. */
  prices: ReadonlyMap<number, readonly ProductPrice[]>;
  /** The shop's rebated digital prices. */
  rebates: DigitalRebates;
  /** The released pictures of the lines' picture sets, by picture id. */
  pictureById: ReadonlyMap<number, SetPicture>;
  /** The released pictures of each line's picture set, in the set's order, by subject id. */
  picturesBySubject: ReadonlyMap<number, readonly SetPicture[]>;
  /** What the chosen sub-products add to each piece, by cart line id. */
  extraPerUnit: ReadonlyMap<number, number>;
  /** When the cart is priced: a time-limited price (a package's) holds until a moment. */
  now: Date;
  /**
   * The cart's lines of the other kinds, priced first, in the cart's order: given only to the kinds priced after the
   * others (`pricedAfterOthers`), whose lines sell only beside them (a retouch line, for a picture one of them sells).
   */
  pricedFirst?: readonly SellingLine[];
}

/** A priced cart line as another kind may read it: its uuid and every picture it sells (KindCartLine's `soldPictures`). */
export interface SellingLine {
  uuid: string;
  soldPictureIds: readonly number[];
}

/** A cart line as its kind prices and describes it. */
export interface KindCartLine {
  /** Regular price × quantity and what the line costs after a campaign or rebated price, VAT included. */
  linePrice: number;
  actualLinePrice: number;
  canChangeQuantity: boolean;
  minimumQuantity: number;
  /** Null: the cart offers up to the current quantity + 100. */
  maximumQuantity: number | null;
  /** The line's text on the cart, and (kept by the order) on the receipt, the order history and the mail. */
  description: string;
  /** The sub-products the parent may choose for the line on the cart (spec 02 §4); left out: none. */
  subProducts?: ReadonlyArray<{ uuid: string; name: string; extraPrice: number }>;
  pictureType: PictureType | null;
  /** The pictures the line shows, and an order keeps: a file's picture, the first pictures of a set. */
  pictures: ReadonlyArray<{ id: number; uuid: string }>;
  /**
   * The parent's own pictures (uploads) a template product line places: shown in its previews like its pictures, but
   * never sold as files nor offered for retouch, so kept apart from `pictures`. Their previews open only for their
   * uploader (decision 0039).
   */
  uploads?: ReadonlyArray<{ uuid: string; userId: number }>;
  catalogue: { uuid: string; name: string } | null;
  /**
   * A template product line's design: the contract's LineTemplate without the picture URLs (the cart signs them for
   * `pictures`). Null on other lines.
   */
  template: LineDesign | null;
  /**
   * A package line's items: the contract's LinePackage whose template items lack their picture URLs (the cart signs
   * them). Absent or null on other lines.
   */
  package?: LinePackageDesign | null;
  /**
   * What an order of the line keeps of its kind: its line data (`{ schemaVersion, … }`, made by the kind's codec) and
   * the template version it names, a reference the database keeps (decision 0054). Left out: nothing.
   */
  kept?: KeptLineData;
  /** Where the customer changes the line (null: nowhere). */
  editLink: string | null;
  /**
   * Every picture the line sells, when not the `pictures` it shows (a digital set: every picture of it, not only the
   * first few; a retouch line: none, its picture is another line's). Left out: `pictures`.
   */
  soldPictures?: ReadonlyArray<{ id: number; uuid: string }>;
  /**
   * The line (its uuid) without which this one no longer sells, so it leaves the cart with it (a retouch line whose
   * picture only that line sells; the contract's `retouchLeavesWith` of that line, decision 0025). Left out: none.
   */
  leavesWith?: string;
  /** A retouch line's picture (the contract's `fileRetouch`); left out or null on other lines. */
  fileRetouch?: { id: number; uuid: string } | null;
}

/**
 * A design as its kind reads it, before the cart signs its URLs: the contract's LineTemplate with the backgrounds it
 * lays pictures on as its job shows them (the views the cart signs into `backgroundUrls`).
 */
export type UnsignedLineTemplate = Omit<LineTemplate, "pictureUrls" | "cutoutUrls" | "backgroundUrls"> & {
  backgrounds: readonly GreenScreenBackgroundView[];
};

/** A template product line's design as its kind reads it. */
export interface LineDesign {
  line: UnsignedLineTemplate;
}

/** A package item as the cart reads it: LinePackage's item whose template has no picture URLs yet. */
export type UnsignedPackageItem = Omit<LinePackage["packageItems"][number], "template"> & {
  template: UnsignedLineTemplate | null;
};

/** A package line as its kind reads it (product-kinds/package). */
export interface LinePackageDesign {
  line: Omit<LinePackage, "packageItems"> & { packageItems: UnsignedPackageItem[] };
}

/** A line's data of its kind as stored (`line_data`), and the template version it names, if any. */
export interface KeptLineData {
  lineData: Record<string, unknown> | null;
  templateVersionId?: number | null;
}

/** The parts of the contract's line that only some kinds fill (a retouch line its picture); the others answer null. */
export type LineView = Partial<Pick<OrderLine, "template" | "package" | "fileRetouch" | "print">> & {
  /** An ordered catalogue as the order keeps it (the cart's catalogue line names it in KindCartLine). */
  catalogue?: { uuid: string; name: string } | null;
};

/** An order's line as its kind's view reads it: what it stores, its pictures and its picture set's job. */
export interface OrderedLine {
  id: number;
  pictureIds: readonly number[];
  jobId: number | undefined;
  templateVersionId: number | null;
  /** The kind's own data of the line as stored (unchecked). */
  lineData: unknown;
}

/**
 * A design production prints: its template version (or, for a kind that draws its own page, a plain print's, the
 * document itself with a null version) and instance, and for a package's template item its uuid, place.
 */
export interface PrintDesign {
  templateVersionId: number | null;
  document?: TemplateDocument;
  instance: TemplateInstance;
  item: { uuid: string; position: number } | null;
}

/** What the views of an order's lines share: the shop, the order's pictures (by id) and the signers. */
export interface OrderViewContext {
  portalId: number;
  pictureById: ReadonlyMap<number, { uuid: string; webshopId: string }>;
  sign: LineSigners;
}

/** How a line's URLs are signed: a picture's preview, a parent's own upload, a background as its job shows it. */
export interface LineSigners {
  picture(uuid: string, size: "320" | "640" | "640c"): string;
  upload(uuid: string, ownerId: number): string;
  background(view: GreenScreenBackgroundView): string;
}

/** An order line as stored, with its picture set: what fulfilling it needs. */
export interface StoredOrderLine {
  productKind: string;
  pictureType: string | null;
  subjectId: number | null;
  subjectUuid: string | null;
  subjectName: string | null;
  pictureIds: readonly number[];
  /** The kind's own data of the line as stored (unchecked; a package's items); absent or null when none. */
  lineData?: unknown;
}

/** A line of an order just paid or invoiced, with its order and buyer. */
export interface ConfirmedOrderLine extends StoredOrderLine {
  uuid: string;
  orderId: number;
  orderUuid: string;
  portalId: number;
  userId: number;
  productUuid: string | null;
  subProductUuids: readonly string[];
}

/**
 * A note of the order confirmation mail that a kind gives. A mail says each note once, however many kinds give it
 * (both digital kinds give the download note), in packages/domain's `lineNoteOrder` of the ids, a new kind's after.
 */
export interface MailNote {
  id: string;
  text(lang: ReceiptLanguage): string;
}

/** What a kind's mail note reads of an order as its receipt shows it: of its payment, whether it is paid. */
export type MailedOrder = Pick<
  Order,
  "orderLines" | "containDigitalProducts" | "containRetouch" | "catalogueMaxDeliveryTime"
> & { payment: Pick<Order["payment"], "isInvoice" | "paid"> };

/** What the receipt needs to offer a confirmed line's downloads. */
export interface DownloadContext {
  config: Pick<Config, "signingSecret">;
  now: Date;
  pictureById: ReadonlyMap<number, { uuid: string; webshopId: string }>;
}

/**
 * One kind of order line (a product kind): how its cart lines read, are priced (through packages/domain) and are
 * described, where they are changed, and how a placed order's line is shown and fulfilled. The kinds are handed to the
 * cart at start (cart/kinds.ts); cart, checkout, orders, delivery and production ask them for the kind of a line and
 * never branch on it nor import it. Adding to the cart and changing a line are the kind's own calls and routes (its
 * folder), written as a CartChange that the cart applies.
 */
export interface OrderLineKind {
  /** Its products' `kind` and the contract's line's `product.kind` (a ProductKind of the contract: `a_name`). */
  readonly name: string;
  /** "download": files the buyer may download once the order is paid or invoiced; "production": made and sent. */
  readonly fulfilment: "download" | "production";
  /**
   * The cart's lines of this kind, read with what they name beyond the shared facts (in a few queries for all of
   * them), by cart line id. A line that no longer sells anything (its picture or catalogue is gone) is left out.
   */
  cartLines(db: Db, rows: readonly CartLineRow[], facts: CartFacts): Promise<Map<number, KindCartLine>>;
  /**
   * Priced after every other kind, with `facts.pricedFirst` (the retouch kind: its lines sell only while their picture
   * is one the cart's other lines sell).
   */
  readonly pricedAfterOthers?: boolean;
  /**
   * The parts of the contract's line that only this kind fills (a design, a package's items), with their URLs signed;
   * left out: none (the cart answers null for them).
   */
  lineView?(priced: KindCartLine, sign: LineSigners): LineView;
  /**
   * What the order's lines of this kind show of their own (a design, a package's items, signed), read for all of them
   * at once (a few queries per kind, never one per line), by order line id; left out: none.
   */
  orderLineViews?(
    db: Db,
    lines: readonly OrderedLine[],
    context: OrderViewContext,
  ): Promise<Map<number, LineView>>;
  /** The designs production prints of an order line of this kind (a template product's, a package's template items). */
  printDesigns?(line: OrderedLine): PrintDesign[];
  /** Its own calls on the cart (adding a line, changing one), registered in the cart's scope. */
  routes?(app: FastifyInstance): Promise<void>;
  /**
   * The cart change that puts what the parent chose of the checkout's upsell (spec 03 §2.5) in the cart when the
   * chosen items are this kind's (digital sets, catalogues); null when they are another kind's. Left out: the upsell
   * sells none of this kind.
   */
  upsell?(purchase: UpsellPurchase): CartChange<void> | null;
  /**
   * What this kind offers in the checkout's upsell (spec 03 §2.5) beside the cart: its item of the contract's upsell
   * list (the catalogues not in the cart, the digital sets at a rebated price), null when none. Left out: none.
   */
  upsellOffer?(checkout: CheckoutContext): Promise<UpsellItem | null>;
  /**
   * The days the cart's items of this kind take to come (the catalogues', on their own or in a package: the longest),
   * null when it holds none; the checkout answers, and the order keeps, the longest of the kinds'. Left out: none.
   */
  deliveryDays?(checkout: CheckoutContext): Promise<number | null>;
  /** The picture an order line of this kind retouches (the order then holds a retouch); left out: none. */
  retouchedPicture?(line: StoredOrderLine): number | null;
  /** An order with lines of this kind was paid or invoiced, inside the confirming transaction. */
  confirmed?(tx: Db, lines: readonly ConfirmedOrderLine[], now: Date): Promise<void>;
  /** An invoiced order with lines of this kind was cancelled, inside the cancelling transaction. */
  cancelled?(tx: Db, orderId: number): Promise<void>;
  /**
   * The note the order confirmation mail gives an order that holds what this kind sells (retouching takes some days,
   * the catalogue comes separately, the pictures are ready to download), from the order as its receipt shows it; null
   * or left out: none. The spec's texts stay in packages/domain (receipt.ts), which the web receipt shares.
   */
  mailNote?(order: MailedOrder): MailNote | null;
  /** What a confirmed order line entitles its buyer to download. */
  entitlements(line: StoredOrderLine): Grant;
  /** The downloads the receipt offers for a confirmed order line. */
  downloads(line: StoredOrderLine, context: DownloadContext): OrderDownloads;
}

/** What a kind reads of a checkout: the shop, the buyer and the cart as the checkout shows it. */
export interface CheckoutContext {
  db: Db;
  config: Pick<Config, "signingSecret">;
  portalId: number;
  userId: number;
  cart: Cart;
  now: Date;
}

/** What the parent chose of the checkout's upsell, by the type of its item (the contract's UpsellItem). */
export type UpsellPurchase =
  | { type: "DIGITAL_FILES"; sets: ReadonlyArray<{ subjectUuid: string; pictureType?: PictureType }> }
  | { type: "CATALOGUE"; catalogues: readonly CatalogueChoice[] };

/** A cart line as stored: what it names. */
export interface StoredCartLine {
  id: number;
  uuid: string;
  productId: number;
  subjectId: number | null;
  pictureId: number | null;
  catalogueId: number | null;
  templateVersionId: number | null;
  quantity: number;
}

export interface NewCartLine {
  /** The line's uuid when the call answers with it (a new template product line); the database's when not given. */
  uuid?: string;
  /** The chosen sub-products (a retouch line's tasks). */
  subProductUuids?: string[];
  productId: number;
  subjectId: number;
  pictureId?: number;
  catalogueId?: number;
  templateVersionId?: number;
  /** The kind's own data of the line, made by its LineDataCodec (a design, a package's items). */
  lineData?: Record<string, unknown>;
  quantity: number;
}

/** What a kind's call changes in the cart; the cart applies it in its own transaction, with the cart locked. */
export interface CartLineChanges {
  remove?: number[];
  /**
   * A new quantity, and the product when it changes (a catalogue's product may have been replaced), and the kind's
   * new data of the line (a new design, a package's new items) with the template version it names.
   */
  update?: Array<{
    id: number;
    quantity: number;
    productId?: number;
    templateVersionId?: number;
    lineData?: Record<string, unknown>;
    /** The line's picture set when the parent changed it (a package's). */
    subjectId?: number;
    subProductUuids?: string[];
  }>;
  add?: NewCartLine[];
}

export interface CartChangeContext {
  /** The cart's transaction. */
  tx: Db;
  portalId: number;
  userId: number;
  /** The user's cart lines as they are now (the cart is locked). */
  lines: readonly StoredCartLine[];
  /**
   * Whether the cart holds the whole digital set of a subject's pictures of a type: a digital set line, or a line of
   * another kind that brings the set (a package's digital portrait set), as each line's kind says.
   */
  setInCart(subjectId: number, pictureType: PictureType): Promise<boolean>;
}

/** A kind's call on the cart (add a file, toggle a set, set catalogue quantities): its changes and its answer. */
export type CartChange<Result> = (
  context: CartChangeContext,
) => Promise<{ changes: CartLineChanges; result: Result }>;
