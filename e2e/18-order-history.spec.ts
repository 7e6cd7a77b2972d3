import {
  checkoutFromCart,
  declineOffers,
  deliveryStep,
  expectReceipt,
  payByCard,
  payWith,
  pictureSetOf,
  testCards,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";

test("a paid order appears in the order history and expands to its lines, moving the route", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "orders");
  const set = await pictureSetOf(page.request, "Emma Nordmann");
  const picture = set.pictures[2];
  if (!picture) throw new Error("no picture");
  await page.request.post("/ajax/cart/toggle_digital_file_in_cart.php", {
    data: { file: picture.uuid, type: picture.pictureType },
  });
  await page.goto("/products/packages");
  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  const delivery = deliveryStep(page);
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Betalingskort");
  await payByCard(page, testCards.pays);
  const { orderUuid, reference } = await expectReceipt(page);

  await page.goto("/my-account");
  await page.getByRole("link", { name: /Order history/ }).click();
  await expect(page).toHaveURL(/\/my-account\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "My orders" })).toBeVisible();
  const row = page.getByRole("button", { name: new RegExp(`#${reference}`) });
  await expect(row).toHaveAttribute("aria-expanded", "false");
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/my-account/orders/${orderUuid}$`));
  await expect(row).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("article", { name: "Digital portrait" })).toBeVisible();
  await expect(page.getByText("NOK 149.00").first()).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/my-account\/orders$/);
});
