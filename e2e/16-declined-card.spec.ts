import {
  continueWithContact,
  expectReceipt,
  payByCard,
  payWith,
  startDigitalCheckout,
  testCards,
} from "./support/purchase.ts";
import { expect, test } from "./support/test.ts";

test("a declined card shows why and keeps the cart; a good card then pays on the same page", async ({
  page,
}) => {
  await startDigitalCheckout(page, "declined", 1);
  await continueWithContact(page);
  await payWith(page, "Payment card");
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
