import { Secret, TOTP } from "otpauth";
import { mailTo, uniqueEmail } from "./support/shop.ts";
import { signInToStudio, signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

/** The code an authenticator app would show now (or at `at`) for this secret. */
function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
}

test("the owner signs in with a passkey, invites a staff member who sets up a password and TOTP, and reads the record", async ({
  page,
  browser,
}) => {
  test.slow();
  // Chromium's virtual authenticator stands in for the owner's device: a platform authenticator that verifies the user.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  const owner = await signInToStudioAs(page, "owner", "passkey");
  const nav = page.getByRole("navigation", { name: "Studio" });
  await nav.getByRole("link", { name: "Account" }).click();
  await page.getByLabel("Name of the passkey").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The passkey was added." })).toBeVisible();
  await expect(page.getByText("Test laptop")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${owner.name}` })).toBeVisible();

  // The owner invites a staff member by e-mail.
  const staffEmail = uniqueEmail("studio-staff");
  await nav.getByRole("link", { name: "Staff" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Siri Staff");
  await page.getByLabel("E-mail address").fill(staffEmail);
  await page.getByLabel("Role", { exact: true }).selectOption("staff");
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `The invitation went to ${staffEmail}.` }),
  ).toBeVisible();

  // The staff member opens the mail's link in a browser of their own, chooses a password and sets up TOTP.
  const mail = await mailTo(page.request, staffEmail, /studio/);
  const link = /https?:\/\/\S+\/studio\/setup\?token=\S+/.exec(mail.text)?.[0];
  expect(link, "the set-up link in the mail").toBeDefined();
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const password = "a quiet harbour of ladders";
  await staffPage.goto(link as string);
  await expect(staffPage.getByText("Welcome, Siri Staff.", { exact: false })).toBeVisible();
  await staffPage.getByLabel("New password").fill(password);
  await staffPage.getByRole("button", { name: "Save and sign in" }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: "Welcome, Siri Staff" })).toBeVisible();
  await staffPage.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Account" }).click();
  await staffPage.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = (await staffPage.locator("code").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await staffPage.getByLabel("Code from the app").fill(totpCode(secret));
  await staffPage.getByRole("button", { name: "Confirm" }).click();
  await expect(staffPage.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);

  // Signed out, the staff member signs in again with the password and the app's code, and reaches the studio.
  await staffPage.getByRole("button", { name: "Sign out" }).click();
  await signInToStudio(staffPage, { email: staffEmail, password });
  // A code is accepted once, and the confirming code's time step is used up: the app's next code (30 s on), as a
  // member signing in again at once would wait for.
  await staffPage.getByLabel("Code from your authenticator app").fill(totpCode(secret, Date.now() + 30_000));
  await staffPage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: "Welcome, Siri Staff" })).toBeVisible();
  await expect(
    staffPage.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Jobs" }),
  ).toBeVisible();
  await staffContext.close();

  // The owner reads what happened in the record.
  await nav.getByRole("link", { name: "Record" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record" })).toBeVisible();
  // Each line names who did it and what; the invitation's also names whom it went to.
  for (const texts of [
    ["Made a member and sent a set-up link", owner.email, staffEmail],
    ["Set up their sign-in", staffEmail],
    ["Set up an authenticator app", staffEmail],
    ["Added a passkey", owner.email],
  ]) {
    let row = page.getByRole("row");
    for (const text of texts) row = row.filter({ hasText: text });
    await expect(row).toBeVisible();
  }
});

test("a member lists their passkeys and removes one, after a confirm dialog, with the keyboard", async ({
  page,
}) => {
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signInToStudioAs(page, "staff", "passkeys");
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Account" }).click();
  const list = page.getByRole("list", { name: "Your passkeys" });
  for (const name of ["Old laptop", "New laptop"]) {
    await page.getByLabel("Name of the passkey").fill(name);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(list.getByRole("listitem").filter({ hasText: name })).toBeVisible();
    // The old laptop is lost with its passkey; the browser's authenticator keeps one passkey per member and shop.
    if (name === "Old laptop") await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
  }
  await expect(list.getByRole("listitem").first()).toContainText("not used to sign in yet");

  // Escape keeps the passkey; Enter on the dialog's Remove takes it away.
  await page.getByRole("button", { name: "Remove the passkey Old laptop" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Remove the passkey “Old laptop”?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Remove the passkey Old laptop" }).focus();
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Remove", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "The passkey was removed." })).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("New laptop");

  // Removed in the database, not only on the page; the passkey left signs in.
  await page.reload();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("New laptop");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
});
