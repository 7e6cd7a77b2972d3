import type { Order } from "@shop/contracts/orders";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { getOrderById, templateLinesOfOrder } from "./service.ts";

/**
 * One placed order of the shop as the studio's order page needs it from the orders module (issue 32): the order as
 * the parent's receipt has it (each line described by its kind), whose it is, each line's subject, and the print
 * files production makes of each line. Payments, retouch, mails and the people are read by the page's service.
 */
export interface StudioOrderCore {
  id: number;
  userId: number | null;
  paidAt: Date | null;
  order: Order;
  /** Each line's subject (by line uuid). */
  lineSubjects: Map<string, number | null>;
  /** Each printable line's files (by line uuid): null for a template product's, a package item's uuid for a package's. */
  printFiles: Map<string, (string | null)[]>;
}

export async function studioOrderCore(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  orderUuid: string,
  now: Date,
): Promise<StudioOrderCore | null> {
  const [row] = await db
    .select({ id: orders.id, userId: orders.userId, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.uuid, orderUuid), eq(orders.portalId, portalId), isNotNull(orders.confirmedAt)))
    .limit(1);
  if (!row) return null;
  const [order, lines, printable] = await Promise.all([
    getOrderById(db, config, row.id, now),
    db
      .select({ uuid: orderLines.uuid, subjectId: orderLines.subjectId })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id)),
    templateLinesOfOrder(db, portalId, orderUuid),
  ]);
  if (!order) return null;
  const printFiles = new Map<string, (string | null)[]>();
  for (const line of printable?.lines ?? []) {
    printFiles.set(line.uuid, [...(printFiles.get(line.uuid) ?? []), line.item?.uuid ?? null]);
  }
  return {
    ...row,
    order,
    lineSubjects: new Map(lines.map((l) => [l.uuid, l.subjectId])),
    printFiles,
  };
}
