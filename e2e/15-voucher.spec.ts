import {
  checkoutFromCart,
  confirmStep,
  continueWithContact,
  declineOffers,
  deliveryStep,
  paymentStep,
  putDigitalPictureInCart,
  startDigitalCheckout,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";

test("an expired voucher is refused with the reason in the dialog; a valid one takes 10 % off", async ({
  page,
}) => {
  await startDigitalCheckout(page, "voucher");
  await expect(deliveryStep(page)).toBeVisible();

  await page.getByRole("button", { name: "Use a voucher code" }).click();
  const dialog = page.getByRole("dialog", { name: "Voucher code" });
  const field = dialog.getByRole("textbox", { name: "Voucher code" });
  await field.fill("UTLOPT");
  await dialog.getByRole("button", { name: "Use code" }).click();
  // The server's reason stays under the field and the dialog stays open.
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(/expired/i)).toBeVisible();
  await expect(dialog).toBeVisible();

  await field.fill("velkommen10");
  await dialog.getByRole("button", { name: "Use code" }).click();
  await expect(dialog).toBeHidden();
  // 149 kr less 10 %: 134.10 kr.
  await expect(page.getByText("NOK 134.10").first()).toBeVisible();
  await expect(page.getByText("NOK -14.90").or(page.getByText("-NOK 14.90")).first()).toBeVisible();
});

test("a voucher that no longer holds at 'Buy now' is refused with why, and 'Buy now' then shows the total without it", async ({
  page,
}) => {
  // Three pictures (447 kr) reach RABATT50's minimum of 300 kr.
  await registerWithCode(page.request, "EMMA2026", "voucher-refused");
  for (const index of [0, 1, 2]) await putDigitalPictureInCart(page.request, "Emma Nordmann", index);
  await page.goto("/products/packages");
  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  await continueWithContact(page);
  await paymentStep(page).getByRole("button", { name: "Continue" }).click();
  // In the last step the voucher entry is the step's own, before 'Buy now'.
  const voucher = confirmStep(page).getByRole("button", { name: "Use a voucher code" });
  const buyNow = confirmStep(page).getByRole("button", { name: /^Buy now/ });
  expect((await voucher.boundingBox())?.y ?? 0).toBeLessThan((await buyNow.boundingBox())?.y ?? 0);
  await page.screenshot({ path: test.info().outputPath("confirm-step-1280.png"), fullPage: true });
  await voucher.click();
  const dialog = page.getByRole("dialog", { name: "Voucher code" });
  await dialog.getByRole("textbox", { name: "Voucher code" }).fill("RABATT50");
  await dialog.getByRole("button", { name: "Use code" }).click();
  await expect(dialog).toBeHidden();
  const confirm = confirmStep(page);
  const buy = confirm.getByRole("button", { name: /^Buy now/ });
  await expect(buy).toContainText("NOK 397.00");

  // Meanwhile, in another tab, a picture leaves the cart: 298 kr is below the voucher's minimum.
  await putDigitalPictureInCart(page.request, "Emma Nordmann", 2);
  await confirm.getByRole("checkbox", { name: "I accept the terms of purchase" }).check();
  await buy.click();
  const alert = confirm.getByRole("alert");
  await expect(alert).toContainText(
    "Failed to create transaction: This voucher code is only valid for orders over NOK 300",
  );
  await expect(alert).toContainText("The voucher has been removed from your order.");
  await expect(buy).toContainText("NOK 298.00");
  await expect(buy).toBeFocused();
  await expect(page).toHaveURL(/\/shopping-cart\/checkout$/);
});
