import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll } from "./support/ui.ts";

test.use({ viewport: { width: 360, height: 740 } });

test("the front page fits a 360 px wide screen without horizontal scroll", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

for (const width of [360, 320]) {
  test(`at ${width} px the header keeps 'Already a user?' and 'Log in' beside the shop's name`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto("/");
    const header = page.getByRole("banner");
    const logIn = header.getByRole("link", { name: "Log in", exact: true });
    await expect(header.getByText("Already a user?")).toBeVisible();
    await expect(logIn).toBeInViewport({ ratio: 1 });
    const name = header.getByText("Demo Foto AS");
    await expect(name).toBeVisible();
    // From 360 px the whole name, not cut short by the words beside it (on 320 px it ends in '…').
    if (width >= 360) {
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`header-${width}.png`) });
    await logIn.click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });
}
