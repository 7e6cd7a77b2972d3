import {
  checkoutFromCart,
  declineOffers,
  deliveryStep,
  expectReceipt,
  payByCard,
  payWith,
  pictureTile,
  testCards,
  zipEntryCount,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { pictureSetCard } from "./support/ui.ts";

test("a parent puts the whole digital set in the cart, single pictures are disabled, buys it and downloads one zip", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "buy-set");
  // The digital portraits name the whole set as the picture-set page does (decision 0044); a picture keeps its text.
  await page.goto("/products/digital-portraits");
  await page.getByRole("link", { name: "Emma Nordmann" }).click();
  const portraits = page.getByRole("region", { name: "Individual pictures" });
  await expect(portraits.getByRole("button", { name: "Buy the whole set (12 pictures)" })).toBeVisible();
  await expect(portraits.getByRole("button", { name: "Buy digital picture" })).toHaveCount(12);

  await page.goto("/my-account/picture-sets");
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emma Nordmann" })).toBeVisible();

  const wholeSet = page.getByRole("listitem").filter({ hasText: "The whole set: 12 pictures" });
  await expect(wholeSet.getByText("NOK 449.00")).toBeVisible();
  await wholeSet.getByRole("button", { name: "Buy the whole set (12 pictures)" }).click();
  await expect(wholeSet.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  // With the whole set in the cart, buying single pictures of it is disabled.
  await expect(
    pictureTile(page, "26-0001-01").getByRole("button", { name: "Buy digital picture" }),
  ).toBeDisabled();
  await expect(
    pictureTile(page, "26-0001-12").getByRole("button", { name: "Buy digital picture" }),
  ).toBeDisabled();

  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue"]);
  const delivery = deliveryStep(page);
  await delivery.getByRole("textbox", { name: "Name" }).fill("Ola Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  await expectReceipt(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Emma Nordmann – Individual pictures (zip)" }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  expect(zipEntryCount(await zip.path())).toBe(12);

  // The picture set offers the same zip once the set is bought.
  await page.goto("/my-account/picture-sets");
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View and download" }).click();
  await expect(wholeSet.getByRole("link", { name: /Download/ })).toBeVisible();
});
