import { demoAccount, registerWithCode } from "./support/shop.ts";
import { expect, forgetSession, test } from "./support/test.ts";
import { expectNoHorizontalScroll, submitSignIn } from "./support/ui.ts";

test("a parent changes the contact information, turns a reminder off, changes the password and signs in with it", async ({
  page,
}) => {
  // A new account (page.request shares the browser's cookies, so the browser is signed in).
  const account = await registerWithCode(page.request, "EMMA2026", "account");

  await page.goto("/my-account");
  const menu = page.getByRole("navigation", { name: "My account" });
  await expect(menu.getByRole("link", { name: /Communication/ })).toBeVisible();
  for (const item of ["Change password", "Update contact information", "My picture sets", "Order history"]) {
    await expect(menu.getByRole("link", { name: new RegExp(item) })).toBeVisible();
  }
  // No picture package was sent home to this parent.
  await expect(menu.getByRole("link", { name: /Cancel picture packages/ })).toHaveCount(0);

  // Contact information: the form starts from the stored profile; a wrong mobile number is flagged.
  await menu.getByRole("link", { name: /Update contact information/ }).click();
  await expect(page.getByRole("heading", { name: "Update contact information" })).toBeVisible();
  await expect(page.getByLabel("Mobile")).toHaveValue("+4791234567");
  // Name and address are optional: a new account without them may save at once.
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  await page.getByLabel("Name").fill("Kari Nordmann");
  await page.getByLabel("Address", { exact: true }).fill("Storgata 1");
  await page.getByLabel("Postal code").fill("0155");
  await page.getByLabel("City").fill("Oslo");
  await page.getByLabel("Mobile").fill("12");
  await page.getByLabel("Mobile").blur();
  await expect(page.getByText("Invalid phone number")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await page.getByLabel("Mobile").fill("+47 987 65 432");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("heading", { name: "Your contact information has been updated" }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Kari Nordmann");
  await expect(page.getByLabel("City")).toHaveValue("Oslo");
  await expect(page.getByLabel("Mobile")).toHaveValue("+4798765432");

  // Communication: the reminder of Emma's set goes off and stays off after a reload.
  await page.goto("/my-account/communication");
  const reminder = page.getByRole("switch", { name: "Emma Nordmann" });
  await expect(reminder).toBeChecked();
  await reminder.focus();
  await page.keyboard.press("Space");
  await expect(reminder).not.toBeChecked();
  await expect(reminder).toBeEnabled();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Emma Nordmann" })).not.toBeChecked();

  // Change password: the current password first, the spec's texts, a success view, and the new password signs in.
  await page.goto("/my-account/change-password");
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("abcd");
  await page.getByLabel("New password").blur();
  await expect(page.getByText("The password is not long enough")).toBeVisible();
  const newPassword = `new-${account.password}`;
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Retype password").fill(`${newPassword}x`);
  await page.getByLabel("Retype password").blur();
  await expect(page.getByText("The passwords must match")).toBeVisible();
  await page.getByLabel("Retype password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The password is not correct");
  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { name: "Your password has been changed" })).toBeVisible();

  await forgetSession(page);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await submitSignIn(page, account);
  await expect(page.getByText("Wrong e-mail or password")).toBeVisible();
  await submitSignIn(page, { email: account.email, password: newPassword });
  await expect(page.getByRole("button", { name: "My account menu" })).toBeVisible();
});

test("the demo parent keeps or returns the picture package sent home for inspection", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await submitSignIn(page, demoAccount);
  await expect(page.getByRole("button", { name: "My account menu" })).toBeVisible();

  await page.goto("/my-account");
  await page.getByRole("link", { name: /Cancel picture packages/ }).click();
  await expect(page.getByRole("heading", { name: "Cancel picture packages" })).toBeVisible();
  const button = page.getByRole("button", { name: "Cancel picture packages" });
  const nora = page.getByRole("switch", { name: "Nora Berg" });
  await expect(nora).toBeChecked();
  await expect(button).toBeDisabled();
  await expectNoHorizontalScroll(page);

  // A server error leaves the list as the server has it.
  await page.route("**/cancel_package_for_inspection.php", (route) =>
    route.fulfill({ status: 500, json: { error: "Something went wrong", code: "server_error" } }),
  );
  await nora.click();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole("alert")).toContainText("The change could not be saved.");
  await page.unroute("**/cancel_package_for_inspection.php");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Nora Berg" })).toBeChecked();

  // Return it, see it stay after a reload, and keep it again: the demo account ends as it began (only this test
  // reads its packages).
  await page.getByRole("switch", { name: "Nora Berg" }).click();
  await button.click();
  await expect(page.getByText("Your choice has been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Nora Berg" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Nora Berg" }).click();
  await button.click();
  await expect(page.getByText("Your choice has been saved.")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Nora Berg" })).toBeChecked();
});
