import { expect, type Locator, type Page } from "@playwright/test";
import type { Account } from "./shop.ts";

/** Fills the 'Sign in' form of the front page's login view and submits it. */
export async function submitSignIn(page: Page, account: Account): Promise<void> {
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Sign in", exact: true });
  const form = page.locator("form").filter({ has: submit });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await submit.click();
}

/** The header's account menu, shown only to a signed-in user. */
export function accountMenuButton(page: Page) {
  return page.getByRole("button", { name: "My account menu" });
}

/** The page has no horizontal scroll: nothing is wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "pixels wider than the viewport").toBeLessThanOrEqual(0);
}

/**
 * Every button of a toolbar is in the viewport and on top where it is drawn: nothing (a sticky bar) covers it, so a
 * finger or a mouse reaches it without scrolling.
 */
export async function expectToolsInReach(toolbar: Locator): Promise<void> {
  const buttons = await toolbar.getByRole("button").all();
  expect(buttons.length, "tools in the toolbar").toBeGreaterThan(0);
  for (const button of buttons) {
    const name = (await button.textContent()) ?? "";
    await expect(button, `the tool '${name}'`).toBeInViewport({ ratio: 1 });
    // Its top, middle and bottom edge: a bar that hides only the lower half of the row hides it too.
    const onTop = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      return [box.top + 3, box.top + box.height / 2, box.bottom - 3].every((y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && element.contains(hit);
      });
    });
    expect(onTop, `the tool '${name}' is not covered`).toBe(true);
  }
}

/** A card of the picture set list, found by its subject's name. */
export function pictureSetCard(page: Page, subject: string) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: subject, exact: true }) });
}

/**
 * The editor's 'Add to cart' the first time in a session: the 'Dear customer' warning, then 'Select quantity', whose
 * region is returned (the caller sets quantities and presses its 'Add to cart').
 */
export async function openBuyScreenPastWarning(page: Page) {
  await page.getByRole("button", { name: "Add to cart" }).click();
  const dear = page.getByRole("dialog", { name: "Dear customer" });
  await expect(dear).toBeVisible();
  await dear.getByRole("button", { name: "Add to shopping cart" }).click();
  const buy = page.getByRole("region", { name: "Select quantity" });
  await expect(buy.getByRole("heading", { name: "Select quantity" })).toBeVisible();
  return buy;
}

/**
 * After 'Add to cart' in the editor the demo shop (which sells retouch) shows the retouch options for the design's
 * pictures (spec 02 §4, §2 Retouch options); 'Next' without a task goes on to the cart.
 */
export async function passRetouchOptions(page: Page): Promise<void> {
  // The page is told which line was just added (`?line=`), to show its pictures first.
  await expect(page).toHaveURL(/\/shopping-cart\/retouch\?line=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Retouch options" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
}

/**
 * Follows a link to a page whose address matches: the packages page's pictures load late and move what is below
 * them, so a click scrolled to a link may land where it was a moment before; then it is clicked again.
 */
export async function followLink(page: Page, link: Locator, to: RegExp): Promise<void> {
  await expect(async () => {
    if (!to.test(page.url())) await link.click({ timeout: 5_000 });
    await expect(page).toHaveURL(to, { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
}
