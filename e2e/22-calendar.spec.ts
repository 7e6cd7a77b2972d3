import type { Page, TestInfo } from "@playwright/test";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import {
  expectNoHorizontalScroll,
  followLink,
  openBuyScreenPastWarning,
  passRetouchOptions,
} from "./support/ui.ts";

/**
 * Spec 02 § Template editor (Year, Preview) and § Shopping cart, issue 11 § Quality: a parent with a picture set
 * opens the calendars, a wall calendar, changes its year on the year screen (never below the current year; the
 * month pages follow), looks through the preview of all pages (the grid, and the full-screen dialog whose arrows
 * hide at the ends), and adds it to the cart through 'Dear customer' and 'Select quantity'.
 *
 * The wall calendar is a template of the demo seed (the e2e server seeds the demo, e2e/start-server.ts): templates
 * are made by the photographer, not by a parent, so there is no parent-side way to build one here; the parent is a
 * new account of its own, like e2e 21's. Its years are the seed's `demoCalendarYears` (2026, 2027).
 */
const calendar = "Wall calendar 20x30";
const supportedYears = [2026, 2027];

async function calendarJourney(page: Page, testInfo: TestInfo, tag: string, width: number) {
  const current = new Date().getFullYear();
  // The year rule in the browser uses the same clock: the first year the calendar may have, and the one after.
  const first = supportedYears.find((y) => y >= current) ?? (supportedYears.at(-1) as number);
  const next = supportedYears.find((y) => y > first) ?? first;

  await registerWithCode(page.request, "EMMA2026", tag);
  await page.goto("/products/packages");
  await followLink(
    page,
    page.getByRole("region", { name: "Shop now" }).getByRole("link", { name: /^Calendars/ }),
    /\/templates\/calendars$/,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible();
  await page.getByRole("region", { name: calendar }).getByRole("link", { name: calendar }).click();

  await expect(page.getByRole("heading", { level: 1, name: calendar })).toBeVisible();
  const tools = page.getByRole("toolbar", { name: "Editor tools" });
  const parts = page.getByRole("navigation", { name: "Pages" });
  await expect(parts.getByRole("button")).toHaveCount(13);

  // The cover's title is {year}: a new calendar starts at the current year (or the template's first one after it).
  await expect(page.getByRole("img", { name: "Preview of Cover" })).toContainText(String(first));

  // The year screen: minus stops at the current year (and says so), a typed year below it goes back to it, plus
  // goes up.
  await tools.getByRole("button", { name: "Change year" }).click();
  const yearScreen = page.getByRole("region", { name: "Change year" });
  await expect(yearScreen.getByRole("heading", { name: "Change year" })).toBeVisible();
  const year = yearScreen.getByRole("textbox", { name: "Year" });
  await expect(year).toHaveValue(String(first));
  await expect(yearScreen.getByRole("button", { name: "Previous year" })).toBeDisabled();
  await year.fill(String(current - 1));
  await year.blur();
  await expect(year).toHaveValue(String(first));
  if (next !== first) {
    await yearScreen.getByRole("button", { name: "Next year" }).click();
    await expect(year).toHaveValue(String(next));
    await expect(yearScreen.getByRole("button", { name: "Previous year" })).toBeEnabled();
  }
  // The calendar is made for its supported years only: plus stops at the last, and says so.
  await expect(yearScreen.getByRole("button", { name: "Next year" })).toBeDisabled();
  await expect(year).toHaveValue(String(next));
  await yearScreen.getByRole("button", { name: "Done" }).click();
  await expect(tools).toBeVisible();

  // The month pages, named by their months, now show the new year.
  await expect(page.getByRole("img", { name: "Preview of Cover" })).toContainText(String(next));
  await parts.getByRole("button", { name: /^January\b/ }).click();
  await expect(page.getByRole("img", { name: "Preview of January" })).toContainText(`January ${next}`);
  await parts.getByRole("button", { name: /^December\b/ }).click();
  await expect(page.getByRole("img", { name: "Preview of December" })).toContainText(`December ${next}`);

  // The preview of all pages: a grid of the 13 pages; a page opens the full-screen dialog.
  await tools.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Preview" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveCount(13);
  await expect(preview.getByRole("img", { name: "June" })).toContainText(`June ${next}`);
  await page.screenshot({ path: testInfo.outputPath(`preview-${width}.png`), fullPage: true });

  await preview.getByRole("button", { name: /^Cover/ }).click();
  let dialog = page.getByRole("dialog", { name: "Cover" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Previous page" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Next page" }).click();
  dialog = page.getByRole("dialog", { name: "January" });
  await expect(dialog.getByRole("img", { name: "January" })).toContainText(`January ${next}`);
  await expect(dialog.getByRole("button", { name: "Previous page" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Next page" })).toBeVisible();
  await dialog.getByRole("button", { name: "Previous page" }).click();
  await expect(page.getByRole("dialog", { name: "Cover" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await preview.getByRole("button", { name: /^December/ }).click();
  dialog = page.getByRole("dialog", { name: "December" });
  await expect(dialog.getByRole("img", { name: "December" })).toContainText(`December ${next}`);
  await expect(dialog.getByRole("button", { name: "Next page" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Previous page" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`preview-dialog-${width}.png`) });
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await preview.getByRole("button", { name: "Close" }).click();
  await expect(tools).toBeVisible();

  // To the cart: 'Dear customer' (once per session), then 'Select quantity'.
  const buy = await openBuyScreenPastWarning(page);
  await expect(buy.getByRole("textbox", { name: calendar })).toHaveValue("1");
  await buy.getByRole("button", { name: "Add to cart" }).click();

  await passRetouchOptions(page);
  const line = page.getByRole("article", { name: calendar });
  await expect(line).toBeVisible();
  await expect(line.getByRole("img", { name: `Preview of ${calendar}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`cart-${width}.png`), fullPage: true });

  // The warning shows once per session: a second calendar goes straight to 'Select quantity'.
  await page.goto("/templates/calendars");
  await page.getByRole("region", { name: calendar }).getByRole("link", { name: calendar }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("heading", { name: "Select quantity" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Dear customer" })).toHaveCount(0);
}

test("a parent changes a wall calendar's year, previews every page and adds it to the cart", async ({
  page,
}, testInfo) => {
  test.slow();
  await calendarJourney(page, testInfo, "calendar", 1280);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("the same calendar journey on a phone", async ({ page }, testInfo) => {
    test.slow();
    await calendarJourney(page, testInfo, "calendar-narrow", 360);
  });
});
