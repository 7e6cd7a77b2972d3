import { markInvoicePaid } from "./support/operator.ts";
import {
  adultNationalId,
  buyNow,
  checkoutFromCart,
  continueWithContact,
  declineOffers,
  expectReceipt,
  paymentStep,
  pictureSetOf,
  pictureTile,
  putDigitalPictureInCart,
  startDigitalCheckout,
} from "./support/purchase.ts";
import { mailTo } from "./support/shop.ts";
import { expect, fromShop, test } from "./support/test.ts";

test("a parent pays by invoice with a national identity number; the digital picture comes when the invoice is paid", async ({
  page,
}, testInfo) => {
  const account = await startDigitalCheckout(page, "invoice");
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

  // Ordered, the picture is not for sale again: the picture set and the digital portraits say when it comes, and the
  // shop refuses it (409) whatever page asks.
  const emma = (await pictureSetOf(page.request, "Emma Nordmann")) as {
    uuid: string;
    pictures: Array<{ uuid: string; pictureType: string; webshopId: string }>;
  };
  const [ordered, other] = emma.pictures;
  if (!ordered || !other) throw new Error("Emma Nordmann has too few pictures");
  const waiting = "Ordered: can be downloaded when the invoice is paid";
  await page.goto(`/my-account/picture-sets/${emma.uuid}`);
  await expect(pictureTile(page, ordered.webshopId).getByText(waiting)).toBeVisible();
  await expect(
    pictureTile(page, ordered.webshopId).getByRole("button", {
      name: /Buy digital picture|Remove from cart/,
    }),
  ).toHaveCount(0);
  await expect(
    pictureTile(page, other.webshopId).getByRole("button", { name: "Buy digital picture" }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("invoice-ordered-picture-set-1280.png") });
  await page.goto(`/products/digital-portraits/${emma.uuid}`);
  const file = page.getByRole("main").getByRole("listitem").filter({ hasText: ordered.webshopId });
  await expect(file.getByText(waiting)).toBeVisible();
  await expect(file.getByRole("button")).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await file.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("invoice-ordered-digital-360.png") });
  await page.setViewportSize({ width: 1280, height: 720 });
  const again = await page.request.post("/ajax/cart/toggle_digital_file_in_cart.php", {
    headers: fromShop(),
    data: { file: ordered.uuid, type: ordered.pictureType },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: "picture_awaiting_invoice" });

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

  // The photographer marks the invoice paid while the parent's tab shows the orders: coming back to it, the parent
  // no longer reads that the pictures wait; a mail says they are ready and links the receipt, which offers them.
  await page.goto("/my-account/orders");
  await expect(
    page.getByText("The digital pictures can be downloaded when the invoice is paid."),
  ).toBeVisible();
  await markInvoicePaid(page.request, orderUuid);
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  await expect(
    page.getByText("The digital pictures can be downloaded when the invoice is paid."),
  ).toHaveCount(0);
  // The order's confirmation came first: wait for the mail of this subject.
  const ready = await mailTo(
    page.request,
    account.email,
    /^Your digital pictures of order #[0-9a-f]{8} are ready – /,
  );
  const link = new URL(
    /https?:\/\/\S+\/shopping-cart\/checkout\/payment\/receipt\/\S+/.exec(ready.text)?.[0] ?? "",
  );
  expect(link.pathname).toBe(`/shopping-cart/checkout/payment/receipt/${orderUuid}`);
  await page.goto(link.pathname);
  await expect(page.getByRole("link", { name: /Download picture/ })).toBeVisible();
  await expect(
    page.getByText("You paid this order by invoice, and the invoice is paid. Thank you!"),
  ).toBeVisible();
  await expect(page.getByText(/can be downloaded when the invoice is paid/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("invoice-paid-receipt-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: testInfo.outputPath("invoice-paid-receipt-360.png"), fullPage: true });
});
