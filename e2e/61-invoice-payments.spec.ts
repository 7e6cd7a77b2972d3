import type { StudioInvoiceListResponse } from "@shop/contracts/studio-invoices";
import {
  adultNationalId,
  buyNow,
  continueWithContact,
  expectReceipt,
  paymentStep,
  startDigitalCheckout,
} from "./support/purchase.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 33's bank payments: a parent pays by invoice; the owner reads the bank's CSV whose line carries the invoice's
 * KID and amount, confirms, and the invoice and the parent's order are paid, the digital picture downloadable.
 */
test("the owner reads a bank statement whose line pays an open invoice by its KID, and the parent's order is paid", async ({
  page,
  browser,
}, testInfo) => {
  const account = await startDigitalCheckout(page, "invoice-payments");
  await continueWithContact(page);
  const payment = paymentStep(page);
  await payment.getByRole("radio", { name: "Invoice" }).check();
  await payment.getByRole("textbox", { name: "National identity number" }).fill(adultNationalId);
  await payment.getByRole("button", { name: "Continue" }).click();
  await buyNow(page);
  await page.getByRole("button", { name: "Confirm order" }).click();
  const { orderUuid } = await expectReceipt(page);

  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signInToStudioAs(owner, "owner", "invoices");
  await owner.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Invoices" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
  await owner.getByRole("searchbox", { name: "Search" }).fill(account.email);
  await owner.getByRole("button", { name: "Find" }).click();
  const found = (await (
    await owner.request.get(`/api/studio/invoices?q=${encodeURIComponent(account.email)}`)
  ).json()) as StudioInvoiceListResponse;
  const invoice = found.invoices[0];
  if (!invoice?.kid) throw new Error("the parent's order has no invoice with a KID");
  const row = owner
    .getByRole("row")
    .filter({ has: owner.getByRole("link", { name: String(invoice.number), exact: true }) });
  await expect(row).toContainText("Open");

  // DNB's export: Latin-1, ';' between fields, a decimal comma.
  const kroner = ((invoice.amount + invoice.reminderFees) / 100).toFixed(2).replace(".", ",");
  const csv = [
    "Dato;Forklaring;Rentedato;Uttak fra konto;Innskudd på konto",
    `20.11.2026;Giro KID ${invoice.kid} Fra: Kari Nordmann;20.11.2026;;${kroner}`,
    "20.11.2026;Varekjøp Kiwi;20.11.2026;89,90;",
  ].join("\r\n");
  await owner.getByLabel(/Choose a CSV file/).setInputFiles({
    name: "dnb.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "latin1"),
  });
  await expect(owner.getByText(/^1 payment \(.+\) matches an open invoice\.$/)).toBeVisible();
  await expect(owner.getByText("Will be marked paid")).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath("invoice-payments-preview-1280.png"), fullPage: true });
  await expect(row).toContainText("Open");
  await owner.getByRole("button", { name: "Mark 1 invoice paid" }).click();
  await expect(owner.getByText("1 invoice marked paid.")).toBeVisible();
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("From the bank statement");
  await owner.screenshot({ path: testInfo.outputPath("invoice-payments-paid-1280.png"), fullPage: true });
  await ownerContext.close();

  await page.goto(`/shopping-cart/checkout/payment/receipt/${orderUuid}`);
  await expect(
    page.getByText("You paid this order by invoice, and the invoice is paid. Thank you!"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Download picture/ })).toBeVisible();
});
