import { signInToStudio, signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

test.describe("the studio's sign-in", () => {
  test("a new owner sets up a password from the one-time link, reads the staff and the record, signs out and in again", async ({
    page,
  }) => {
    const owner = await signInToStudioAs(page, "owner");
    const nav = page.getByRole("navigation", { name: "Studio" });
    for (const area of ["Jobs", "Support", "Staff", "Record"])
      await expect(nav.getByRole("link", { name: area })).toBeVisible();

    await nav.getByRole("link", { name: "Staff" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: owner.email });
    await expect(row.getByRole("cell", { name: "Owner", exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Active", exact: true })).toBeVisible();

    await nav.getByRole("link", { name: "Record" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Record" })).toBeVisible();
    await expect(
      page.getByRole("row").filter({ hasText: "Set up their sign-in" }).filter({ hasText: owner.email }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the studio" })).toBeVisible();
    await page.goto("/studio/record");
    await expect(page).toHaveURL(/\/studio\/sign-in\?next=%2Frecord$/);
    await signInToStudio(page, { email: owner.email, password: "not the password" });
    await expect(page.getByRole("alert")).toHaveText("Wrong e-mail address or password.");
    await signInToStudio(page, owner);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${owner.name}` })).toBeVisible();
  });

  test("support sees only its own areas, and the staff list is not theirs to open", async ({ page }) => {
    await signInToStudioAs(page, "support");
    const nav = page.getByRole("navigation", { name: "Studio" });
    await expect(nav.getByRole("link", { name: "Support" })).toBeVisible();
    for (const area of ["Jobs", "Staff", "Record"])
      await expect(nav.getByRole("link", { name: area })).toHaveCount(0);
    await page.goto("/studio/staff");
    await expect(page).toHaveURL(/\/studio\/?$/);
  });

  test("the studio works by keyboard at a tablet's width, in Norwegian too", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInToStudioAs(page, "owner", "tablet");
    await page.getByRole("combobox", { name: "Language" }).selectOption("nb");
    await expect(
      page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Ansatte" }),
    ).toBeVisible();
    await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Ansatte" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Ansatte" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
