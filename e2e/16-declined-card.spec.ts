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

test("a declined card shows why and keeps the cart; a good card then pays on the same page", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "declined");
  const set = await pictureSetOf(page.request, "Emma Nordmann");
  const picture = set.pictures[1];
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
  const paymentPage = page.url();

  await payByCard(page, testCards.declined);
  await expect(page.getByRole("alert").filter({ hasText: /declined/i })).toBeVisible();
  expect(page.url()).toBe(paymentPage);
  // A declined payment leaves the cart as it was.
  const cart = await page.request.get("/api/webshop/cart");
  expect(((await cart.json()) as { cart: { itemCount: number } }).cart.itemCount).toBe(1);

  await payByCard(page, testCards.pays);
  await expectReceipt(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Shopping cart, 0 items" })).toBeVisible();
});
