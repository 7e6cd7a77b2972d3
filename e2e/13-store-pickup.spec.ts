import {
  expectReceipt,
  payByCard,
  payWith,
  receiptDelivery,
  startCatalogueCheckout,
  testCards,
} from "./support/purchase.ts";
import { expect, test } from "./support/test.ts";

test("store pickup at the express variant of a store costs its price and shows the store on the receipt", async ({
  page,
}) => {
  const delivery = await startCatalogueCheckout(page, "store-pickup");
  // Its stores are free but the express variant costs 99 kr: the option says 'from', never 'Free'.
  const pickup = delivery.getByRole("radio", { name: "Pick up in store" }).locator("..");
  await expect(pickup).toContainText(/from NOK\s0\.00/);
  await expect(pickup).not.toContainText("Free");
  await delivery.getByRole("radio", { name: "Pick up in store" }).check();
  await expect(delivery.getByText("Demo Foto Bergen")).toBeVisible();
  await delivery.getByRole("radio", { name: /Demo Foto Oslo Express/ }).check();
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();
  // The express variant costs 99 kr: 189 + 99.
  await payWith(page, "Payment card");
  await expect(page.getByText("NOK 288.00").first()).toBeVisible();
  await payByCard(page, testCards.pays);
  await expectReceipt(page);
  await expect(receiptDelivery(page).getByText(/Demo Foto Oslo Express/)).toBeVisible();
});
