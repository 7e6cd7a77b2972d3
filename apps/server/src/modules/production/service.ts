import { isConfirmedStatus, isOrderStatus } from "@shop/domain/order-lifecycle";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../platform/storage.ts";
import { cutout, findBackgroundKey, greenScreenBackgroundImage } from "../images/service.ts";
import { templateLinesOfOrder } from "../orders/service.ts";
import { subjectsByIds } from "../subjects/jobs.ts";
import { pictureFiles } from "../subjects/pictures.ts";
import { artworkFile } from "../templates/artwork.ts";
import { designBackgrounds, jobBackgroundViews } from "../templates/backgrounds.ts";
import { serverFonts } from "../templates/measure.ts";
import type { EncodedCache } from "../templates/print.ts";
import { printPlaceholders } from "../templates/service.ts";
import { templateVersionsByIds } from "../templates/versions.ts";
import { uploadsByUuid } from "../uploads/service.ts";

/**
 * The production files of an order: one print-ready PDF per template product line (decision 0019) and per template
 * item of a package line (decision 0024), drawn from the
 * design the order keeps (its template version and instance) with the pictures' original files. Only an order that
 * is paid or invoiced, or further on, is produced. The operator's route and `npm run shop -- order print` both come
 * here.
 */

export type ProductionRefusal = "order_not_found" | "order_line_not_found" | "order_not_in_production";

export class ProductionError extends Error {
  readonly code: ProductionRefusal;
  constructor(code: ProductionRefusal, message: string) {
    super(message);
    this.name = "ProductionError";
    this.code = code;
  }
}

export interface PrintFile {
  orderLineUuid: string;
  /** A package line's template item's uuid; null for a template product line. */
  packageItemUuid: string | null;
  /** The line's picture set: a production run files the print under its class and name. */
  subjectId: number | null;
  /**
   * `<order reference>-<line position>-<template name>.pdf`, and for a package line's template item
   * `<order reference>-<line position>-<item position>-<template name>.pdf`, safe on any file system.
   */
  fileName: string;
  pdf: Uint8Array;
}

interface Shop {
  db: Db;
  storage: Storage;
  portalId: number;
}

function slug(text: string): string {
  const cleaned = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cleaned.slice(0, 60) || "product";
}

async function printableLines(shop: Shop, orderUuid: string) {
  const order = await templateLinesOfOrder(shop.db, shop.portalId, orderUuid);
  if (!order) throw new ProductionError("order_not_found", "No such order.");
  if (!isOrderStatus(order.status) || !isConfirmedStatus(order.status)) {
    throw new ProductionError(
      "order_not_in_production",
      `The order is ${order.status.replace("_", " ")}: only a paid or invoiced order is produced.`,
    );
  }
  return order;
}

type Order = Awaited<ReturnType<typeof printableLines>>;

async function printLine(shop: Shop, order: Order, line: Order["lines"][number]): Promise<PrintFile> {
  const versionId = line.templateVersionId;
  const doc =
    line.document ??
    (versionId === null
      ? undefined
      : (await templateVersionsByIds(shop.db, [versionId])).get(versionId)?.document);
  if (!doc)
    throw new Error(
      `order line ${line.uuid} names template version ${line.templateVersionId}, which is gone`,
    );
  const placed = Object.values(line.instance.images).map((choice) => choice.picture.uuid);
  const files = await pictureFiles(shop.db, line.subjectId, placed);
  // The parent's own pictures are drawn from their stored re-encoded file, full size, as pictures are.
  const uploads = await uploadsByUuid(
    shop.db,
    placed.filter((uuid) => !files.has(uuid)),
  );
  const read = async (key: string | null | undefined) => {
    if (!key) return undefined;
    const file = await shop.storage.get(key);
    return file === null ? undefined : new Uint8Array(file);
  };
  // A background is printed as the job showed it to the parent (turned, with its effect): the same file the editor,
  // the cart and the order drew (gsbackground.php's), so what was seen is what is printed.
  const [subject] = (await subjectsByIds(shop.db, line.subjectId === null ? [] : [line.subjectId])).values();
  const views =
    subject &&
    (await jobBackgroundViews(shop.db, shop.portalId, [subject.jobId], designBackgrounds(line.instance))).get(
      subject.jobId,
    );
  // pdf-lib is loaded on the first print file, not with the shop (decision 0016).
  const { renderPrintPdf } = await import("../templates/print.ts");
  const pdf = await renderPrintPdf(doc, line.instance, {
    fonts: await serverFonts(),
    pictures: (uuid) => read(files.get(uuid)?.originalKey ?? uploads.get(uuid)?.storageKey),
    artwork: async (asset) => {
      const file = await artworkFile(shop.storage, asset, "print");
      return file === null ? undefined : new Uint8Array(file);
    },
    backgrounds: async (uuid) => {
      const view = views?.get(uuid);
      // A background its job no longer offers is printed from the shop's file as it is.
      if (!view) return read(await findBackgroundKey(shop.db, shop.portalId, uuid));
      const image = await greenScreenBackgroundImage(shop.db, shop.storage, shop.portalId, view);
      return image === null ? undefined : new Uint8Array(image);
    },
    cutouts: async (uuid) => {
      const picture = files.get(uuid);
      const image = picture && (await cutout(shop.storage, picture, null));
      return image ? new Uint8Array(await image.png().toBuffer()) : undefined;
    },
    placeholders: await printPlaceholders(shop.db, line.subjectId, line.instance.year ?? null),
    encoded: printRenditions(shop.storage, files),
  });
  const place =
    line.item === null ? `${line.position + 1}` : `${line.position + 1}-${line.item.position + 1}`;
  return {
    orderLineUuid: line.uuid,
    packageItemUuid: line.item?.uuid ?? null,
    subjectId: line.subjectId,
    fileName: `${order.reference}-${place}-${slug(doc.name)}.pdf`,
    pdf,
  };
}

/**
 * Pictures with an effect, encoded again for print at its size, kept beside the thumbnails: the operator's second
 * download of a file and a production run after it reuse them (decision 0082). Only the job's pictures: a parent's
 * upload is erased with the parent's account by its keys (decision 0034), and these would be left behind.
 */
function printRenditions(storage: Storage, jobPictures: ReadonlyMap<string, unknown>): EncodedCache {
  const key = (picture: string, recipe: string) => `derived/print/${picture}-${recipe}.bin`;
  return {
    get: async (picture, recipe) => {
      if (!jobPictures.has(picture)) return undefined;
      const file = await storage.get(key(picture, recipe));
      return file === null ? undefined : new Uint8Array(file);
    },
    put: async (picture, recipe, bytes) => {
      if (jobPictures.has(picture))
        await storage.put(key(picture, recipe), Buffer.from(bytes), "application/octet-stream");
    },
  };
}

/**
 * The print file of one template product line of an order, or (with `packageItemUuid`) of one template item of a
 * package line: a package line has one file per template item, so it is printed only item by item.
 */
export async function printOrderLine(
  shop: Shop,
  orderUuid: string,
  orderLineUuid: string,
  packageItemUuid: string | null = null,
): Promise<PrintFile> {
  const order = await printableLines(shop, orderUuid);
  const line = order.lines.find(
    (candidate) => candidate.uuid === orderLineUuid && (candidate.item?.uuid ?? null) === packageItemUuid,
  );
  if (!line)
    throw new ProductionError(
      "order_line_not_found",
      packageItemUuid === null
        ? "The order has no template product line by that uuid (a package line prints item by item: /items/{itemUuid}/print.pdf)."
        : "The order has no package line by that uuid with a template item by that uuid.",
    );
  return printLine(shop, order, line);
}

/**
 * The print files of every template product line and package template item of an order, in the order's line order
 * and each package's item order (none: an empty list).
 */
export async function printOrder(shop: Shop, orderUuid: string): Promise<PrintFile[]> {
  const order = await printableLines(shop, orderUuid);
  const files: PrintFile[] = [];
  for (const line of order.lines) files.push(await printLine(shop, order, line));
  return files;
}
