import { uniqueEmail } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { accountMenuButton } from "./support/ui.ts";

test("a new parent goes from the code EMMA2026 through registration, favorites and yearbook pose to the offers", async ({
  page,
}) => {
  const email = uniqueEmail("new-parent");

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  // Case and spaces do not matter when a code is redeemed.
  await page.getByLabel("Code").fill("emma 2026");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(
    page.getByText("Please enter your email address to access the photos of Emma Nordmann"),
  ).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Create a free user account" })).toBeVisible();
  const emailField = page.getByLabel("Email");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  const createUser = page.getByRole("button", { name: "Create user" });
  await expect(createUser).toBeDisabled();

  await page.getByRole("button", { name: "Terms of service" }).click();
  const terms = page.getByRole("dialog", { name: "Terms of service" });
  await expect(terms).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(terms).toBeHidden();

  await page.getByLabel("Phone number").fill("+47 912 34 567");
  await page.getByLabel("Choose a password").fill("abc");
  await page.getByLabel("Choose a password").blur();
  await expect(page.getByText("That's too short!")).toBeVisible();
  await expect(createUser).toBeDisabled();
  // Long enough, but among the most common passwords: the server refuses it and the form flags the field.
  await page.getByLabel("Choose a password").fill("sunshine1");
  await createUser.click();
  await expect(page.getByRole("alert")).toHaveText("This password is too common. Please choose another.");
  await expect(page.getByLabel("Choose a password")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Choose a password").fill("sunny-day-7");
  await expect(createUser).toBeEnabled();
  await createUser.click();

  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(page.getByRole("heading", { name: "New picture set" })).toBeVisible();
  await expect(page.getByText("Emma Nordmann").first()).toBeVisible();
  await expect(page.getByText("Solbakken skole 2026").first()).toBeVisible();
  // Her 12 pictures and her class picture.
  await expect(page.getByText("13 pictures")).toBeVisible();
  await expect(accountMenuButton(page)).toBeVisible();

  const thumbnails = page.getByRole("main").getByRole("img");
  await expect(thumbnails).toHaveCount(13);
  await expect(thumbnails.first()).toHaveAttribute("src", /\/320\?/);

  // A picture opens full screen; the arrow key moves on and Escape closes it.
  await thumbnails.first().click();
  const viewer = page.getByRole("dialog", { name: "Picture" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText("1 / 13")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("2 / 13")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  const skipOrNext = (name: string) =>
    page.getByRole("link", { name, exact: true }).or(page.getByRole("button", { name, exact: true }));
  // Emma qualifies for her own favorites, so the favorites step comes first.
  await skipOrNext("Next").click();
  await expect(page).toHaveURL(/\/new-picture-set\/favorites$/);
  await expect(skipOrNext("Skip")).toBeVisible();
  const hearts = page.getByRole("main").getByRole("button", { name: "Favorite", exact: true });
  await expect(hearts).toHaveCount(13);
  await hearts.first().click();
  await expect(hearts.first()).toHaveAttribute("aria-pressed", "true");
  await expect(skipOrNext("Next")).toBeVisible();
  await skipOrNext("Next").click();

  await expect(page).toHaveURL(/\/new-picture-set\/yearbook-pose$/);
  await expect(skipOrNext("Skip")).toBeVisible();
  const poses = page.getByRole("radio");
  // Her 12 pictures: the class picture is no yearbook pose.
  await expect(poses).toHaveCount(12);
  // The radio buttons are the pictures themselves: a parent taps the picture.
  await page.getByRole("group", { name: "Yearbook pose" }).getByRole("img").nth(2).click();
  await expect(poses.nth(2)).toBeChecked();
  await skipOrNext("Next").click();

  await expect(page).toHaveURL(/\/products\/packages$/);
});
