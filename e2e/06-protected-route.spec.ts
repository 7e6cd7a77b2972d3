import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { accountMenuButton, pictureSetCard, submitSignIn } from "./support/ui.ts";

test("a protected page asked for while signed out opens the login, and sign-in returns to it", async ({
  page,
  request,
}) => {
  const account = await registerWithCode(request, "EMMA2026", "protected");

  await page.goto("/my-account/picture-sets");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // The login view opened by /#login clears the hash.
  await expect(page).toHaveURL(/\/$/);

  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/my-account\/picture-sets$/);
  await expect(pictureSetCard(page, "Emma Nordmann")).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();
});
