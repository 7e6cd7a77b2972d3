import type { Page } from "@playwright/test";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { accountMenuButton, pictureSetCard, submitSignIn } from "./support/ui.ts";

/** Signed out, the class's code asks for the parent's e-mail. */
async function enterClassCode(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByLabel("Code").fill("KLASSE3B");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("Please enter your email address to access the photos of Klasse 3B"),
  ).toBeVisible();
}

test("a returning parent enters a new code, is welcomed back, signs in and sees the new set", async ({
  page,
  request,
}) => {
  // The account exists already (made in a separate session, so the browser stays signed out).
  const account = await registerWithCode(request, "EMMA2026", "returning");

  await enterClassCode(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByText("Welcome back")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("Wrong e-mail or password")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(page.getByRole("heading", { name: "New picture set" })).toBeVisible();
  await expect(page.getByText("Klasse 3B").first()).toBeVisible();
  await expect(page.getByText("2 pictures")).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();
  // A group set qualifies for neither favorites nor yearbook pose: straight to the offers.
  await page
    .getByRole("link", { name: "View offers and campaigns" })
    .or(page.getByRole("button", { name: "View offers and campaigns" }))
    .click();
  await expect(page).toHaveURL(/\/products\/packages$/);
});

test("a code entered signed out is added after 'Log in' only when the parent says yes", async ({
  page,
  request,
}) => {
  const account = await registerWithCode(request, "EMMA2026", "confirm-add");

  await enterClassCode(page);
  // The parent leaves the code flow and logs in from the header instead.
  await page.getByRole("link", { name: "Log in", exact: true }).click();
  await submitSignIn(page, account);

  const dialog = page.getByRole("dialog", { name: "Add the picture set Klasse 3B to your account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Add picture set" }).click();
  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(page.getByText("Klasse 3B").first()).toBeVisible();
  await expect(page.getByText("2 pictures")).toBeVisible();
});

test("a parent who says 'No thanks' to an earlier code does not get its set", async ({ page, request }) => {
  const account = await registerWithCode(request, "EMMA2026", "decline-add");

  await enterClassCode(page);
  await page.getByRole("link", { name: "Log in", exact: true }).click();
  await submitSignIn(page, account);

  const dialog = page.getByRole("dialog", { name: "Add the picture set Klasse 3B to your account?" });
  await dialog.getByRole("button", { name: "No thanks" }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenuButton(page)).toBeVisible();

  await page.goto("/my-account/picture-sets");
  await expect(pictureSetCard(page, "Emma Nordmann")).toBeVisible();
  await expect(pictureSetCard(page, "Klasse 3B")).toHaveCount(0);
});
