import type { Page } from "@playwright/test";
import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

// Issue 30: the studio works on a tablet (768 px, touch) and by keyboard, Jobs and Support as at 1280 px.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

/** Nothing is wider than the tablet: no page scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("on a tablet, the owner opens a job, shows a code on request, moves a deadline, and finds a parent in Support", async ({
  page,
  request,
}, testInfo) => {
  const parent = await registerWithCode(request, "EMMA2026", "tablet-support");
  await signInToStudioAs(page, "owner", "tablet-jobs");
  const nav = page.getByRole("navigation", { name: "Studio" });

  // Jobs by touch: the list, then the demo's school job.
  await nav.getByRole("link", { name: "Jobs" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  await page.getByRole("link", { name: "Solbakken skole 2026" }).tap();
  await expect(page.getByRole("heading", { level: 1, name: "Solbakken skole 2026" })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A code shows only on request, found by a search.
  await page.getByLabel("Find a subject or class").fill("Emma");
  await expect(page.getByText("Ida Hansen")).toHaveCount(0);
  await page.getByRole("button", { name: "Show the code of Emma Nordmann" }).tap();
  await expect(page.getByText("Code of Emma Nordmann")).toBeAttached();
  await expect(page.locator("code").filter({ hasText: /^EMMA ?2026$/ })).toBeVisible();

  // The order deadline by keyboard: set, said to apply now, and cleared again (the demo's job has none).
  const orderBy = page.getByLabel("Orders by");
  await orderBy.focus();
  await orderBy.fill("2026-12-01");
  await page.keyboard.press("Enter");
  const said = page.getByText(
    "The order deadline applies now: letters downloaded from now on give the new date.",
  );
  await expect(said).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("job-768.png"), fullPage: true });
  await orderBy.fill("");
  await page.getByRole("button", { name: "Save deadlines" }).focus();
  await page.keyboard.press("Enter");
  await expect(said).toBeVisible();
  await expect(orderBy).toHaveValue("");

  // Support by keyboard: the field, Tab to Find, Enter.
  await nav.getByRole("link", { name: "Support" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  const field = page.getByLabel("Find a parent");
  const find = page.getByRole("button", { name: "Find" });
  // The button stands level with the field, its hint below them both.
  const [fieldBox, findBox] = [await field.boundingBox(), await find.boundingBox()];
  expect(Math.abs((fieldBox?.y ?? 0) - (findBox?.y ?? -100))).toBeLessThanOrEqual(1);
  await field.fill(parent.email);
  await field.press("Tab");
  await expect(find).toBeFocused();
  await page.keyboard.press("Enter");
  const results = page.getByRole("list", { name: "Parents found" });
  await expect(results.getByRole("link")).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("support-768.png"), fullPage: true });

  // A parent's page, opened by touch.
  await results.getByRole("link").tap();
  await expect(page.getByText(parent.email).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Picture sets" })).toContainText("Emma Nordmann");
  await expect(page.getByRole("button", { name: "Open as this parent" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath("support-parent-768.png"), fullPage: true });
});
