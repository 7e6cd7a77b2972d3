import type { Cart, OrderLine } from "@shop/contracts/cart";
import type { UserResources } from "@shop/contracts/templates";
import { cartQuery, type DigitalToggle } from "./queries/cart.ts";
import { queryClient } from "./query-client.ts";

/**
 * The cart's retouch lines that leave it with one of its lines (a retouch sells only while its picture is in the cart,
 * decision 0025), so the page can say which before anything is removed: every line of `retouchLeavesWith` when the
 * line goes; when it stays with other pictures (`keeps`, the pictures it will hold), those whose picture it no longer
 * holds.
 */
export function retouchLeaving(cart: Cart, lineUuid: string, keeps?: ReadonlySet<string>): OrderLine[] {
  const line = cart.orderLines.find((l) => l.uuid === lineUuid);
  if (!line) return [];
  const leaving = new Set(line.retouchLeavesWith);
  return cart.orderLines.filter(
    (l) => leaving.has(l.uuid) && !(keeps && l.fileRetouch && keeps.has(l.fileRetouch.uuid)),
  );
}

/** The cart line a digital toggle takes out: the picture's single file, or the whole set of its type. */
export function digitalLineOf(cart: Cart, target: DigitalToggle): OrderLine | undefined {
  return cart.orderLines.find((l) =>
    target.kind === "file"
      ? l.product.kind === "digital_file" && l.digitalFiles[0]?.uuid === target.pictureUuid
      : l.product.kind === "digital_set" &&
        l.pictureType === target.type &&
        l.subjects[0]?.uuid === target.subjectUuid,
  );
}

/** The pictures the designs place (their image resources), by uuid. */
export function placedPictures(designs: ReadonlyArray<UserResources>): Set<string> {
  return new Set(
    designs.flatMap((resources) =>
      Object.values(resources).flatMap((r) => (r.kind === "image" && r.image !== null ? [r.image.uuid] : [])),
    ),
  );
}

/**
 * The cart as the page last read it, or read now when that is older than the cache allows; null when it cannot be
 * read, and the change then goes ahead as it always did.
 */
export async function currentCart(): Promise<Cart | null> {
  try {
    return await queryClient.fetchQuery(cartQuery);
  } catch {
    return null;
  }
}
