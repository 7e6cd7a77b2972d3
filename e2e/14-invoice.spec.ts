import { markInvoicePaid } from "./support/operator.ts";
import {
  adultNationalId,
  buyNow,
  checkoutFromCart,
  continueWithContact,
  declineOffers,
  expectReceipt,
  paymentStep,
  putDigitalPictureInCart,
  startDigitalCheckout,
} from "./support/purchase.ts";
import { expect, test } from "./support/test.ts";

test("a parent pays by invoice with a national identity number; the digital picture comes when the invoice is paid", async ({
  page,
}, testInfo) => {
  await startDigitalCheckout(page, "invoice");
  await continueWithContact(page);

  const payment = paymentStep(page);
  await payment.getByRole("radio", { name: "Invoice" }).check();
  const pid = payment.getByRole("textbox", { name: "National identity number" });
  await pid.fill("01019012481");
  await payment.getByRole("button", { name: "Continue" }).click();
  await expect(payment.getByText("This national identity number is not valid")).toBeVisible();
  await pid.fill(adultNationalId);
  await payment.getByRole("button", { name: "Continue" }).click();
  // 149 kr and the invoice fee of 29 kr.
  await expect(page.getByText("NOK 178.00").first()).toBeVisible();
  await buyNow(page);

  await expect(page.getByRole("heading", { name: "Pay by invoice" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm order" }).click();
  const { orderUuid } = await expectReceipt(page);
  await expect(
    page.getByText(
      "You pay this order by invoice. The invoice is sent separately; please pay it by its due date.",
    ),
  ).toBeVisible();
  // An invoiced order is placed, but its digital picture waits for the invoice's payment (decision 0043).
  await expect(
    page.getByText(/^Your digital pictures can be downloaded when the invoice is paid\./),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Download picture/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("invoice-receipt-1280.png"), fullPage: true });
  await page.goto("/my-account/orders");
  await expect(
    page.getByText("The digital pictures can be downloaded when the invoice is paid."),
  ).toBeVisible();

  // While that invoice is unpaid, the next order shows the invoice with the reason and starts from the card.
  await putDigitalPictureInCart(page.request, "Emma Nordmann", 1);
  await page.goto("/products/packages");
  await checkoutFromCart(page);
  // The offers were answered at the first checkout of this session.
  await declineOffers(page, []);
  await continueWithContact(page);
  const next = paymentStep(page);
  await expect(next.getByRole("radio", { name: "Invoice" })).toBeDisabled();
  await expect(next.getByText(/^You already have an unpaid invoice\./)).toBeVisible();
  await expect(next.getByRole("radio", { name: "Invoice" })).not.toBeChecked();
  await expect(next.getByRole("radio", { checked: true })).toHaveCount(1);

  // The photographer marks the invoice paid: the receipt now offers the picture.
  await markInvoicePaid(page.request, orderUuid);
  await page.goto(`/shopping-cart/checkout/payment/receipt/${orderUuid}`);
  await expect(page.getByRole("link", { name: /Download picture/ })).toBeVisible();
  await expect(page.getByText(/can be downloaded when the invoice is paid/)).toHaveCount(0);
});
