import type { Page } from "@playwright/test";
import { registerWithCode, uniqueEmail } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";

/** The front page with no query left: the code of the letter's link is not kept in the address bar or history. */
async function expectCodeGone(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).search).toBe("");
  expect(new URL(page.url()).pathname).toBe("/");
}

test("a parent who opens the letter's link /?code=EMMA2026 lands in the e-mail step, and the code leaves the address bar", async ({
  page,
}) => {
  await page.goto("/?code=EMMA2026");

  await expect(
    page.getByText("Please enter your email address to access the photos of Emma Nordmann"),
  ).toBeVisible();
  await expectCodeGone(page);

  await page.getByLabel("Email").fill(uniqueEmail("code-link"));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Create a free user account" })).toBeVisible();

  // Back from the e-mail step is the code view with the link's code filled in; it is not sent again by itself.
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  await expect(page.getByLabel("Code")).toHaveValue("EMMA2026");
});

test("a signed-in parent who opens /?code=SIBS2026 sees the code filled in, added only when they press 'Add pictures'", async ({
  page,
}) => {
  // page.request shares the browser's cookies, so the browser is signed in as the new account.
  await registerWithCode(page.request, "EMMA2026", "code-link-signed-in");
  const adds: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/add_picture_set_by_code.php")) adds.push(request.url());
  });

  await page.goto("/?code=SIBS2026");
  await expect(
    page.getByRole("heading", { name: "Would you like to add another picture set?" }),
  ).toBeVisible();
  await expect(page.getByLabel("Code")).toHaveValue("SIBS2026");
  await expectCodeGone(page);
  await page.waitForLoadState("networkidle");
  expect(adds, "calls that add a picture set before the parent asks").toEqual([]);

  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(page.getByText("Emma og Jonas Nordmann").first()).toBeVisible();
  expect(adds).toHaveLength(1);
});
