import { eq } from "drizzle-orm";
import { invoices } from "../db/schema/invoices.ts";
import { orders } from "../db/schema/orders.ts";
import { addFiles, openTransaction } from "../modules/checkout/purchase-test-support.ts";
import { invoicesOfOrder, issueInvoice } from "../modules/invoices/service.ts";
import { createParent, type FactoryApp, type Parent } from "./factories.ts";

/**
 * An invoiced order with its invoice (issue 33): the order placed through checkout as a parent paying by invoice
 * does, the invoice made by the invoices module's service; a due date or a buyer's name given is written over it.
 */
export interface InvoicedOrder {
  parent: Parent;
  orderUuid: string;
  orderId: number;
  invoice: { id: number; uuid: string; number: number; kid: string; amount: number; dueDate: string };
}

export interface InvoicedOrderOptions {
  /** yyyy-mm-dd; 14 days from today unless given. */
  dueDate?: string;
  files?: number;
  buyerName?: string;
  /** An existing parent of the shop (a second invoice of theirs is refused by checkout: give a new one). */
  parent?: Parent;
}

const pid = "01019012480";

export async function createInvoicedOrder(
  t: FactoryApp,
  shop: { jobId: number },
  options: InvoicedOrderOptions = {},
): Promise<InvoicedOrder> {
  const parent = options.parent ?? (await createParent(t, shop));
  const files = options.files ?? 1;
  await addFiles(t.app, parent, files);
  const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "invoice", {
    paymentOptionData: { pid },
  });
  const res = await t.app.inject({
    method: "POST",
    url: `/api/webshop/transactions/${transactionUuid}/invoice`,
    headers: { cookie: parent.cookie },
  });
  if (res.json().status !== "invoiced") throw new Error(`the invoice answered ${res.body}`);
  const [order] = await t.db
    .select({ id: orders.id, total: orders.totalPrice, currency: orders.currency })
    .from(orders)
    .where(eq(orders.uuid, orderUuid));
  if (!order) throw new Error("no order");
  // The invoice as the shop makes it (invoices' service; the background work would make the same one, once).
  const made =
    (await issueInvoice(t.db, order.id, new Date())) ??
    (await invoicesOfOrder(t.db, order.id)).find((row) => row.kind === "invoice");
  if (!made?.kid) throw new Error("no invoice was made for the order");
  const dueDate = options.dueDate ?? made.dueDate ?? "";
  const buyer = { ...made.buyer, name: options.buyerName ?? (made.buyer.name || "Kari Nordmann") };
  await t.db.update(invoices).set({ dueDate, buyer }).where(eq(invoices.id, made.id));
  const { number, kid } = made;
  return {
    parent,
    orderUuid,
    orderId: order.id,
    invoice: { id: made.id, uuid: made.uuid, number, kid, amount: made.amount, dueDate },
  };
}
