import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  declineOffers,
  deliveryStep,
  expectReceipt,
  payByCard,
  payWith,
  putDigitalPictureInCart,
  testCards,
} from "./support/purchase.ts";
import { uniqueEmail } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { pictureSetCard } from "./support/ui.ts";

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe-core tags them. */
const wcagAA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Runs axe-core on the page as it is and fails with every violation named, where and how many. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagAA).analyze();
  await page.screenshot({ path: test.info().outputPath(`360-${where}.png`), fullPage: true });
  expect(
    violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    ),
    `axe-core on ${where}`,
  ).toEqual([]);
}

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test("a new parent's way through the shop at 360 px has no WCAG 2 A or AA violation axe-core can find", async ({
  page,
}) => {
  test.slow();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  await expectNoViolations(page, "1-front");

  // Registration from the code.
  await page.getByLabel("Code").fill("EMMA2026");
  await page.getByRole("button", { name: "Continue" }).tap();
  await page.getByLabel("Email").fill(uniqueEmail("accessibility"));
  await page.getByRole("button", { name: "Continue" }).tap();
  await expect(page.getByRole("heading", { name: "Create a free user account" })).toBeVisible();
  await page.getByLabel("Phone number").fill("+47 912 34 567");
  await page.getByLabel("Choose a password").fill("sunny-day-7");
  await expect(page.getByRole("button", { name: "Create user" })).toBeEnabled();
  await expectNoViolations(page, "2-registration");
  await page.getByRole("button", { name: "Create user" }).tap();
  await expect(page).toHaveURL(/\/new-picture-set$/);

  // The picture set.
  await page.goto("/my-account/picture-sets");
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View", exact: true }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Emma Nordmann" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
  await expectNoViolations(page, "3-picture-set");

  // A template list and the editor.
  await page.goto("/templates/cards/cards-15x15");
  const cards = page.getByRole("region", { name: "Card 15x15" });
  await expect(cards.getByRole("link", { name: "Christmas card" })).toBeVisible();
  await expectNoViolations(page, "4-template-list");
  await cards.getByRole("link", { name: "Christmas card" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Christmas card" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Preview of/ })).toBeVisible();
  await expectNoViolations(page, "5-editor");

  // The cart, the checkout, the payment and the receipt.
  await putDigitalPictureInCart(page.request, "Emma Nordmann", 0);
  await page.goto("/shopping-cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Checkout" })).toBeVisible();
  await expectNoViolations(page, "6-cart");
  await page.getByRole("link", { name: "Checkout" }).tap();
  await expect(page.getByRole("dialog", { name: "Don't forget the catalogue" })).toBeVisible();
  await expectNoViolations(page, "7-checkout-offer");
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  await expectNoViolations(page, "7-checkout");
  await deliveryStep(page).getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await deliveryStep(page).getByRole("button", { name: "Continue" }).tap();
  await payWith(page, "Card");
  await payByCard(page, testCards.pays);
  await expectReceipt(page);
  await expectNoViolations(page, "8-receipt");

  // My account, and the shop's accessibility statement from the side menu.
  await page.goto("/my-account");
  await expect(page.getByRole("navigation", { name: "My account" })).toBeVisible();
  await expectNoViolations(page, "9-my-account");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Accessibility" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Known gaps" })).toBeVisible();
  await expectNoViolations(page, "10-accessibility-statement");
});
