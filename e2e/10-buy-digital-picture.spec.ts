import {
  checkoutFromCart,
  declineOffers,
  deliveryStep,
  expectReceipt,
  payByCard,
  payWith,
  pictureTile,
  testCards,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { pictureSetCard } from "./support/ui.ts";

test("a parent buys one digital picture with the test card, gets the receipt and downloads the original", async ({
  page,
}, testInfo) => {
  await registerWithCode(page.request, "EMMA2026", "buy-picture");

  await page.goto("/my-account/picture-sets");
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emma Nordmann" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Buy digital pictures" })).toBeVisible();

  const tile = pictureTile(page, "26-0001-02");
  await tile.getByRole("button", { name: "Buy digital picture" }).click();
  await expect(tile.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Shopping cart, 1 item" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("picture-set-1280.png") });

  // On a desktop the summary and 'Checkout' are the column beside the lines, in the first screen.
  await page.getByRole("banner").getByRole("link", { name: "Shopping cart, 1 item" }).click();
  await expect(page.getByRole("link", { name: "Checkout" })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("cart-1280.png"), fullPage: true });
  await page.goBack();

  const started = Date.now();
  await checkoutFromCart(page);
  // The set's catalogue is not in the cart, and the whole digital set is on offer.
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);

  // Digital pictures only: digital delivery is the one option, chosen already.
  const delivery = deliveryStep(page);
  await expect(delivery.getByRole("radio", { name: "Digital delivery" })).toBeChecked();
  await delivery.getByRole("button", { name: "Continue" }).click();
  await expect(delivery.getByText("This is required!")).toBeVisible();
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();

  await payWith(page, "Payment card");
  await expect(page.getByText("NOK 149.00").first()).toBeVisible();
  await payByCard(page, testCards.pays);

  const { reference } = await expectReceipt(page);
  const checkoutMs = Date.now() - started;
  testInfo.annotations.push({ type: "checkout to receipt", description: `${checkoutMs} ms` });
  console.log(`Checkout from 'Checkout' to the receipt: ${checkoutMs} ms`);

  await expect(page.getByText("Your digital pictures are ready to download", { exact: false })).toBeVisible();
  await expect(page.getByText("Total", { exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await page
    .getByRole("link", { name: /Download/ })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.jpe?g$/i);
  const path = await file.path();
  const { statSync } = await import("node:fs");
  // The original, not a thumbnail: the demo pictures are about 2400×3000 pixels.
  expect(statSync(path).size).toBeGreaterThan(100_000);

  // The picture set shows the picture as bought, with its own download instead of the buy button.
  await page.goto("/my-account/picture-sets");
  // A set with a bought picture offers to view and download.
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View and download" }).click();
  await expect(tile.getByRole("link", { name: /Download/ })).toBeVisible();
  await expect(tile.getByRole("button", { name: "Buy digital picture" })).toHaveCount(0);
  expect(reference).toHaveLength(8);
});
