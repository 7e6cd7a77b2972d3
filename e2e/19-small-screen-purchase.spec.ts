import { docsImage } from "./support/docs-images.ts";
import {
  checkoutFromCart,
  declineOffers,
  deliveryStep,
  expectReceipt,
  paymentStep,
  pictureTile,
  putDigitalPictureInCart,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll, pictureSetCard } from "./support/ui.ts";

test.use({ viewport: { width: 360, height: 740 } });

test("on a 360 px phone a parent buys a picture with the mobile payment, and no screen scrolls sideways", async ({
  page,
}, testInfo) => {
  await registerWithCode(page.request, "EMMA2026", "phone");
  await page.goto("/my-account/picture-sets");
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emma Nordmann" })).toBeVisible();
  // The first screen shows pictures, under the small action buttons.
  await expect(pictureTile(page, "26-0001-01").getByRole("img")).toBeInViewport({ ratio: 0.5 });
  await expect(page.getByRole("link", { name: "Set yearbook pose" })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("picture-set-360.png") });
  await docsImage(page, "parent-phone.png");
  const tile = pictureTile(page, "26-0001-04");
  await tile.getByRole("button", { name: "Buy digital picture" }).click();
  await expect(tile.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // With three lines, 'Checkout' and the total stay at the foot of the screen, above 'Other popular products'.
  for (const index of [0, 1]) await putDigitalPictureInCart(page.request, "Emma Nordmann", index);
  await page.goto("/shopping-cart");
  await expect(page.getByRole("article")).toHaveCount(3);
  const checkout = page.getByRole("link", { name: "Checkout" });
  await expect(checkout).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("cart-360.png") });
  await page.getByRole("heading", { name: "Other popular products" }).scrollIntoViewIfNeeded();
  await expect(checkout).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("cart-bottom-360.png"), fullPage: true });
  for (const index of [0, 1]) await putDigitalPictureInCart(page.request, "Emma Nordmann", index);
  await page.goto("/my-account/picture-sets");

  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  await expectNoHorizontalScroll(page);
  const delivery = deliveryStep(page);
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();

  const payment = paymentStep(page);
  // A phone shows the options' mobile titles.
  await payment.getByRole("radio", { name: "Mobile", exact: true }).check();
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
  await page.screenshot({ path: testInfo.outputPath("receipt-360.png"), fullPage: true });
});
