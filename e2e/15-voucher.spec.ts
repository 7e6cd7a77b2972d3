import { deliveryStep, startDigitalCheckout } from "./support/purchase.ts";
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
