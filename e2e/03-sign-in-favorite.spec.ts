import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { accountMenuButton, pictureSetCard, submitSignIn } from "./support/ui.ts";

test("a parent signs in from the header, opens a picture set and a favorite survives a reload", async ({
  page,
  request,
}) => {
  const account = await registerWithCode(request, "EMMA2026", "header-sign-in");

  await page.goto("/");
  await expect(page.getByText("Already a user?")).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await submitSignIn(page, account);
  // No remembered page and no new code: the login goes to the offers.
  await expect(page).toHaveURL(/\/products\/packages$/);

  await accountMenuButton(page).click();
  await page.getByRole("menuitem", { name: "My picture sets" }).click();
  // The header's 'My picture sets' opens the selector (e2e/34); its 'All picture sets' goes to the list.
  await page
    .getByRole("dialog", { name: "My picture sets" })
    .getByRole("link", { name: "All picture sets" })
    .click();
  await expect(page).toHaveURL(/\/my-account\/picture-sets$/);
  // After a navigation the new page's heading has the focus, so a screen reader reads it; the menu gives it up.
  await expect(page.getByRole("heading", { level: 1, name: "My picture sets" })).toBeFocused();
  const card = pictureSetCard(page, "Emma Nordmann");
  await expect(card).toBeVisible();
  await expect(card.getByText("Solbakken skole 2026")).toBeVisible();
  await expect(card.getByText("2026", { exact: true })).toBeVisible();
  // Six thumbnails of thirteen (her 12 pictures and her class picture), then '+7'.
  await expect(card.getByRole("img")).toHaveCount(6);
  await expect(card.getByText("+7")).toBeVisible();
  await card.getByRole("link", { name: "View", exact: true }).click();

  await expect(page).toHaveURL(/\/my-account\/picture-sets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Emma Nordmann" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Set favorites" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Set yearbook pose" })).toBeVisible();
  await expect(page.getByText("Favorites", { exact: true })).toHaveCount(0);

  const hearts = page.getByRole("main").getByRole("button", { name: "Favorite", exact: true });
  await expect(hearts).toHaveCount(13);
  await hearts.nth(3).click();
  await expect(page.getByRole("main").getByRole("button", { name: "Favorite", pressed: true })).toHaveCount(
    1,
  );
  await expect(page.getByText("Favorites", { exact: true })).toBeVisible();
  await expect(page.getByText("Non Favorites", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Emma Nordmann" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Emma Nordmann" })).not.toBeFocused();
  await expect(page.getByRole("main").getByRole("button", { name: "Favorite", pressed: true })).toHaveCount(
    1,
  );
  await expect(page.getByText("Favorites", { exact: true })).toBeVisible();
  await expect(page.getByText("Non Favorites", { exact: true })).toBeVisible();
});
