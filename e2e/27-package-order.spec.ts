import {
  deliveryStep,
  expectReceipt,
  payByCard,
  payWith,
  testCards,
  zipEntryCount,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 12's whole package purchase (spec 02 § Packages, § Retouch options, § Shopping cart): a parent of the demo
 * school makes the time-limited package with the child's pictures, adds it past 'Dear customer', chooses retouch for
 * one of its pictures, edits the package from the cart, pays, and downloads the package's digital portrait set.
 */
test("a parent buys a package with retouch, edits it from the cart, pays and downloads the set's files", async ({
  page,
}, testInfo) => {
  await registerWithCode(page.request, "EMMA2026", "package-order");
  await page.goto("/products/packages");
  const offers = page.getByRole("list", { name: "Package offers" });
  const autumn = offers.getByRole("article").filter({ hasText: "Autumn package" });
  await expect(autumn.getByText("Just now")).toBeVisible();
  await expect(page.getByTestId("package-countdown")).toBeVisible();
  await autumn.locator('a[href^="/products/packages/"]').click();

  await expect(
    page.getByRole("heading", { level: 1, name: "This is how Autumn package with your photos will look" }),
  ).toBeVisible();
  await expect(
    page
      .getByTestId("package-item")
      .first()
      .getByRole("img", { name: /^Preview of/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Add package to cart" }).click();
  const dear = page.getByRole("dialog", { name: "Dear customer" });
  await dear.getByRole("button", { name: "Add to shopping cart" }).click();

  // Retouch for one picture of the package.
  await expect(page).toHaveURL(/\/shopping-cart\/retouch\?line=[0-9a-f-]{36}$/);
  const tasks = page.getByRole("group", { name: /^Retouch tasks for picture / }).first();
  await tasks.getByRole("checkbox", { name: /Fix flyaway hair/ }).check();
  await expect(page.getByTestId("retouch-total")).toHaveText("NOK 49.00");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByRole("list", { name: "Contents of Autumn package" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Retouch" }).getByText("NOK 49.00")).toBeVisible();

  // Edit the package from the cart and update it: the line and its retouch stay.
  const packageLine = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: /^Change Autumn package/ }) });
  await packageLine.getByRole("link", { name: /^Change Autumn package/ }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/edit\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Update package in cart" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByRole("list", { name: "Contents of Autumn package" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Retouch" })).toBeVisible();

  // The digital portraits say the whole set comes with the package and lead to its line; nothing there adds a set
  // or takes the retouch out (issue 28).
  const badge = page.getByRole("banner").getByRole("link", { name: /^Shopping cart, \d+ items?$/ });
  const items = await badge.getAttribute("aria-label");
  await page.goto("/products/digital-portraits");
  await page.getByRole("link", { name: "Emma Nordmann" }).click();
  const wholeSet = page.getByRole("region", { name: "Individual pictures" });
  await expect(
    wholeSet.getByText(/^The whole set comes with Autumn package in your shopping cart/),
  ).toBeVisible();
  await expect(wholeSet.getByRole("button", { name: "Remove from cart" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("set-in-package-1280.png"), fullPage: true });
  await wholeSet.getByRole("link", { name: "See Autumn package in the cart" }).click();
  await expect(page).toHaveURL(/\/shopping-cart#line-[0-9a-f-]{36}$/);
  await expect(page.getByRole("list", { name: "Contents of Autumn package" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Retouch" })).toBeVisible();
  await expect(badge).toHaveAttribute("aria-label", items ?? "");

  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Finish order" })).toBeVisible();
  const delivery = deliveryStep(page);
  await delivery.getByRole("radio", { name: "Pick up in store" }).check();
  await delivery.getByRole("radio", { name: /Demo Foto Bergen/ }).check();
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  await expectReceipt(page);
  await expect(page.getByText(/Retouching is done by hand/)).toBeVisible();

  // The package's digital portrait set is downloadable once paid.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Download Emma Nordmann – .+\(zip\)$/ }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  expect(zipEntryCount(await zip.path())).toBeGreaterThan(0);
});
