import {
  adultNationalId,
  buyNow,
  continueWithContact,
  expectReceipt,
  paymentStep,
  startDigitalCheckout,
} from "./support/purchase.ts";
import { mailTo } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 33: the owner fills in the invoice settings, a parent pays by invoice, and the invoice is made with its KID:
 * the receipt shows and links its PDF, the parent's mail names it, and the studio's order page shows it.
 */
test("the owner's invoice settings make a parent's invoice with a KID, linked on the receipt, mailed and shown in the studio", async ({
  page,
  browser,
}, testInfo) => {
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signInToStudioAs(owner, "owner", "invoices");
  await owner.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Settings" }).click();
  await owner
    .getByRole("main")
    .getByRole("link", { name: /^Invoice settings/ })
    .click();
  await expect(owner.getByRole("heading", { level: 1, name: "Invoice settings" })).toBeVisible();
  await owner.getByRole("textbox", { name: "Organisation number" }).fill("923 609 016");
  await owner.getByRole("textbox", { name: "Address" }).fill("Fotogata 1\n0150 Oslo");
  await owner.getByRole("textbox", { name: "Account number" }).fill("8601.11.17948");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByText(/^This is not a Norwegian account number/)).toBeVisible();
  await owner.getByRole("textbox", { name: "Account number" }).fill("8601.11.17947");
  await owner.getByRole("textbox", { name: "Days to pay" }).fill("10");
  await owner.getByRole("combobox", { name: "KID check digit" }).selectOption("mod11");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByRole("status")).toHaveText("Saved. The next invoices say so.");
  await owner.screenshot({ path: testInfo.outputPath("invoice-settings-1280.png"), fullPage: true });

  const account = await startDigitalCheckout(page, "invoice60");
  await continueWithContact(page);
  const payment = paymentStep(page);
  await payment.getByRole("radio", { name: "Invoice" }).check();
  await payment.getByRole("textbox", { name: "National identity number" }).fill(adultNationalId);
  await payment.getByRole("button", { name: "Continue" }).click();
  await buyNow(page);
  await page.getByRole("button", { name: "Confirm order" }).click();
  const { orderUuid } = await expectReceipt(page);

  // The invoice is made in the background; the receipt asks again until it is there.
  const invoice = page.getByRole("region", { name: "Invoice" });
  await expect(invoice.getByText(/^Invoice \d+$/)).toBeVisible();
  const number = (await invoice.getByText(/^Invoice \d+$/).textContent())?.replace("Invoice ", "") ?? "";
  await expect(invoice).toContainText("Account number8601.11.17947");
  const kid = /KID(\d{9}[\d-])/.exec((await invoice.textContent()) ?? "")?.[1] ?? "";
  expect(kid.startsWith(number.padStart(9, "0"))).toBe(true);
  const pdfLink = invoice.getByRole("link", { name: "Open the invoice (PDF)" });
  const pdf = await page.request.get((await pdfLink.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await invoice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("invoice-receipt-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await invoice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("invoice-receipt-360.png") });

  const mail = await mailTo(page.request, account.email, new RegExp(`^Invoice ${number} – `));
  expect(mail.text).toContain(`KID: ${kid}`);
  expect(mail.text).toContain(`/shopping-cart/checkout/payment/receipt/${orderUuid}`);

  await owner.goto(`/studio/orders/${orderUuid}`);
  const studioInvoice = owner.getByRole("region", { name: "Invoice" });
  await expect(studioInvoice.getByText(`Invoice ${number}`)).toBeVisible();
  await expect(studioInvoice).toContainText(`KID${kid}`);
  await expect(studioInvoice).toContainText("StatusNot paid");
  await expect(studioInvoice.getByRole("link", { name: "Open the PDF" })).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath("invoice-studio-order-1280.png"), fullPage: true });
  await ownerContext.close();
});
