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
  const tiles = page.getByRole("region", { name: "Shop now" });
  await expect(tiles.getByRole("link", { name: /^Cards/ })).toBeVisible();
  // Real pictures, not grey boxes and icons: every offer shows the child (its design filled with the child's
  // pictures, made ahead), and so does every tile the photographer gave no picture.
  await expect(offers.getByRole("article").first().locator("img").first()).toBeVisible();
  await expect(tiles.getByRole("link")).toHaveCount(6);
  await expect(tiles.locator("svg")).toHaveCount(0);
  // A picture may be replaced while it loads (the child's placeholder gives way to the filled design), so the check
  // reads the page's pictures afresh each time rather than holding elements that can leave the page.
  const pictures = page.getByRole("main").locator("img");
  for (let i = 0; i < (await pictures.count()); i += 1) {
    // Replaced while it was scrolled to, the picture left the page mid-action: the next try finds its successor.
    await expect(() => pictures.nth(i).scrollIntoViewIfNeeded({ timeout: 5_000 })).toPass();
  }
  await expect
    .poll(() =>
      pictures.evaluateAll((all: HTMLImageElement[]) => all.every((i) => i.complete && i.naturalWidth > 0)),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
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
  // The overview shows the package's price as its card does: the time-limited price 'Just now'.
  await expect(page.getByTestId("package-price")).toContainText(/Price.*Just now/);
  const packageUuid = new URL(page.url()).pathname.split("/").at(-1) ?? "";
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
  // The package check dialog: every product of the package as it will be made.
  const holds = dear.getByRole("list", { name: /^What .+ holds$/ });
  await expect(holds.getByTestId("check-item")).toHaveCount(5);
  await expect(holds.getByRole("img", { name: /^Preview of/ })).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath("package-check-1280.png") });
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
  // The old shop's create_package page with the line as its orderpart opens the same line (spec 03 §2.10).
  const lineUuid = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await page.goto(`/sections/packages/create_package.php?package=${packageUuid}&orderpart=${lineUuid}`);
  await expect(page).toHaveURL(new RegExp(`/shopping-cart/edit/${lineUuid}$`));
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
    // Compact: the offers and the six category tiles in about three screens (the page was 4,446 px tall).
    expect(await page.evaluate(() => document.body.scrollHeight)).toBeLessThan(2600);
    // The Family package is of subject-change mode 4: a new picture in one item is offered for all of them.
    await offers
      .getByRole("article", { name: "Family package" })
      .getByRole("link", { name: "Choose package" })
      .tap();
    await expect(
      page.getByRole("heading", { level: 1, name: "This is how Family package with your photos will look" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Add package to cart" })).toBeVisible();
    await expect(page.getByTestId("package-price")).toContainText(/Price.*Package price/);
    const firstItem = page.getByTestId("package-item").first();
    await expect(firstItem.getByRole("img", { name: /^Preview of/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: testInfo.outputPath("package-overview-360.png"), fullPage: true });

    await firstItem.getByRole("button", { name: /^Edit / }).tap();
    await page
      .getByRole("toolbar", { name: "Editor tools" })
      .getByRole("button", { name: "Change/edit photos" })
      .tap();
    // Another of the child's pictures than the one the field has.
    await page
      .getByRole("button", { name: /^Picture id /, pressed: false })
      .first()
      .tap();
    await page.getByRole("button", { name: "Done" }).tap();
    await page.getByRole("button", { name: "Update package" }).tap();
    const replace = page.getByRole("dialog", { name: "Replace all pictures?" });
    await expect(replace).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("package-replace-all-360.png") });
    await replace.getByRole("button", { name: "Replace all" }).tap();
    await expect(replace).toBeHidden();
    await expect(
      page
        .getByTestId("package-item")
        .nth(1)
        .getByRole("img", { name: /^Preview of/ }),
    ).toBeVisible();
  });
});
