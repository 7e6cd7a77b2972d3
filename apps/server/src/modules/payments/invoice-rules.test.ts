import type { Order, OrderListItem } from "@shop/contracts/orders";
import type { PaymentResult } from "@shop/contracts/payments";
import { invoiceTexts } from "@shop/domain/invoice";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, transactions } from "../../db/schema/index.ts";
import { decryptText } from "../../platform/crypto.ts";
import { createParent, createShop, type Parent, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { paidNotice } from "../../test/order-factories.ts";
import {
  addFile,
  addFiles,
  deliveryOf,
  openTransaction,
  paymentOf,
  paymentOptionsOf,
  pictureSet,
  postTransaction,
  startCheckout,
  transactionBody,
} from "../checkout/purchase-test-support.ts";
import { markInvoicePaid } from "../orders/invoices.ts";

const pid = "01019012480";
const otherPid = "15058510170";
const maxAmountText =
  "Invoice is only available for orders up to NOK 250. Please choose another payment method.";

describe("paying by invoice", () => {
  let t: TestApp;
  let shop: TestShop;
  beforeAll(async () => {
    t = await createTestApp({ env: { INVOICE_MAX_AMOUNT: "250" } });
    shop = await createShop(t, { filePrice: 10_000, invoiceFee: 2_900 });
  });
  afterAll(() => t.close());

  const invoice = (parent: Parent, extra: { pid?: string } = {}) =>
    openTransaction(t.app, parent.cookie, "invoice", { paymentOptionData: { pid: extra.pid ?? pid } });
  const confirm = async (parent: Parent, transactionUuid: string) =>
    (
      await t.app.inject({
        method: "POST",
        url: `/api/webshop/transactions/${transactionUuid}/invoice`,
        headers: { cookie: parent.cookie },
      })
    ).json() as PaymentResult;
  /** The invoice option of the parent's checkout for a digital delivery: `unavailable` says why it is refused. */
  const listedInvoice = async (parent: Parent) => {
    const checkout = await startCheckout(t.app, parent.cookie);
    const delivery = deliveryOf(checkout, "digital-delivery");
    const options = await paymentOptionsOf(t.app, parent.cookie, checkout.checkoutUuid, delivery.uuid);
    expect(options.filter((o) => o.provider !== "invoice" && o.unavailable)).toEqual([]);
    return options.find((o) => o.provider === "invoice");
  };
  /**
   * An invoice transaction with the shop's invoice option, as chosen from a list read before the cart or the invoices
   * changed: the list marks an invoice the shop would refuse, and the transaction checks again.
   */
  const invoiceFromAnEarlierList = async (parent: Parent, invoiceUuid: string) => {
    const checkout = await startCheckout(t.app, parent.cookie);
    const delivery = deliveryOf(checkout, "digital-delivery");
    const body = transactionBody(delivery.uuid, invoiceUuid, { paymentOptionData: { pid } });
    return postTransaction(t.app, parent.cookie, checkout.checkoutUuid, body);
  };
  const invoiceOptionOf = async (parent: Parent) => {
    const checkout = await startCheckout(t.app, parent.cookie);
    const delivery = deliveryOf(checkout, "digital-delivery");
    return (await paymentOf(t.app, parent.cookie, checkout.checkoutUuid, delivery.uuid, "invoice")).uuid;
  };

  it("marks the invoice unavailable above the shop's maximum, refuses one naming it, and takes other payments", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 2);
    // 2 × 100 kr + the 29 kr fee is within 250 kr.
    expect((await listedInvoice(parent))?.unavailable).toBeUndefined();
    const invoiceUuid = await invoiceOptionOf(parent);
    const { transactionUuid } = await invoice(parent);
    expect(transactionUuid).toBeTruthy();

    const bigger = await createParent(t, shop);
    const set = await addFiles(t.app, bigger, 2);
    expect((await listedInvoice(bigger))?.unavailable).toBeUndefined();
    // A third picture after the list was read: 300 kr + the fee.
    await addFile(t.app, bigger.cookie, set, 2);
    const overMaximum = {
      error: maxAmountText,
      code: "invoice_over_maximum",
      params: { amount: 25_000, currency: "NOK" },
    };
    expect((await listedInvoice(bigger))?.unavailable).toEqual(overMaximum);
    const refused = await invoiceFromAnEarlierList(bigger, invoiceUuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ ...overMaximum, transaction: null, order: null });
    await expect(openTransaction(t.app, bigger.cookie, "card")).resolves.toBeTruthy();
  });

  it("marks a second invoice unavailable while the first is unpaid, refuses it, and allows it once paid", async () => {
    const parent = await createParent(t, shop);
    const set = await addFiles(t.app, parent, 1);
    const invoiceUuid = await invoiceOptionOf(parent);
    const first = await invoice(parent);
    expect((await confirm(parent, first.transactionUuid)).status).toBe("invoiced");

    await addFile(t.app, parent.cookie, set, 1);
    expect((await listedInvoice(parent))?.unavailable).toEqual({
      error: invoiceTexts.unpaidInvoice,
      code: "invoice_unpaid",
    });
    const refused = await invoiceFromAnEarlierList(parent, invoiceUuid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: invoiceTexts.unpaidInvoice, code: "invoice_unpaid" });
    await markInvoicePaid(t.db, first.orderUuid.slice(0, 8), new Date(), paidNotice(t));
    expect((await listedInvoice(parent))?.unavailable).toBeUndefined();
    const second = await invoice(parent);
    expect((await confirm(parent, second.transactionUuid)).status).toBe("invoiced");
  });

  it("two invoice transactions confirmed at once place one order: the other is stopped with the reason", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const first = await invoice(parent);
    const second = await invoice(parent);
    const results = await Promise.all([
      confirm(parent, first.transactionUuid),
      confirm(parent, second.transactionUuid),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["cancelled", "invoiced"]);
    expect(results.find((r) => r.status === "cancelled")).toMatchObject({
      stopReason: "invoice_refused",
      error: invoiceTexts.unpaidInvoice,
      code: "invoice_unpaid",
    });
  });

  it("keeps the national identity number encrypted with the order and shows it in no response", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const spaced = `${pid.slice(0, 6)} ${pid.slice(6)}`;
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "invoice", {
      paymentOptionData: { pid: spaced },
    });
    const [row] = await t.db
      .select({ stored: orders.invoicePersonNumberEncrypted })
      .from(orders)
      .where(eq(orders.uuid, orderUuid));
    expect(row?.stored).toMatch(/^v1\./);
    expect(row?.stored).not.toContain(pid);
    expect(decryptText(t.config.dataEncryptionKey, row?.stored ?? "")).toBe(pid);
    const [transaction] = await t.db
      .select({ fingerprint: transactions.fingerprint })
      .from(transactions)
      .where(eq(transactions.uuid, transactionUuid));
    expect(transaction?.fingerprint).not.toContain(pid);

    const bodies = [
      JSON.stringify(await confirm(parent, transactionUuid)),
      (
        await t.app.inject({
          url: `/api/webshop/transactions/${transactionUuid}`,
          headers: { cookie: parent.cookie },
        })
      ).body,
      (
        await t.app.inject({
          url: `/api/webshop/user/orders/${orderUuid}`,
          headers: { cookie: parent.cookie },
        })
      ).body,
      (await t.app.inject({ url: "/ajax/user/get_order_list.php", headers: { cookie: parent.cookie } })).body,
      (
        await t.app.inject({
          url: `/sections/my-account/ajax/get_order_details.php?uuid=${orderUuid}`,
          headers: { cookie: parent.cookie },
        })
      ).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(pid);
      expect(body).not.toContain(row?.stored ?? "v1.");
    }
    const listed = JSON.parse(bodies[3] ?? "{}") as { orders: OrderListItem[] };
    expect(listed.orders.map((o) => o.uuid)).toContain(orderUuid);
    expect(bodies[4]).toContain("orderLines");
  });

  it("keeps no national identity number for an order paid otherwise", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const { orderUuid } = await openTransaction(t.app, parent.cookie, "card");
    const [row] = await t.db
      .select({ stored: orders.invoicePersonNumberEncrypted })
      .from(orders)
      .where(eq(orders.uuid, orderUuid));
    expect(row?.stored).toBeNull();
  });

  it("the same checkout with another national identity number makes a new transaction", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const checkout = await startCheckout(t.app, parent.cookie);
    const delivery = deliveryOf(checkout, "digital-delivery");
    const payment = await paymentOf(t.app, parent.cookie, checkout.checkoutUuid, delivery.uuid, "invoice");
    const post = async (value: string) => {
      const body = transactionBody(delivery.uuid, payment.uuid, { paymentOptionData: { pid: value } });
      return (await postTransaction(t.app, parent.cookie, checkout.checkoutUuid, body)).json() as {
        transaction: { uuid: string };
        order: { uuid: string };
      };
    };
    const first = await post(pid);
    const again = await post(pid);
    const other = await post(otherPid);
    expect(again.transaction.uuid).toBe(first.transaction.uuid);
    expect(other.transaction.uuid).not.toBe(first.transaction.uuid);
    const [row] = await t.db
      .select({ stored: orders.invoicePersonNumberEncrypted })
      .from(orders)
      .where(eq(orders.uuid, other.order.uuid));
    expect(decryptText(t.config.dataEncryptionKey, row?.stored ?? "")).toBe(otherPid);
  });

  it("the digital originals of an invoiced order download once the invoice is paid (decision 0043)", async () => {
    const parent = await createParent(t, shop);
    const set = await addFiles(t.app, parent, 1);
    const picture = set.pictures[0];
    await t.storage.put(`originals/${picture?.uuid}.jpg`, Buffer.from("original bytes"), "image/jpeg");
    const { transactionUuid, orderUuid } = await invoice(parent);
    expect((await confirm(parent, transactionUuid)).status).toBe("invoiced");
    const receipt = async () =>
      (
        await t.app.inject({
          url: `/api/webshop/user/orders/${orderUuid}`,
          headers: { cookie: parent.cookie },
        })
      ).json().order as Order;
    const unpaid = await receipt();
    expect(unpaid.payment).toMatchObject({ isInvoice: true, paid: false });
    expect(unpaid.downloads).toEqual({ files: [], sets: [] });
    expect((await pictureSet(t.app, parent.cookie, parent.set.subject.name)).pictures[0]?.bought).toBe(false);

    await markInvoicePaid(t.db, orderUuid, new Date(), paidNotice(t));
    const order = await receipt();
    expect(order.payment).toMatchObject({ isInvoice: true, paid: true });
    const file = order.downloads.files[0];
    expect(file?.pictureUuid).toBe(picture?.uuid);
    const download = await t.app.inject({
      url:
        new URL(file?.url ?? "", "http://localhost").pathname +
        new URL(file?.url ?? "", "http://localhost").search,
      headers: { cookie: parent.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("original bytes");
    expect((await pictureSet(t.app, parent.cookie, parent.set.subject.name)).pictures[0]?.bought).toBe(true);
  });
});
