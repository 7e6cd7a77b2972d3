import type { Page } from "@playwright/test";
import { deliveryStep, startCatalogueCheckout } from "./support/purchase.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

/** The school pickup option of the parent's delivery step (its radio's row). */
function schoolPickup(page: Page) {
  return deliveryStep(page).getByRole("radio", { name: "Pick up at school" }).locator("..");
}

/** The owner sets the school pickup's price in its open row of the delivery options, previews and applies it. */
async function setSchoolPickupPrice(owner: Page, typed: string, kept: string): Promise<void> {
  const price = owner.getByRole("textbox", { name: "Price" });
  await price.fill(typed);
  await owner.getByRole("button", { name: "Preview changes" }).click();
  // The amount is kept as the file writes it, and the preview lists the one change.
  await expect(price).toHaveValue(kept);
  await expect(owner.getByRole("region", { name: "Changed" })).toContainText(
    'delivery option "Pick up at school" (price)',
  );
  await owner.getByRole("button", { name: "Apply" }).click();
  await expect(owner.getByRole("status")).toContainText("Applied: 1 change.");
}

test("the owner changes a delivery price in the settings form, previews and applies it, and a parent's checkout shows it without a restart", async ({
  page,
  browser,
}) => {
  // The parent is this test's page (its own address for the rate limits); the owner works in a browser of their own.
  await startCatalogueCheckout(page, "settings");
  await expect(schoolPickup(page)).not.toContainText("NOK 25.00");

  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signInToStudioAs(owner, "owner");
  await owner.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Settings" }).click();
  await owner.getByRole("link", { name: /Delivery options/ }).click();
  await expect(owner).toHaveURL(/\/studio\/settings\/deliveryOptions$/);
  await owner.getByRole("button", { name: "Edit Pick up at school" }).click();
  await setSchoolPickupPrice(owner, "25,00 kr", "25");

  // The parent's checkout, opened again on the same running server (its offer answered already), shows the new price.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Finish order" })).toBeVisible();
  await expect(schoolPickup(page)).toContainText("NOK 25.00");

  // The demo's price again, for the journeys that run beside this one.
  await setSchoolPickupPrice(owner, "0", "0");
  await ownerContext.close();
});
