import { readFile } from "node:fs/promises";
import { mailTo, registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { accountMenuButton, expectNoHorizontalScroll, submitSignIn } from "./support/ui.ts";

/** The stored entries of a zip by name, read from its central directory (the export stores every entry as it is). */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a zip");
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString("utf8", offset + 46, offset + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.set(name, zip.subarray(start, start + size));
    offset += 46 + skip;
  }
  return entries;
}

test("a parent downloads their data, deletes the account after a wrong password, is signed out and cannot sign in again", async ({
  page,
}, testInfo) => {
  const account = await registerWithCode(page.request, "EMMA2026", "privacy");

  await page.goto("/my-account");
  const menu = page.getByRole("navigation", { name: "My account" });
  const links = menu.getByRole("link");
  // 'Your data' is the seventh item, after Communication (then 'Add picture set').
  await expect(links.nth(5)).toContainText("Your data");
  await expect(links.nth(4)).toContainText("Communication");
  await menu.getByRole("link", { name: /Your data/ }).click();
  await expect(page).toHaveURL(/\/my-account\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await expect(page.getByText(`For your account ${account.email} the shop keeps:`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("privacy-1280.png"), fullPage: true });

  // The download: a zip whose data.json holds the parent's e-mail and picture set.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^shop-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = zipEntries(await readFile(await zip.path()));
  const json = entries.get("data.json");
  if (!json) throw new Error("the zip has no data.json");
  const data = JSON.parse(json.toString("utf8")) as {
    profile: { email: string };
    pictureSets: Array<{ name: string }>;
  };
  expect(data.profile.email).toBe(account.email);
  expect(data.pictureSets.map((s) => s.name)).toEqual(["Emma Nordmann"]);
  expect(json.toString("utf8")).not.toContain(account.password);
  await expect(page.getByText("Your file has been downloaded.")).toBeVisible();

  // Deleting: the confirmation step, keyboard first; a wrong password is refused.
  await page.setViewportSize({ width: 360, height: 740 });
  const start = page.getByRole("button", { name: "Delete my account", exact: true });
  await start.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("form", { name: "Are you sure?" });
  const password = confirm.getByLabel("Password");
  await expect(password).toBeFocused();
  await expect(page.getByText(/Your orders are kept, because the law requires/)).toBeVisible();
  await page.keyboard.type("not-my-password");
  await page.keyboard.press("Enter");
  await expect(confirm.getByText("The password is not correct")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath("privacy-confirm-360.png"), fullPage: true });

  await password.fill(account.password);
  await confirm.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText("Your account has been deleted. We have sent you an e-mail confirming it."),
  ).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("deleted-360.png") });

  const mail = await mailTo(page.request, account.email);
  expect(mail.subject).toMatch(/^Your account has been deleted/);
  expect(mail.text).toContain("anonymised");

  // Signed out for good: the old e-mail and password no longer sign in.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await submitSignIn(page, account);
  await expect(page.getByText("Wrong e-mail or password")).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
});
