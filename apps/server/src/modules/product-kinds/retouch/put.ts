import type { PutRetouchBody } from "@shop/contracts/retouch";
import { retouchProductFor } from "@shop/domain/retouch";
import type { Db } from "../../../db/client.ts";
import { badRequest, notFound } from "../../../errors.ts";
import type { CartChange, CartLineChanges, NewCartLine, SetPicture } from "../../cart/kind.ts";
import { retouchKind, retouchProducts } from "../../catalog/retouch-products.ts";
import { shopProducts } from "../../catalog/service.ts";

export const retouchNotAvailableMessage = "Retouch not available";
export const pictureNotInCartMessage = "The picture is not in the shopping cart";
export const taskNotOfferedMessage = "The retouch task is not offered for the picture";

/**
 * PUT /api/webshop/cart/retouch: the cart's retouch becomes the body's, one line per picture with tasks. A picture
 * with no tasks, or left out, has none; a retouch line whose picture is no longer in the cart goes too. Refused
 * whole when a picture is not one of the cart's pictures that may be retouched (`retouchable`, read from the cart in
 * its transaction), or a task is not one of the picture's retouch product.
 */
export function putRetouch(
  items: PutRetouchBody["items"],
  retouchable: (tx: Db) => Promise<ReadonlyMap<number, SetPicture>>,
): CartChange<void> {
  return async ({ tx, portalId, lines }) => {
    const [products, pictures, shop] = await Promise.all([
      retouchProducts(tx, portalId),
      retouchable(tx),
      shopProducts(tx, portalId),
    ]);
    const asked = Object.entries(items).filter(([, tasks]) => tasks.length > 0);
    if (products.length === 0 && asked.length > 0) {
      throw notFound(retouchNotAvailableMessage, "retouch_not_available");
    }
    const byUuid = new Map([...pictures.values()].map((p) => [p.uuid, p]));
    const wanted = new Map<number, { productId: number; subjectId: number; tasks: string[] }>();
    for (const [pictureUuid, taskUuids] of Object.entries(items)) {
      const picture = byUuid.get(pictureUuid);
      if (!picture) throw badRequest(pictureNotInCartMessage, "retouch_picture_not_in_cart");
      if (taskUuids.length === 0) continue;
      const product = retouchProductFor(products, picture.pictureType);
      const chosen = new Set(taskUuids);
      const offered = product?.tasks.filter((t) => chosen.has(t.uuid)) ?? [];
      if (!product || offered.length !== chosen.size) {
        throw badRequest(taskNotOfferedMessage, "retouch_task_not_offered");
      }
      wanted.set(picture.id, {
        productId: product.id,
        subjectId: picture.subjectId,
        tasks: offered.map((t) => t.uuid),
      });
    }

    const changes: Required<CartLineChanges> = { remove: [], update: [], add: [] };
    const kept = new Set<number>();
    for (const line of lines) {
      if (shop.get(line.productId)?.kind !== retouchKind) continue;
      const want = line.pictureId === null ? undefined : wanted.get(line.pictureId);
      if (want && line.pictureId !== null && want.productId === line.productId && !kept.has(line.pictureId)) {
        kept.add(line.pictureId);
        changes.update.push({ id: line.id, quantity: 1, subProductUuids: want.tasks });
      } else {
        changes.remove.push(line.id);
      }
    }
    for (const [pictureId, want] of wanted) {
      if (kept.has(pictureId)) continue;
      const line: NewCartLine = {
        productId: want.productId,
        subjectId: want.subjectId,
        pictureId,
        quantity: 1,
        subProductUuids: want.tasks,
      };
      changes.add.push(line);
    }
    return { changes, result: undefined };
  };
}
