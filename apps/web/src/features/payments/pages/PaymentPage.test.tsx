import type { PaymentResult, TransactionResponse } from "@shop/contracts/payments";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { type MockReply, mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture } from "../../../test/fixtures.ts";
import { makeCart, makePaymentResult, makeTransaction } from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { leaveFor } from "../leave-for.ts";
import { paymentRoutes } from "../routes.tsx";

vi.mock("../leave-for.ts", () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockReset();
});

type Transaction = TransactionResponse["transaction"];

const txPath = (tx: Transaction, action?: string) =>
  `/api/webshop/transactions/${tx.uuid}${action ? `/${action}` : ""}`;

/** Serves the transaction, the settings and the given actions ("card", "mobile", …). */
function serve(
  tx: Transaction,
  actions: Record<string, MockReply | (() => MockReply | Promise<MockReply>)> = {},
) {
  const routes: Parameters<typeof mockFetch>[0] = {
    [`GET ${txPath(tx)}`]: { body: { transaction: tx } },
    "GET /api/webshop/settings": { body: settingsFixture() },
  };
  for (const [action, reply] of Object.entries(actions)) {
    routes[`POST ${txPath(tx, action)}`] = typeof reply === "function" ? () => reply() : reply;
  }
  return mockFetch(routes);
}

function open(tx: Transaction, search = "") {
  return renderShopRoutes(paymentRoutes, `/m/shopping-cart/checkout/payment/${tx.uuid}${search}`);
}

const paid = (tx: Transaction, overrides: Partial<PaymentResult> = {}) => ({
  body: makePaymentResult({ orderUuid: tx.orderUuid, ...overrides }),
});

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry date"), "1230");
  await user.type(screen.getByLabelText("CVC"), "123");
  await user.type(screen.getByLabelText("Name on card"), "Kari Nordmann");
  return user;
}

/** What the views that show the cart and the orders hold before the payment. */
function seedViews() {
  queryClient.setQueryData(queryKeys.cart.all, makeCart([]));
  queryClient.setQueryData(queryKeys.pictureSets.list, []);
  queryClient.setQueryData(queryKeys.orders.list, []);
}

const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

function expectBackToCart(): void {
  expect(screen.getByRole("link", { name: "Back to the shopping cart" })).toHaveAttribute(
    "href",
    "/shopping-cart",
  );
}

describe("the payment page", () => {
  beforeEach(() => {
    seedViews();
  });

  it("shows the amount, the order reference, whom it pays and the method", async () => {
    const tx = makeTransaction({ amount: 29800, orderUuid: "abcd1234-0000-4000-8000-000000000001" });
    serve(tx);
    open(tx);
    expect(await screen.findByRole("heading", { level: 1, name: "Payment" })).toBeInTheDocument();
    const details = screen.getByRole("region", { name: "Payment details" });
    expect(within(details).getByText("Amount to pay")).toBeInTheDocument();
    expect(details.textContent?.replace(/\s/g, " ")).toContain(
      new Intl.NumberFormat("en", { style: "currency", currency: "NOK" }).format(298).replace(/\s/g, " "),
    );
    expect(within(details).getByText("#abcd1234")).toBeInTheDocument();
    expect(within(details).getByText("Card")).toBeInTheDocument();
    expect(await within(details).findByText("Payment to Demo Foto AS")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Payment – Demo Foto AS"));
  });

  describe("by card", () => {
    it("asks with the browser's card autofill fields", async () => {
      const tx = makeTransaction();
      serve(tx);
      open(tx);
      const number = await screen.findByLabelText("Card number");
      expect(number).toHaveAttribute("autocomplete", "cc-number");
      expect(number).toHaveAttribute("inputmode", "numeric");
      expect(screen.getByLabelText("Expiry date")).toHaveAttribute("autocomplete", "cc-exp");
      expect(screen.getByLabelText("CVC")).toHaveAttribute("autocomplete", "cc-csc");
      expect(screen.getByLabelText("Name on card")).toHaveAttribute("autocomplete", "cc-name");
      expect(screen.getByText(/^Test payment: pay with 4242 4242 4242 4242/)).toBeInTheDocument();
    });

    it("pays, refreshes the cart, picture sets and orders, and replaces the page with the receipt", async () => {
      const tx = makeTransaction();
      const calls = serve(tx, { card: paid(tx) });
      const { router } = open(tx);
      const user = await fillCard("4242424242424242");
      expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4242");
      expect(screen.getByLabelText("Expiry date")).toHaveValue("12/30");
      await user.click(screen.getByRole("button", { name: /^Pay/ }));
      expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/shopping-cart/checkout/payment/receipt/${tx.orderUuid}`);
      expect(router.state.historyAction).toBe("REPLACE");
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        cardNumber: "4242424242424242",
        expiry: "12/30",
        cvc: "123",
        name: "Kari Nordmann",
      });
      expect(invalidated(queryKeys.cart.all)).toBe(true);
      expect(invalidated(queryKeys.pictureSets.list)).toBe(true);
      expect(invalidated(queryKeys.orders.list)).toBe(true);
    });

    it("shows a decline in an alert, keeps the page and the other fields, and a retry pays", async () => {
      const tx = makeTransaction();
      let attempt = 0;
      const calls = serve(tx, {
        card: () =>
          ++attempt === 1
            ? paid(tx, { status: "declined", error: "Your card was declined.", code: "card_declined" })
            : paid(tx),
      });
      open(tx);
      const user = await fillCard("4000 0000 0000 0002");
      await user.click(screen.getByRole("button", { name: /^Pay/ }));
      expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
      expect(screen.getByLabelText("Card number")).toHaveValue("");
      await waitFor(() => expect(screen.getByLabelText("Card number")).toHaveFocus());
      expect(screen.getByLabelText("Expiry date")).toHaveValue("12/30");
      expect(screen.getByLabelText("Name on card")).toHaveValue("Kari Nordmann");
      expect(invalidated(queryKeys.cart.all)).toBe(false);

      await user.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
      await user.click(screen.getByRole("button", { name: /^Pay/ }));
      expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
      expect(calls.filter((c) => c.method === "POST")).toHaveLength(2);
    });

    it("shows the last decline when the page opens on a declined payment", async () => {
      const tx = makeTransaction({
        status: "declined",
        lastError: "Your card was declined.",
        lastErrorCode: "card_declined",
      });
      serve(tx);
      open(tx);
      expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
      expect(screen.getByRole("button", { name: /^Pay/ })).toBeEnabled();
    });

    it("checks the fields before sending anything", async () => {
      const tx = makeTransaction();
      const calls = serve(tx, { card: paid(tx) });
      const user = userEvent.setup();
      open(tx);
      await user.click(await screen.findByRole("button", { name: /^Pay/ }));
      expect(await screen.findByText("Enter the card number (12 to 19 digits).")).toBeInTheDocument();
      expect(screen.getByText("Enter the expiry date as MM/YY.")).toBeInTheDocument();
      expect(screen.getByText("Enter the 3 or 4 digits on the back of the card.")).toBeInTheDocument();
      expect(screen.getByText("Enter the name on the card.")).toBeInTheDocument();
      expect(calls.some((c) => c.method === "POST")).toBe(false);
    });

    it("puts the server's refusal of the number under the number field", async () => {
      const tx = makeTransaction();
      serve(tx, {
        card: { status: 400, body: { error: "Your card number is not valid.", code: "card_number_invalid" } },
      });
      open(tx);
      const user = await fillCard("4242424242424241");
      await user.click(screen.getByRole("button", { name: /^Pay/ }));
      expect(await screen.findByText("Your card number is not valid.")).toBeInTheDocument();
      expect(screen.getByLabelText("Card number")).toHaveAttribute("aria-invalid", "true");
      await waitFor(() => expect(screen.getByLabelText("Card number")).toHaveFocus());
    });

    it("says 'Too many attempts' when the server limits the tries", async () => {
      const tx = makeTransaction();
      serve(tx, {
        card: {
          status: 429,
          body: { error: "Too many attempts. Please wait a little and try again.", code: "rate_limited" },
        },
      });
      open(tx);
      const user = await fillCard("4242424242424242");
      await user.click(screen.getByRole("button", { name: /^Pay/ }));
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Too many attempts. Please wait a little and try again.",
      );
    });

    it("sends one payment however often the button is pressed, and shows it busy meanwhile", async () => {
      const tx = makeTransaction();
      let answer: () => void = () => {};
      const calls = serve(tx, {
        card: () => new Promise<MockReply>((resolve) => (answer = () => resolve(paid(tx)))),
      });
      open(tx);
      const user = await fillCard("4242424242424242");
      const pay = screen.getByRole("button", { name: /^Pay/ });
      await user.click(pay);
      await waitFor(() => expect(pay).toHaveAttribute("aria-busy", "true"));
      // Busy, not disabled, so the focus stays on it (ui/Button.tsx); it refuses the second press below.
      expect(pay).toHaveAttribute("aria-disabled", "true");
      expect(screen.getByRole("button", { name: "Cancel payment" })).toBeDisabled();
      await user.click(pay);
      answer();
      expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
      expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    });
  });

  describe("by mobile", () => {
    it("sends the request to the number, then the phone approves and the receipt opens", async () => {
      const tx = makeTransaction({ provider: "mobile", paymentTitle: "Mobile", mobilePhone: "+4791234567" });
      const calls = serve(tx, {
        mobile: () => {
          const action = (calls.at(-1)?.body as { action?: string } | undefined)?.action;
          return action === "start" ? paid(tx, { status: "pending" }) : paid(tx);
        },
      });
      const user = userEvent.setup();
      const { router } = open(tx);
      await user.click(await screen.findByRole("button", { name: "Send payment request to +4791234567" }));
      const phone = await screen.findByRole("region", { name: "Payment request" });
      expect(screen.getByText(/The payment request is sent to \+4791234567/)).toBeInTheDocument();
      await user.click(within(phone).getByRole("button", { name: "Approve" }));
      expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/shopping-cart/checkout/payment/receipt/${tx.orderUuid}`);
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { action: "start" },
        { action: "approve" },
      ]);
      expect(invalidated(queryKeys.cart.all)).toBe(true);
    });

    it("a decline on the phone says so and the request can be sent again", async () => {
      const tx = makeTransaction({ provider: "mobile", paymentTitle: "Mobile", mobilePhone: "+4791234567" });
      const calls = serve(tx, {
        mobile: () => {
          const action = (calls.at(-1)?.body as { action?: string } | undefined)?.action;
          return action === "decline"
            ? paid(tx, {
                status: "declined",
                error: "The payment was declined in the app.",
                code: "mobile_declined",
              })
            : paid(tx, { status: "pending" });
        },
      });
      const user = userEvent.setup();
      open(tx);
      await user.click(await screen.findByRole("button", { name: "Send payment request to +4791234567" }));
      await user.click(await screen.findByRole("button", { name: "Decline" }));
      expect(await screen.findByRole("alert")).toHaveTextContent("The payment was declined in the app.");
      expect(screen.queryByRole("region", { name: "Payment request" })).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Send payment request to +4791234567" }));
      expect(await screen.findByRole("region", { name: "Payment request" })).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { action: "start" },
        { action: "decline" },
        { action: "start" },
      ]);
    });
  });

  it("an invoice is confirmed with one button and the receipt opens", async () => {
    const tx = makeTransaction({ provider: "invoice", paymentTitle: "Invoice" });
    const calls = serve(tx, { invoice: paid(tx, { status: "invoiced" }) });
    const user = userEvent.setup();
    open(tx);
    expect(
      await screen.findByText(/when you confirm, the order is placed and paid by invoice/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm order" }));
    expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url.pathname === txPath(tx, "invoice"))).toBe(true);
    expect(invalidated(queryKeys.orders.list)).toBe(true);
  });

  it("a double click on 'Confirm order' confirms the invoice once", async () => {
    const tx = makeTransaction({ provider: "invoice", paymentTitle: "Invoice" });
    const calls = serve(tx, { invoice: paid(tx, { status: "invoiced" }) });
    const user = userEvent.setup();
    open(tx);
    await user.dblClick(await screen.findByRole("button", { name: "Confirm order" }));
    expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
    const confirms = calls.filter((c) => c.method === "POST" && c.url.pathname === txPath(tx, "invoice"));
    expect(confirms).toHaveLength(1);
  });

  describe("by Stripe", () => {
    it("goes to Stripe's page", async () => {
      const tx = makeTransaction({ provider: "stripe", paymentTitle: "Stripe" });
      serve(tx, { stripe: paid(tx, { status: "pending", redirectUrl: "https://checkout.stripe.test/s/1" }) });
      const user = userEvent.setup();
      open(tx);
      await user.click(await screen.findByRole("button", { name: "Go to payment" }));
      await waitFor(() => expect(leaveFor).toHaveBeenCalledWith("https://checkout.stripe.test/s/1"));
      expect(screen.getByRole("button", { name: "Go to payment" })).toHaveAttribute("aria-busy", "true");
    });

    it("back from Stripe it checks the payment and opens the receipt", async () => {
      const tx = makeTransaction({ provider: "stripe", paymentTitle: "Stripe" });
      const calls = serve(tx, { "stripe/return": paid(tx) });
      open(tx, "?stripe=return&session_id=cs_test_1");
      expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
      expect(calls.filter((c) => c.url.pathname === txPath(tx, "stripe/return"))).toHaveLength(1);
    });

    it("back from Stripe without a payment it says so and offers to pay again", async () => {
      const tx = makeTransaction({ provider: "stripe", paymentTitle: "Stripe" });
      serve(tx, { "stripe/return": paid(tx, { status: "pending" }) });
      open(tx, "?stripe=return&session_id=cs_test_1");
      expect(await screen.findByText(/The payment is not completed/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Go to payment" })).toBeEnabled();
    });
  });

  describe("by Vipps MobilePay", () => {
    const vipps = () => makeTransaction({ provider: "vipps", paymentTitle: "Vipps MobilePay" });

    it("goes to Vipps's landing page", async () => {
      const tx = vipps();
      serve(tx, {
        vipps: paid(tx, { status: "pending", redirectUrl: "https://apitest.vipps.test/landing/1" }),
      });
      const user = userEvent.setup();
      open(tx);
      await user.click(await screen.findByRole("button", { name: "Go to Vipps MobilePay" }));
      await waitFor(() => expect(leaveFor).toHaveBeenCalledWith("https://apitest.vipps.test/landing/1"));
    });

    it("back from Vipps it asks the server once and opens the receipt", async () => {
      const tx = vipps();
      const calls = serve(tx, { "vipps/return": paid(tx) });
      open(tx, "?vipps=return");
      expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
      expect(calls.filter((c) => c.url.pathname === txPath(tx, "vipps/return"))).toHaveLength(1);
    });

    it("stopped in the app, it says so and may be tried again", async () => {
      const tx = vipps();
      serve(tx, {
        "vipps/return": paid(tx, {
          status: "declined",
          error: "The payment was not completed in Vipps MobilePay. You can try again.",
          code: "vipps_declined",
        }),
      });
      open(tx, "?vipps=return");
      expect(await screen.findByText(/The payment was not completed in Vipps MobilePay/)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Go to Vipps MobilePay" })).toBeEnabled();
    });
  });

  it("'Cancel payment' cancels and goes back to the shopping cart", async () => {
    const tx = makeTransaction();
    const calls = serve(tx, { cancel: paid(tx, { status: "cancelled" }) });
    const user = userEvent.setup();
    const { router } = open(tx);
    await user.click(await screen.findByRole("button", { name: "Cancel payment" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shopping-cart");
    expect(calls.some((c) => c.method === "POST" && c.url.pathname === txPath(tx, "cancel"))).toBe(true);
  });

  it("cancelling a payment that was completed meanwhile (in another tab) opens its receipt", async () => {
    const tx = makeTransaction();
    let status: Transaction["status"] = "pending";
    mockFetch({
      [`GET ${txPath(tx)}`]: () => ({ body: { transaction: { ...tx, status } } }),
      "GET /api/webshop/settings": { body: settingsFixture() },
      [`POST ${txPath(tx, "cancel")}`]: () => {
        status = "paid";
        return {
          status: 409,
          body: { error: "This payment is already completed", code: "payment_completed" },
        };
      },
    });
    const user = userEvent.setup();
    open(tx);
    await user.click(await screen.findByRole("button", { name: "Cancel payment" }));
    expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
  });

  it("a transaction already paid goes straight to the receipt", async () => {
    const tx = makeTransaction({ status: "paid" });
    const calls = serve(tx);
    const { router } = open(tx);
    expect(await screen.findByRole("heading", { name: "Receipt page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/shopping-cart/checkout/payment/receipt/${tx.orderUuid}`);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("a cancelled transaction says so and leads back to the cart", async () => {
    const tx = makeTransaction({ status: "cancelled" });
    serve(tx);
    open(tx);
    expect(await screen.findByRole("heading", { name: "The payment was cancelled" })).toBeInTheDocument();
    expectBackToCart();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("a card payment stopped because the voucher was used on another order says why, takes the focus and leads back to the cart", async () => {
    const tx = makeTransaction();
    const reason = "You have already used this voucher code";
    serve(tx, {
      card: paid(tx, {
        status: "cancelled",
        stopReason: "voucher_invalid",
        error: reason,
        code: "voucher_already_used",
      }),
    });
    open(tx);
    const user = await fillCard("4242424242424242");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    const heading = await screen.findByRole("heading", { name: "The voucher can no longer be used" });
    // The form the parent used is gone; the focus goes to what replaced it.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/^You have already used this voucher code\. The order was not placed/),
    ).toBeInTheDocument();
    expectBackToCart();
    expect(invalidated(queryKeys.cart.all)).toBe(true);
  });

  it("an invoice refused when confirmed says why", async () => {
    const tx = makeTransaction({
      provider: "invoice",
      paymentTitle: "Invoice",
      status: "cancelled",
      stopReason: "invoice_refused",
      lastError:
        "You already have an unpaid invoice. Please pay it before you order by invoice again, or choose another payment method.",
      lastErrorCode: "invoice_unpaid",
    });
    serve(tx);
    open(tx);
    expect(
      await screen.findByRole("heading", { name: "This order cannot be paid by invoice" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^You already have an unpaid invoice\..* The order was not placed\.$/),
    ).toBeInTheDocument();
  });

  it("an expired payment says so and leads back to the cart", async () => {
    const tx = makeTransaction({ status: "expired" });
    serve(tx);
    open(tx);
    expect(await screen.findByRole("heading", { name: "This payment has expired" })).toBeInTheDocument();
    expect(screen.getByText(/not completed in time/)).toBeInTheDocument();
    expectBackToCart();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  it("paying a payment that expired meanwhile shows it expired", async () => {
    const tx = makeTransaction();
    let status: Transaction["status"] = "pending";
    mockFetch({
      [`GET ${txPath(tx)}`]: () => ({ body: { transaction: { ...tx, status } } }),
      "GET /api/webshop/settings": { body: settingsFixture() },
      [`POST ${txPath(tx, "card")}`]: () => {
        status = "expired";
        return { status: 409, body: { error: "This payment has expired", code: "payment_expired" } };
      },
    });
    open(tx);
    const user = await fillCard("4242424242424242");
    await user.click(screen.getByRole("button", { name: /^Pay/ }));
    const heading = await screen.findByRole("heading", { name: "This payment has expired" });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("an unknown transaction shows 'Payment not found'", async () => {
    const tx = makeTransaction();
    mockFetch({
      [`GET ${txPath(tx)}`]: {
        status: 404,
        body: { error: "Transaction not found", code: "transaction_not_found" },
      },
      "GET /api/webshop/settings": { body: settingsFixture() },
    });
    open(tx);
    expect(await screen.findByRole("heading", { name: "Payment not found" })).toBeInTheDocument();
  });

  it("a failure to load shows the error with 'Try again'", async () => {
    const tx = makeTransaction();
    let fail = true;
    mockFetch({
      [`GET ${txPath(tx)}`]: () => (fail ? "network-error" : { body: { transaction: tx } }),
      "GET /api/webshop/settings": { body: settingsFixture() },
    });
    const user = userEvent.setup();
    open(tx);
    const alert = await screen.findByRole("alert", {}, { timeout: 8000 });
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Card number")).toBeInTheDocument();
  });
});
