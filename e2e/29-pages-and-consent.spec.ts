import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll } from "./support/ui.ts";

const consentOf = async (page: import("@playwright/test").Page) =>
  (await page.context().cookies()).find((c) => c.name === "cookie_consent");

test("a first visitor meets the cookie notice, denies, changes their mind from the menu, and allows", async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto("/");
  const notice = page.getByRole("region", { name: "Cookie settings" });
  await expect(notice).toBeVisible();
  // No analytics or recording code: the page's scripts are the shop's own.
  const foreign = await page.evaluate(() =>
    [...document.scripts].map((s) => s.src).filter((src) => src && new URL(src).origin !== location.origin),
  );
  expect(foreign).toEqual([]);

  await notice.getByRole("button", { name: "Deny" }).click();
  await expect(notice).toBeHidden();
  const denied = await consentOf(page);
  expect(denied?.value).toBe("0");
  expect(denied?.path).toBe("/");
  // 365 days, give or take the seconds the test took.
  expect(Math.round(((denied?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(365);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  await expect(notice).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Cookie settings" }).click();
  await expect(notice).toBeVisible();
  await expect(notice.getByText("You have denied tracking.")).toBeVisible();
  await expect(notice.getByRole("heading", { name: "Cookie settings" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(notice.getByRole("button", { name: "Allow tracking" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(notice).toBeHidden();
  expect((await consentOf(page))?.value).toBe("1");
});

test("the side menu's page shows its modules; an unknown page says 'Page not found'", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "About the photo day" }).click();
  await expect(page).toHaveURL(/\/pages\/about-the-photo-day$/);
  await expect(page.getByRole("heading", { level: 1, name: "About the photo day" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "How the day goes" })).toBeVisible();
  await expect(page.getByText("Photo day at school")).toBeVisible();
  await expect(page.getByRole("link", { name: /Packages/ })).toBeVisible();
  await expect(page.getByText("Photo book")).toHaveCount(0);
  await expect(page.getByRole("img", { name: "A classroom set up for the photo day" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "After the photo day" })).toBeVisible();

  // The slider by keyboard: its next button moves to the second slide.
  await page.getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your pictures, your code")).toBeVisible();
  await expect(page.getByText("Photo day at school")).toBeHidden();

  await page.goto("/pages/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the page fits and a swipe turns the slide", async ({ page }) => {
    await page.goto("/pages/about-the-photo-day");
    const first = page.getByText("Photo day at school");
    await expect(first).toBeVisible();
    await expectNoHorizontalScroll(page);
    const slider = page.getByRole("region", { name: "Slides" });
    const box = await slider.boundingBox();
    if (!box) throw new Error("the slider has no box");
    const y = box.y + box.height / 2;
    await slider.dispatchEvent("pointerdown", { clientX: box.x + 200, clientY: y, pointerType: "touch" });
    await slider.dispatchEvent("pointerup", { clientX: box.x + 120, clientY: y, pointerType: "touch" });
    await expect(page.getByText("Your pictures, your code")).toBeVisible();
    await expect(first).toBeHidden();
  });
});

test("/debug starts and stops the debug flag, reloading each time", async ({ page }) => {
  await page.goto("/debug");
  await expect(page.getByRole("heading", { name: "Debug mode" })).toBeVisible();
  await expect(page.getByText("Debug mode is off in this browser.")).toBeVisible();
  await page.getByRole("button", { name: "Start recording" }).click();
  await expect(page.getByText("Debug mode is on in this browser.")).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "debug_mode")?.value).toBe("1");
  await page.getByRole("button", { name: "Stop recording" }).click();
  await expect(page.getByText("Debug mode is off in this browser.")).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "debug_mode")).toBeUndefined();
});
