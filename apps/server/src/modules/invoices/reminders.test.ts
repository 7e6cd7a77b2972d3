import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceSettings, invoices } from "../../db/schema/index.ts";
import { createShop, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createInvoicedOrder } from "../../test/invoice-factory.ts";
import { type InvoiceReminderDeps, invoiceReminderRound, sendInvoiceReminders } from "./reminders.ts";

const day = 86_400_000;

describe("reminders of unpaid invoices", () => {
  let t: TestApp;
  let shop: TestShop;
  let deps: InvoiceReminderDeps;
  /** Each test's invoices fall due in their own year, so one test's clock never reaches another's invoices. */
  let year = 2030;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example.test" } });
    shop = await createShop(t, { invoiceFee: 2_900 });
    deps = { db: t.db, mailer: t.mailer, portalId: t.app.portalId, publicUrl: t.config.publicUrl };
    await t.db
      .insert(invoiceSettings)
      .values({ portalId: t.app.portalId, reminderFee: 7_000, accountNumber: "1234.56.78903" })
      .onConflictDoUpdate({
        target: invoiceSettings.portalId,
        set: { reminderFee: 7_000, accountNumber: "1234.56.78903" },
      });
  });
  afterAll(() => t.close());

  async function overdueInvoice() {
    year -= 1;
    const dueDate = `${year}-03-01`;
    return { ...(await createInvoicedOrder(t, shop, { dueDate })), due: new Date(`${dueDate}T00:00:00Z`) };
  }
  const row = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
  const mailsTo = async (to: string) => {
    await t.mailer.flush();
    return (await t.mails()).filter((m) => m.to === to && m.subject.startsWith("Reminder"));
  };

  it("sends none before 14 days after the due date, then one with the capped fee, the KID and the new amount", async () => {
    const made = await overdueInvoice();
    expect(await sendInvoiceReminders(deps, new Date(made.due.getTime() + 14 * day))).toBe(0);
    const at = new Date(made.due.getTime() + 15 * day);
    expect(await sendInvoiceReminders(deps, at)).toBeGreaterThanOrEqual(1);
    // The setting is 70 kr; the law's cap of one reminder is 35 kr.
    expect(await row(made.invoice.id)).toMatchObject({
      remindersSent: 1,
      reminderFees: 3_500,
      lastReminderAt: at,
    });
    const [mail] = await mailsTo(made.parent.user.email);
    expect(mail?.subject).toContain(`Reminder: invoice ${made.invoice.number}`);
    const due = new Intl.NumberFormat("en-GB", { style: "currency", currency: "NOK" }).format(
      (made.invoice.amount + 3_500) / 100,
    );
    expect(mail?.text).toContain(`Please pay ${due} by`);
    expect(mail?.text).toContain(`KID: ${made.invoice.kid}`);
    expect(mail?.text).toContain("Account: 1234.56.78903");
  });

  it("waits 14 days for the second reminder and sends no third", async () => {
    const made = await overdueInvoice();
    const first = new Date(made.due.getTime() + 15 * day);
    await sendInvoiceReminders(deps, first);
    await sendInvoiceReminders(deps, new Date(first.getTime() + 13 * day));
    expect(await row(made.invoice.id)).toMatchObject({ remindersSent: 1 });
    await sendInvoiceReminders(deps, new Date(first.getTime() + 14 * day));
    await sendInvoiceReminders(deps, new Date(first.getTime() + 60 * day));
    expect(await row(made.invoice.id)).toMatchObject({ remindersSent: 2, reminderFees: 7_000 });
    expect(await mailsTo(made.parent.user.email)).toHaveLength(2);
  });

  it("sends one reminder when two rounds run at once, and none of a paid invoice", async () => {
    const made = await overdueInvoice();
    const paid = await overdueInvoice();
    await t.db.update(invoices).set({ status: "paid" }).where(eq(invoices.id, paid.invoice.id));
    const at = new Date(made.due.getTime() + 15 * day);
    await Promise.all([sendInvoiceReminders(deps, at), sendInvoiceReminders(deps, at)]);
    expect(await row(made.invoice.id)).toMatchObject({ remindersSent: 1 });
    expect(await mailsTo(made.parent.user.email)).toHaveLength(1);
    expect(await row(paid.invoice.id)).toMatchObject({ remindersSent: 0 });
    expect(await mailsTo(paid.parent.user.email)).toHaveLength(0);
  });

  it("runs as the server's round at the app's clock", async () => {
    const round = invoiceReminderRound(t.app);
    expect(await round()).toBeGreaterThanOrEqual(0);
  });
});
