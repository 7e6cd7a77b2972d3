import {
  checkoutFromCart,
  declineOffers,
  deliveryStep,
  expectReceipt,
  paymentStep,
  pictureTile,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll, pictureSetCard } from "./support/ui.ts";

test.use({ viewport: { width: 360, height: 740 } });

test("on a 360 px phone a parent buys a picture with the mobile payment, and no screen scrolls sideways", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "phone");
  await page.goto("/my-account/picture-sets");
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View", exact: true }).click();
  const tile = pictureTile(page, "26-0001-04");
  await tile.getByRole("button", { name: "Buy digital picture" }).click();
  await expect(tile.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  await expectNoHorizontalScroll(page);
  const delivery = deliveryStep(page);
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();

  const payment = paymentStep(page);
  // A phone shows the options' mobile titles.
  await payment.getByRole("radio", { name: "Mobil", exact: true }).check();
  // The number given at registration prefills the mobile payment.
  await expect(payment.getByRole("textbox", { name: "Mobile phone" })).toHaveValue("+4791234567");
  await payment.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("checkbox", { name: "I accept the terms of purchase" }).check();
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: /^Buy now/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: /^Send payment request/ }).click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expectReceipt(page);
  await expectNoHorizontalScroll(page);
});
