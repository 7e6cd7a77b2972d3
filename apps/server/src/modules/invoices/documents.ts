import { dayOf } from "@shop/domain/invoice-document";
import type { Db } from "../../db/client.ts";
import type { Mailer } from "../../platform/mail.ts";
import type { Storage } from "../../platform/storage.ts";
import { getProfile } from "../account/service.ts";
import { getLanguages, shopProfile } from "../content/service.ts";
import { orderForInvoice } from "../orders/invoice-source.ts";
import { receiptUrl } from "../orders/mail.ts";
import { invoiceMail } from "./mail.ts";
import { invoiceLanguage, invoicePdf } from "./pdf.ts";
import { creditOrder, invoicesOfOrder, issueInvoice, recordPdf } from "./service.ts";

export interface InvoiceWorkDeps {
  db: Db;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

/** Where a document's PDF is kept in the shop's storage. */
export function invoicePdfKey(portalId: number, invoiceUuid: string): string {
  return `invoices/${portalId}/${invoiceUuid}.pdf`;
}

/**
 * The background work of an order moved (orders' moveOrder asks, decision 0080): invoiced → its invoice; cancelled or
 * refunded → its credit note; then every document of the order without its PDF gets it and its mail. Done twice (a
 * retry), it makes nothing twice: the invoice and credit note check under the order's lock, the PDF is recorded once
 * and only that recording sends the mail.
 */
export async function workOrderMoved(deps: InvoiceWorkDeps, orderId: number, to: string): Promise<void> {
  const now = deps.now();
  if (to === "invoiced") await issueInvoice(deps.db, orderId, now);
  else await creditOrder(deps.db, orderId, now);
  await finishDocuments(deps, orderId);
}

/** Makes the PDF of each of the order's documents that has none, stores it and mails the parent. */
export async function finishDocuments(deps: InvoiceWorkDeps, orderId: number): Promise<void> {
  const order = await orderForInvoice(deps.db, orderId);
  if (!order) return;
  const documents = await invoicesOfOrder(deps.db, orderId);
  const pending = documents.filter((d) => d.pdfKey === null);
  if (pending.length === 0) return;
  const [{ defaultLanguage }, shop, buyer] = await Promise.all([
    getLanguages(deps.db, order.portalId),
    shopProfile(deps.db, order.portalId),
    order.userId === null ? null : getProfile(deps.db, order.userId),
  ]);
  const numbers = new Map(documents.map((d) => [d.id, d.number]));
  for (const document of pending) {
    const creditsNumber =
      document.creditsInvoiceId === null ? null : (numbers.get(document.creditsInvoiceId) ?? null);
    const pdf = await invoicePdf({
      document: {
        ...document,
        issuedDay: dayOf(document.issuedAt),
        orderReference: order.reference,
        creditsNumber,
      },
      language: invoiceLanguage(defaultLanguage),
    });
    const key = invoicePdfKey(order.portalId, document.uuid);
    await deps.storage.put(key, Buffer.from(pdf), "application/pdf");
    await deps.db.transaction(async (tx) => {
      if (!(await recordPdf(tx, document.id, key)) || !buyer) return;
      const mail = invoiceMail(document, {
        to: buyer.email,
        lang: buyer.lang,
        shopName: shop.name,
        orderReference: order.reference,
        orderUrl: receiptUrl(deps.publicUrl, order.uuid),
        creditsNumber,
      });
      await deps.mailer.enqueue(mail, tx);
    });
  }
}
