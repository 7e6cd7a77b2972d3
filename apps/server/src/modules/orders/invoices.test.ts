import type { Order } from "@shop/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceCommands } from "../../cli/commands/invoice.ts";
import { printedBy } from "../../cli/print-test-support.ts";
import { orders, voucherRedemptions } from "../../db/schema/index.ts";
import { MemoryTransport } from "../../platform/mail.ts";
import { createParent, createShop, createVoucher, type Parent, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { paidNotice } from "../../test/order-factories.ts";
import {
  addFiles,
  addSet,
  chooseVoucher,
  openTransaction,
  payWithCard,
  pictureSet,
} from "../checkout/purchase-test-support.ts";
import {
  cancelInvoice,
  findOrderByReference,
  InvoiceError,
  listUnpaidInvoices,
  markInvoicePaid,
} from "./invoices.ts";

const pid = "01019012480";

describe("the operator's invoices", () => {
  let t: TestApp;
  let shop: TestShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t, { invoiceFee: 2_900 });
  });
  afterAll(() => t.close());

  async function invoiced(parent: Parent): Promise<string> {
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "invoice", {
      paymentOptionData: { pid },
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${transactionUuid}/invoice`,
      headers: { cookie: parent.cookie },
    });
    if (res.json().status !== "invoiced") throw new Error(`the invoice answered ${res.body}`);
    return orderUuid;
  }
  const order = async (parent: Parent, uuid: string) =>
    (
      await t.app.inject({ url: `/api/webshop/user/orders/${uuid}`, headers: { cookie: parent.cookie } })
    ).json().order as Order;
  const storedPid = async (uuid: string) =>
    (
      await t.db
        .select({ stored: orders.invoicePersonNumberEncrypted })
        .from(orders)
        .where(eq(orders.uuid, uuid))
    )[0]?.stored;

  it("lists the unpaid invoices oldest first with reference, amount and e-mail, and no paid order", async () => {
    const first = await createParent(t, shop);
    await addFiles(t.app, first, 1);
    const firstOrder = await invoiced(first);
    const second = await createParent(t, shop);
    await addFiles(t.app, second, 2);
    const secondOrder = await invoiced(second);
    const paid = await createParent(t, shop);
    await addFiles(t.app, paid, 1);
    const card = await openTransaction(t.app, paid.cookie, "card");
    await payWithCard(t.app, paid.cookie, card.transactionUuid);

    const list = await listUnpaidInvoices(t.db);
    const mine = list.filter((i) => [firstOrder, secondOrder, card.orderUuid].includes(i.uuid));
    expect(mine).toEqual([
      expect.objectContaining({
        uuid: firstOrder,
        reference: firstOrder.slice(0, 8),
        amount: shop.filePrice + shop.invoiceFee,
        currency: "NOK",
        email: first.user.email,
        status: "invoiced",
      }),
      expect.objectContaining({
        uuid: secondOrder,
        amount: 2 * shop.filePrice + shop.invoiceFee,
        email: second.user.email,
      }),
    ]);
  });

  it("marking an invoice paid moves the order to paid, records when, and erases the national id", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const uuid = await invoiced(parent);
    expect(await storedPid(uuid)).toMatch(/^v1\./);
    const at = new Date("2026-06-01T10:00:00Z");
    const settled = await markInvoicePaid(t.db, `#${uuid.slice(0, 8).toUpperCase()}`, at, paidNotice(t));
    expect(settled).toMatchObject({ uuid, status: "paid", email: parent.user.email });
    expect(settled.personNumberEncrypted).toMatch(/^v1\./);
    expect(await order(parent, uuid)).toMatchObject({
      status: "paid",
      payment: { isInvoice: true, paid: true },
    });
    const [row] = await t.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.uuid, uuid));
    expect(row?.paidAt?.toISOString()).toBe(at.toISOString());
    expect(await storedPid(uuid)).toBeNull();
    expect((await listUnpaidInvoices(t.db)).some((i) => i.uuid === uuid)).toBe(false);
    await expect(markInvoicePaid(t.db, uuid, at, paidNotice(t))).rejects.toThrow("is already paid");
    await expect(cancelInvoice(t.db, uuid)).rejects.toThrow("is already paid");
  });

  it("`invoice paid` on the command line marks it paid and mails the customer that the pictures are ready", async () => {
    const transport = new MemoryTransport();
    const paid = invoiceCommands((work) => work({ db: t.db, config: t.config }), transport).find(
      (c) => c.name === "invoice paid",
    );
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const uuid = await invoiced(parent);
    const printed = await printedBy(async () => paid?.run([uuid.slice(0, 8)]));
    expect(printed[0]).toMatch(new RegExp(`^Order #${uuid.slice(0, 8)} \\(.*\\) is paid\\.$`));
    expect(printed[1]).toMatch(/^Mails delivered from the outbox: [1-9]/);
    const [mail] = transport.sent.filter((m) => m.to === parent.user.email);
    expect(mail?.subject).toMatch(
      new RegExp(`^Your digital pictures of order #${uuid.slice(0, 8)} are ready – `),
    );
    expect(mail?.text).toContain(`${t.config.publicUrl}/shopping-cart/checkout/payment/receipt/${uuid}`);
  });

  it("cancelling an invoice cancels the order, grants nothing and frees its once-per-user voucher", async () => {
    const voucher = await createVoucher(t, { code: "ENGANG", oncePerUser: true });
    const parent = await createParent(t, shop);
    const set = await addFiles(t.app, parent, 1);
    const bought = set.pictures[0]?.uuid;
    const card = await openTransaction(t.app, parent.cookie, "card");
    await payWithCard(t.app, parent.cookie, card.transactionUuid);
    // The whole set on invoice, with the voucher: one of its pictures was bought by card before.
    await addSet(t.app, parent.cookie, set);
    await chooseVoucher(t.app, parent.cookie, "en gang");
    const uuid = await invoiced(parent);
    // The set waits for the invoice's payment (decision 0043): only the picture bought by card downloads.
    const before = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
    expect(before.pictures.filter((p) => p.bought).map((p) => p.uuid)).toEqual([bought]);

    const cancelled = await cancelInvoice(t.db, uuid.slice(0, 8));
    expect(cancelled).toMatchObject({ uuid, status: "cancelled", revokedSets: 0, revokedPictures: 0 });
    expect((await order(parent, uuid)).status).toBe("cancelled");
    const after = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
    expect(after.pictures.filter((p) => p.bought).map((p) => p.uuid)).toEqual([bought]);
    // What waited for the invoice is no longer ordered: it may be bought again.
    expect(after.pictures.some((p) => p.awaitingInvoice)).toBe(false);
    expect(after.digital.find((o) => o.type === "IP")?.set?.awaitingInvoice).toBe(false);
    expect(await storedPid(uuid)).toBeNull();
    const redemptions = await t.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, voucher.id));
    expect(redemptions).toEqual([]);
    await expect(cancelInvoice(t.db, uuid)).rejects.toThrow("is cancelled, not an open invoice");
  });

  it("refuses to settle an order that is not paid by invoice", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const card = await openTransaction(t.app, parent.cookie, "card");
    await expect(markInvoicePaid(t.db, card.orderUuid, new Date(), paidNotice(t))).rejects.toThrow(
      "is not paid by invoice",
    );
    await expect(cancelInvoice(t.db, card.orderUuid)).rejects.toThrow(InvoiceError);
  });

  it("finds an order by its reference with or without '#', in any case, or by its uuid", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const uuid = await invoiced(parent);
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, uuid));
    for (const reference of [
      uuid,
      uuid.slice(0, 8),
      `#${uuid.slice(0, 8)}`,
      ` ${uuid.slice(0, 8).toUpperCase()} `,
    ]) {
      expect(await findOrderByReference(t.db, reference)).toEqual({ id: row?.id, uuid });
    }
    expect(await findOrderByReference(t.db, "00000000")).toBeNull();
    await expect(findOrderByReference(t.db, "abc")).rejects.toThrow("is not an order reference");
    await expect(markInvoicePaid(t.db, "00000000", new Date(), paidNotice(t))).rejects.toThrow(
      "No order 00000000.",
    );
  });
});
