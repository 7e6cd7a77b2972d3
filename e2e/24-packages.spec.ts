import type { Page, TestInfo } from "@playwright/test";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll, passRetouchOptions } from "./support/ui.ts";

/**
 * Spec 02 § Packages and § Shopping cart: a parent of the demo school opens 'Exclusive deals', sees the countdown of
 * the time-limited price tick, makes a package with the child's pictures, changes a card in it, adds it to the cart,
 * opens it from the cart in the package editor and updates it. Needs the server's package calls (offers, instance,
 * POST cart/packages, PUT lines/{uuid}/package) and the demo's packages.
 */
async function openExclusiveDeals(page: Page, testInfo: TestInfo, width: number) {
  await page.goto("/products/packages");
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive deals" })).toBeVisible();
  await expect(page.getByText("Picture set: Emma Nordmann")).toBeVisible();
  const offers = page.getByRole("list", { name: "Package offers" });
  await expect(offers.getByRole("article").first()).toBeVisible();
  // The category overview stays below the offers.
  await expect(
    page.getByRole("region", { name: "Shop now" }).getByRole("link", { name: /^Cards/ }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`exclusive-deals-${width}.png`), fullPage: true });
  return offers;
}

test("a parent makes a package, changes a card in it, adds it to the cart and updates it from the cart", async ({
  page,
}, testInfo) => {
  await registerWithCode(page.request, "EMMA2026", "packages");
  const offers = await openExclusiveDeals(page, testInfo, 1280);

  // The countdown ticks every second.
  const countdown = page.getByTestId("package-countdown");
  await expect(countdown).toBeVisible();
  const before = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(before);
  // The time-limited offer shows 'Price' crossed out and 'Just now'; a disabled offer its reason over the card.
  await expect(offers.getByText("Just now").first()).toBeVisible();
  await expect(page.getByTestId("offer-disabled").first()).toBeVisible();

  await offers.locator('a[href^="/products/packages/"]').first().click();
  const overview = page.getByRole("heading", {
    level: 1,
    name: /^This is how .+ with your photos will look$/,
  });
  await expect(overview).toBeVisible();
  await expect(page.getByText("Press the edit icon to edit the content")).toBeVisible();
  await expect(
    page
      .getByTestId("package-item")
      .first()
      .getByRole("img", { name: /^Preview of/ }),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: testInfo.outputPath("package-overview-1280.png"), fullPage: true });

  // Change a card: another design of its product, in the full-screen editor, then 'Update package'.
  const firstItem = page.getByTestId("package-item").first();
  const designBefore = (await firstItem.textContent()) ?? "";
  await firstItem.getByRole("button", { name: /^Edit / }).click();
  await expect(page.getByRole("button", { name: "Back to package" })).toBeVisible();
  const tools = page.getByRole("toolbar", { name: "Editor tools" });
  await tools.getByRole("button", { name: "Change design" }).click();
  // Another design of the product (the list loads first; 'Back' is no design).
  await page
    .getByRole("region", { name: "Change design" })
    .locator('button[aria-pressed="false"]')
    .first()
    .click();
  await expect(tools).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(designBefore);
  await page.screenshot({ path: testInfo.outputPath("package-item-editor-1280.png"), fullPage: true });
  await page.getByRole("button", { name: "Update package" }).click();
  await expect(overview).toBeVisible();
  await expect(firstItem).not.toHaveText(designBefore);
  await expect(firstItem.getByRole("img", { name: /^Preview of/ })).toBeVisible();

  // Unsaved changes: leaving asks first.
  await page
    .getByRole("link", { name: /^Shopping cart/ })
    .first()
    .click();
  const leave = page.getByRole("alertdialog", {
    name: "Are you sure you want to leave the page with unsaved changes?",
  });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(overview).toBeVisible();

  // The demo shop asks 'Dear customer' before a package is added (webshop.package.addToCartWarning), then offers
  // retouch for the package's pictures.
  await page.getByRole("button", { name: "Add package to cart" }).click();
  const dear = page.getByRole("dialog", { name: "Dear customer" });
  await expect(dear).toBeVisible();
  await dear.getByRole("button", { name: "Add to shopping cart" }).click();
  await passRetouchOptions(page);

  const contents = page.getByRole("list", { name: /^Contents of / });
  await expect(contents).toBeVisible();
  await expect(contents.getByRole("img", { name: /^Preview of/ }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("cart-package-1280.png"), fullPage: true });

  const line = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: /^Change / }) })
    .first();
  await line.getByRole("link", { name: /^Change / }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/edit\/[0-9a-f-]{36}$/);
  await expect(overview).toBeVisible();
  await expect(page.getByRole("button", { name: "Add package to cart" })).toHaveCount(0);
  await page.getByRole("button", { name: "Update package in cart" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(contents).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("'Exclusive deals' and the package overview fit a 360 px touch screen", async ({ page }, testInfo) => {
    await registerWithCode(page.request, "EMMA2026", "packages-phone");
    const offers = await openExclusiveDeals(page, testInfo, 360);
    await offers.locator('a[href^="/products/packages/"]').first().tap();
    await expect(
      page.getByRole("heading", { level: 1, name: /^This is how .+ with your photos will look$/ }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Add package to cart" })).toBeVisible();
    await expect(
      page
        .getByTestId("package-item")
        .first()
        .getByRole("img", { name: /^Preview of/ }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: testInfo.outputPath("package-overview-360.png"), fullPage: true });
  });
});
