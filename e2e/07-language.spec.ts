import { expect, test } from "./support/test.ts";

test("the side menu switches the whole interface to Norsk bokmål, remembers it, and switches back", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Norsk bokmål" }).click();
  await expect(page.getByRole("heading", { name: "Hei! Har du fått en kode fra oss?" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "nb");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Fortsett" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Allerede bruker?")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Hei! Har du fått en kode fra oss?" })).toBeVisible();

  await page.getByRole("button", { name: "Åpne menyen" }).click();
  await page.getByRole("dialog", { name: "Meny" }).getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
