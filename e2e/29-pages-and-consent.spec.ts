import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll } from "./support/ui.ts";

const consentOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "cookie_consent");

const scriptUrl = "https://analytics.example.com/tag.js";

/**
 * The shop as if its operator had set CONSENT_SCRIPT_URL: the settings the front page carries and the settings call
 * answer name a tracking script (the demo shop has none). The script itself is answered here: tests never reach the
 * network.
 */
async function withTrackingScript(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/" || url.pathname === "/api/webshop/settings",
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '"consent":{"scriptUrl":null}',
        `"consent":{"scriptUrl":${JSON.stringify(scriptUrl)}}`,
      );
      const { "content-encoding": _encoding, "content-length": _length, ...headers } = response.headers();
      await route.fulfill({ response, body, headers });
    },
  );
  await page.route(scriptUrl, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
}

/** The control is not under the notice: their boxes do not meet, and a tap would reach the control itself. */
async function expectNotCovered(control: Locator, notice: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const [a, b] = [await control.boundingBox(), await notice.boundingBox()];
  if (!a || !b) throw new Error("no box");
  const overlap = a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width;
  expect(overlap, "the control and the cookie notice overlap").toBe(false);
  await control.click({ trial: true });
}

test("a shop without a tracking script asks a first visitor nothing; 'Cookie settings' says there is nothing to allow", async ({
  page,
  context,
}) => {
  await context.clearCookies();
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (/ConsentNotice/.test(request.url())) chunks.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("region", { name: "Cookie settings" })).toHaveCount(0);
  // Nothing of the notice is loaded for the front page.
  expect(chunks).toEqual([]);

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Cookie settings" }).click();
  const notice = page.getByRole("region", { name: "Cookie settings" });
  await expect(notice.getByText(/there is nothing to allow/)).toBeVisible();
  await expect(notice.getByRole("button", { name: "Allow tracking" })).toHaveCount(0);
  await notice.getByRole("button", { name: "Close" }).click();
  await expect(notice).toBeHidden();
  expect(await consentOf(page)).toBeUndefined();
});

test("with a tracking script, a first visitor meets the notice, denies, changes their mind from the menu, and allows", async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await withTrackingScript(page);
  await page.goto("/");
  const notice = page.getByRole("region", { name: "Cookie settings" });
  await expect(notice).toBeVisible();
  // No analytics or recording code before the visitor allows: the page's scripts are the shop's own.
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

for (const [width, height, phone] of [
  [360, 640, true],
  [1280, 800, false],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, hasTouch: phone, isMobile: phone });

    test("the cookie notice never covers 'Sign in' or the e-mail step's 'Continue'", async ({
      page,
    }, testInfo) => {
      await withTrackingScript(page);
      await page.goto("/");
      const notice = page.getByRole("region", { name: "Cookie settings" });
      await expect(notice).toBeVisible();
      await expectNotCovered(
        page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }),
        notice,
      );
      await expectNotCovered(page.getByRole("button", { name: "Continue" }), notice);
      await page.screenshot({ path: testInfo.outputPath(`consent-front-${width}.png`) });

      await page.getByRole("textbox", { name: "Code" }).fill("EMMA2026");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("Please enter your email address to access the photos of")).toBeVisible();
      await expectNotCovered(page.getByRole("button", { name: "Continue" }), notice);
      await page.screenshot({ path: testInfo.outputPath(`consent-email-${width}.png`), fullPage: true });
    });
  });
}

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
