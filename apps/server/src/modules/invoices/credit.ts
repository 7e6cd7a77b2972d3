import { cancelInvoiceIn } from "../orders/invoices.ts";
import {
  lockOrderStatus,
  markLinesRefunded,
  recordOrderRefund,
  refundableOrder,
  revokeLineDownloads,
} from "../orders/refund-orders.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { finishDocuments, type InvoiceWorkDeps } from "./documents.ts";
import { creditOrder, invoicesOfOrder } from "./service.ts";

export type StudioCreditOutcome = "credited" | "no-order" | "not-creditable";

/**
 * The owner credits an order's invoice in the studio (issue 33, decision 0080): no money moves through a provider.
 * An invoice not paid yet cancels its order, as `invoice cancel` does; an order paid (or made) is refunded whole —
 * its downloads go, its lines are marked refunded, the money goes back outside the shop. Either way the order's move
 * asks for the credit note, which is made here at once (the background task then finds it made), and the change is
 * recorded.
 */
export async function creditFromStudio(
  deps: InvoiceWorkDeps & { portalId: number },
  orderUuid: string,
  actor: StudioActor,
): Promise<StudioCreditOutcome> {
  const order = await refundableOrder(deps.db, deps.portalId, orderUuid);
  if (!order) return "no-order";
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<StudioCreditOutcome> => {
    const status = await lockOrderStatus(tx, order.id);
    const invoice = (await invoicesOfOrder(tx, order.id)).find((d) => d.kind === "invoice");
    if (!invoice || invoice.status === "credited" || status === "cancelled" || status === "refunded") {
      return "not-creditable";
    }
    if (status === "invoiced") {
      await cancelInvoiceIn(tx, order.uuid, { staffId: actor.id, portalId: deps.portalId });
    } else {
      await revokeLineDownloads(
        tx,
        order,
        order.lines.map((l) => l.id),
        [],
      );
      await markLinesRefunded(
        tx,
        order.lines.map((l) => ({ orderLineId: l.id, amount: l.actualLinePrice })),
      );
      await recordOrderRefund(tx, order.id, { whole: true, lineNames: [], staffId: actor.id, at: now });
    }
    await recordStudioChange(tx, {
      staff: actor,
      action: "invoice.credit",
      objectType: "order",
      objectId: order.uuid,
      detail: { invoice: String(invoice.number), from: status ?? "" },
    });
    return "credited";
  });
  if (outcome === "credited") {
    await creditOrder(deps.db, order.id, now);
    await finishDocuments(deps, order.id);
  }
  return outcome;
}
