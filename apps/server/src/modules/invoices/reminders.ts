import {
  invoiceReminderDue,
  invoiceReminderLimits,
  reminderDueDate,
  reminderFee,
} from "@shop/domain/invoice-reminder";
import { and, eq, lt, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { invoiceSettings, invoices } from "../../db/schema/invoices.ts";
import type { Mailer } from "../../platform/mail.ts";
import { mailRecipientsOf } from "../account/preferences.ts";
import { shopProfile } from "../content/service.ts";
import { invoicedOrdersOf } from "../orders/invoices.ts";
import { receiptUrl } from "../orders/mail.ts";
import { invoiceReminderMail } from "./reminders-mail.ts";

/**
 * Reminders of unpaid invoices (issue 33, decision 0081): the server's reminder timer (start.ts, with the other
 * reminder mails) runs `sendInvoiceReminders` at its clock; the domain decides when one is due and its fee. Each
 * reminder is claimed by one UPDATE that checks the count it read (`reminders_sent = <read>`), and its mail goes to
 * the outbox in that transaction: two processes at once send one reminder, and a rolled-back claim sends none.
 */

export interface InvoiceReminderDeps {
  db: Db;
  mailer: Mailer;
  portalId: number;
  publicUrl: string;
}

const day = 86_400_000;

/** The open invoices that may be due at `now`, by invoices_open_due_idx: due at least 14 whole days ago. */
async function candidates(db: Db, portalId: number, now: Date) {
  const latestDue = new Date(now.getTime() - (invoiceReminderLimits.firstAfterDays + 1) * day)
    .toISOString()
    .slice(0, 10);
  return db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      number: invoices.number,
      kid: invoices.kid,
      currency: invoices.currency,
      amount: invoices.amount,
      reminderFees: invoices.reminderFees,
      dueDate: invoices.dueDate,
      status: invoices.status,
      remindersSent: invoices.remindersSent,
      lastReminderAt: invoices.lastReminderAt,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.portalId, portalId),
        eq(invoices.kind, "invoice"),
        eq(invoices.status, "open"),
        lte(invoices.dueDate, latestDue),
        lt(invoices.remindersSent, invoiceReminderLimits.count),
      ),
    );
}

/** Sends every invoice reminder due at `now`; the count of those sent (only the count is logged). */
export async function sendInvoiceReminders(deps: InvoiceReminderDeps, now: Date): Promise<number> {
  const due = (await candidates(deps.db, deps.portalId, now)).filter((i) => invoiceReminderDue(i, now));
  if (due.length === 0) return 0;
  const [settings] = await deps.db
    .select({ reminderFee: invoiceSettings.reminderFee, accountNumber: invoiceSettings.accountNumber })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.portalId, deps.portalId));
  const fee = reminderFee(settings?.reminderFee ?? 0);
  const orders = await invoicedOrdersOf(
    deps.db,
    due.map((i) => i.orderId),
  );
  const recipients = await mailRecipientsOf(
    deps.db,
    [...orders.values()].flatMap((o) => (o.userId === null ? [] : [o.userId])),
  );
  const shop = await shopProfile(deps.db, deps.portalId);
  const publicUrl = deps.publicUrl.replace(/\/+$/, "");
  let sent = 0;
  for (const invoice of due) {
    const order = orders.get(invoice.orderId);
    // A buyer who deleted the account (decision 0034) is no longer written to; the invoice stays open in the list.
    const recipient = order?.userId == null ? undefined : recipients.get(order.userId);
    const dueDate = invoice.dueDate;
    if (!order || !recipient || dueDate === null) continue;
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(invoices)
        .set({
          remindersSent: sql`${invoices.remindersSent} + 1`,
          reminderFees: sql`${invoices.reminderFees} + ${fee}`,
          lastReminderAt: now,
        })
        .where(
          and(
            eq(invoices.id, invoice.id),
            eq(invoices.status, "open"),
            eq(invoices.remindersSent, invoice.remindersSent),
          ),
        )
        .returning({ amount: invoices.amount, fees: invoices.reminderFees });
      const row = rows[0];
      if (!row) return false;
      await deps.mailer.enqueue(
        invoiceReminderMail(
          { to: recipient.email, name: recipient.name, lang: recipient.lang },
          { name: shop.name },
          {
            number: invoice.number,
            kid: invoice.kid,
            currency: invoice.currency,
            due: row.amount + row.fees,
            fee,
            dueDate,
            newDueDate: reminderDueDate(now),
            accountNumber: settings?.accountNumber ?? "",
            orderUrl: receiptUrl(publicUrl, order.uuid),
          },
        ),
        tx,
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/**
 * The server's invoice reminder round (start.ts runs it with the other reminders): what is due at the app's clock,
 * not started twice at once in this process. Logs only the count.
 */
export function invoiceReminderRound(app: FastifyInstance): () => Promise<number | null> {
  const deps: InvoiceReminderDeps = {
    db: app.db,
    mailer: app.mailer,
    portalId: app.portalId,
    publicUrl: app.config.publicUrl,
  };
  let running = false;
  return async () => {
    if (running) return null;
    running = true;
    try {
      const sent = await sendInvoiceReminders(deps, app.clock());
      if (sent > 0) app.log.info({ invoiceReminders: sent }, "invoice reminder mails queued");
      return sent;
    } finally {
      running = false;
    }
  };
}
