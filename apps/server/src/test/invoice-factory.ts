import { makeKid } from "@shop/domain/kid";
import { eq, sql } from "drizzle-orm";
import { invoiceSettings, invoices } from "../db/schema/invoices.ts";
import { orders } from "../db/schema/orders.ts";
import { addFiles, openTransaction } from "../modules/checkout/purchase-test-support.ts";
import { createParent, type FactoryApp, type Parent } from "./factories.ts";

/**
 * An invoiced order with its invoice row (issue 33). The order is placed through checkout as a parent paying by
 * invoice does; the invoice row is inserted directly, as invoice33's making of it will (number from the shop's
 * series, KID by makeKid, due date, lines, buyer). // issue 33 merge: the lead may make the row through invoice33's
 * service instead.
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

/** The next number of the shop's series, as the real making takes it (one UPDATE … RETURNING). */
async function nextNumber(t: FactoryApp): Promise<number> {
  const [row] = await t.db
    .insert(invoiceSettings)
    .values({ portalId: t.app.portalId, nextNumber: 2 })
    .onConflictDoUpdate({
      target: invoiceSettings.portalId,
      set: { nextNumber: sql`${invoiceSettings.nextNumber} + 1` },
    })
    .returning({ next: invoiceSettings.nextNumber });
  if (!row) throw new Error("no invoice number");
  return row.next - 1;
}

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
  const number = await nextNumber(t);
  const kid = makeKid(number, "mod10");
  const dueDate = options.dueDate ?? new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const vatAmount = Math.round(order.total - order.total / 1.25);
  const [row] = await t.db
    .insert(invoices)
    .values({
      portalId: t.app.portalId,
      orderId: order.id,
      number,
      kid,
      dueDate,
      currency: order.currency,
      amount: order.total,
      vatAmount,
      lines: [
        {
          description: "Digital file",
          quantity: files,
          amount: order.total,
          vatRate: 2500,
          vatAmount,
        },
      ],
      seller: { name: "Testfoto AS", address: ["Testveien 1", "0150 Oslo"], organisationNumber: "999999999" },
      buyer: {
        name: options.buyerName ?? "Kari Nordmann",
        address: ["Storgata 1", "0155 Oslo"],
        email: parent.user.email,
      },
    })
    .returning({ id: invoices.id, uuid: invoices.uuid });
  if (!row) throw new Error("no invoice");
  return {
    parent,
    orderUuid,
    orderId: order.id,
    invoice: { id: row.id, uuid: row.uuid, number, kid, amount: order.total, dueDate },
  };
}
