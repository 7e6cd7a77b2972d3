import {
  continueWithContact,
  expectReceipt,
  payByCard,
  payWith,
  startDigitalCheckout,
  testCards,
} from "./support/purchase.ts";
import { expect, test } from "./support/test.ts";

test("a paid order appears in the order history and expands to its lines, moving the route", async ({
  page,
}) => {
  await startDigitalCheckout(page, "orders", 2);
  await continueWithContact(page);
  await payWith(page, "Payment card");
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
