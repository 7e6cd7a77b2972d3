import type { PictureType } from "./picture-type.ts";
import { type LinePrices, linePrices, type ProductPrice } from "./pricing.ts";

/**
 * Retouch (spec 02 §2 Retouch options, §3 retouch): a retouch product (type 11) is offered for pictures, and its
 * sub-products are the tasks a parent chooses per picture. Which product applies to a picture (decision 0025): a
 * retouch product with a picture type applies to pictures of that type, one without a picture type to every
 * picture; for each picture the first product by sort order with its own type wins over one for every type, so a
 * picture is offered the tasks of exactly one retouch product (one cart line per picture).
 */
export interface RetouchProductRule {
  id: number;
  /** Null: applies to pictures of every type. */
  pictureType: PictureType | null;
}

/** The retouch product that applies to a picture of this type (products in the shop's sort order); null: none. */
export function retouchProductFor<P extends RetouchProductRule>(
  products: readonly P[],
  pictureType: PictureType,
): P | null {
  return (
    products.find((p) => p.pictureType === pictureType) ??
    products.find((p) => p.pictureType === null) ??
    null
  );
}

/**
 * A retouch line's prices: one picture, the product's price plus each chosen task's extra price. Tasks not of the
 * product are ignored (the caller refuses them before). Quantity is always 1.
 */
export function retouchLinePrice(
  prices: readonly ProductPrice[],
  tasks: ReadonlyArray<{ uuid: string; extraPrice: number }>,
  chosen: readonly string[],
): LinePrices {
  const wanted = new Set(chosen);
  const extra = tasks.reduce((sum, t) => sum + (wanted.has(t.uuid) ? t.extraPrice : 0), 0);
  return linePrices(prices, 1, { extraPerUnit: extra });
}

/**
 * The retouch options' summary (spec 02 §2 Retouch options): how many pictures have a task chosen, and what their
 * retouch costs together (each such picture its price plus its chosen tasks' extra prices).
 */
export function retouchSummary(
  pictures: ReadonlyArray<{
    uuid: string;
    price: number;
    tasks: ReadonlyArray<{ uuid: string; extraprice: number }>;
  }>,
  chosen: Readonly<Record<string, readonly string[]>>,
): { pictureCount: number; total: number } {
  let pictureCount = 0;
  let total = 0;
  for (const picture of pictures) {
    const wanted = new Set(chosen[picture.uuid] ?? []);
    const tasks = picture.tasks.filter((t) => wanted.has(t.uuid));
    if (tasks.length === 0) continue;
    pictureCount += 1;
    total += picture.price + tasks.reduce((sum, t) => sum + t.extraprice, 0);
  }
  return { pictureCount, total };
}

/**
 * The retouch page after an add to cart (spec 02 §3): the pictures of the lines just added first, then the cart's
 * others. Without a line named, or when none of its pictures may be retouched, every picture is shown first.
 */
export function picturesOfAddedLines<P extends { readonly lines: readonly string[] }>(
  pictures: readonly P[],
  addedLines: readonly string[],
): { added: P[]; others: P[] } {
  const isAdded = (p: P) => p.lines.some((line) => addedLines.includes(line));
  const added = pictures.filter(isAdded);
  if (added.length === 0) return { added: [...pictures], others: [] };
  return { added, others: pictures.filter((p) => !isAdded(p)) };
}
