import type { RetouchOptionsResponse } from "@shop/contracts/retouch";
import { unitPrice } from "@shop/domain/pricing";
import { retouchProductFor } from "@shop/domain/retouch";
import type { RetouchProduct } from "../../catalog/retouch-products.ts";
import type { RetouchablePicture } from "./pictures.ts";

/** A retouch line of the cart as the options read it: its picture, its tasks and what it costs. */
export interface CartRetouchLine {
  pictureId: number;
  subProductUuids: readonly string[];
  actualLinePrice: number;
}

/**
 * GET /api/webshop/cart/retouch: for each picture of the cart that may be retouched and has a retouch product, its
 * tasks with their extra prices and those chosen; the total is what the retouch lines add to the cart.
 */
export function retouchOptions(
  products: readonly RetouchProduct[],
  retouchable: ReadonlyMap<number, RetouchablePicture>,
  subjects: ReadonlyMap<number, { uuid: string; name: string }>,
  retouchLines: readonly CartRetouchLine[],
  thumbnail: (pictureUuid: string) => string,
): RetouchOptionsResponse {
  const pictures: RetouchOptionsResponse["pictures"] = [];
  for (const picture of retouchable.values()) {
    const product = retouchProductFor(products, picture.pictureType);
    const subject = subjects.get(picture.subjectId);
    if (!product || !subject) continue;
    const line = retouchLines.find((l) => l.pictureId === picture.id);
    const offered = new Set(product.tasks.map((t) => t.uuid));
    pictures.push({
      uuid: picture.uuid,
      webshopId: picture.webshopId,
      thumbnail: thumbnail(picture.uuid),
      subject,
      price: unitPrice(product.prices, 1).actual,
      tasks: product.tasks.map((t) => ({ uuid: t.uuid, name: t.name, extraprice: t.extraPrice })),
      chosen: (line?.subProductUuids ?? []).filter((uuid) => offered.has(uuid)),
      lines: [...picture.lineUuids],
    });
  }
  const shown = new Set(pictures.map((p) => p.uuid));
  const total = retouchLines
    .filter((l) => shown.has(retouchable.get(l.pictureId)?.uuid ?? ""))
    .reduce((sum, l) => sum + l.actualLinePrice, 0);
  return { available: products.length > 0, pictures, total };
}
