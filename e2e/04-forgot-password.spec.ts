import { mailTo, registerWithCode, resetLink } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { accountMenuButton, submitSignIn } from "./support/ui.ts";

test("a parent who forgot the password resets it from the mailed link and signs in with the new one", async ({
  page,
  request,
}) => {
  const account = await registerWithCode(request, "EMMA2026", "forgot");

  await page.goto("/");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot your password?" });
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByRole("button", { name: "Send instructions" }).click();
  await expect(
    dialog.getByText(
      "If an account exists for this e-mail address, we have sent instructions to reset the password.",
    ),
  ).toBeVisible();

  const link = resetLink(await mailTo(request, account.email));
  await page.goto(link);
  const newPassword = "brand-new-secret";
  await page.getByLabel("New password").fill("short");
  await page.getByLabel("Retype password").fill("other");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("That's too short!")).toBeVisible();
  await expect(page.getByText("The two passwords doesn't match!")).toBeVisible();

  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Retype password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  const done = page.getByRole("alertdialog");
  await expect(done.getByText("The password was succesfully updated.")).toBeVisible();
  await done.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/(#login)?$/);

  // The key is single-use.
  await page.goto(link);
  await expect(page.getByText("Sorry, no account connected to this key")).toBeVisible();

  await page.goto("/#login");
  await submitSignIn(page, { email: account.email, password: account.password });
  await expect(page.getByText("Wrong e-mail or password")).toBeVisible();
  await submitSignIn(page, { email: account.email, password: newPassword });
  await expect(accountMenuButton(page)).toBeVisible();
});

test("an unknown reset key shows that no account is connected to it", async ({ page }) => {
  await page.goto("/reset-password?resetcode=this-key-was-never-issued");
  await expect(page.getByText("Sorry, no account connected to this key")).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
});

test("the reset page refuses a common password under the new password, typed straight through and submitted with a click", async ({
  page,
  request,
}) => {
  const account = await registerWithCode(request, "EMMA2026", "forgot-common");
  const asked = await request.get("/sections/prophoto/ajax/send_password_reminder.php", {
    params: { json: 1, email: account.email },
  });
  expect(asked.status()).toBe(200);

  await page.goto(resetLink(await mailTo(request, account.email)));
  await page.getByLabel("New password").fill("password1");
  await page.getByLabel("Retype password").fill("password1");
  // Nothing is said about the retype while it is being filled in, so the button stays where the pointer goes.
  await expect(page.getByText("This is required!")).toBeHidden();
  await page.getByRole("button", { name: "Reset password" }).click();
  const field = page.getByLabel("New password");
  await expect(page.getByText("This password is too common. Please choose another.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
});
