import type { Page } from "@playwright/test";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { pictureSetCard } from "./support/ui.ts";

function action(page: Page, name: string) {
  return page.getByRole("link", { name, exact: true }).or(page.getByRole("button", { name, exact: true }));
}

test("a signed-in parent adds SIBS2026 from the front page", async ({ page }) => {
  // page.request shares the browser's cookies, so the browser is signed in as the new account.
  await registerWithCode(page.request, "EMMA2026", "add-front");

  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "Would you like to add another picture set?" }),
  ).toBeVisible();
  await expect(page.getByText("Logged in")).toBeVisible();
  await expect(action(page, "My picture sets")).toBeVisible();

  const code = page.getByLabel("Code");
  await code.fill("NOPE9999");
  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page.getByText("The code is not valid")).toBeVisible();

  await code.fill("SIBS2026");
  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(page.getByText("Emma og Jonas Nordmann").first()).toBeVisible();
  await expect(page.getByText("4 pictures")).toBeVisible();
  // Siblings qualify for the yearbook pose only, so the next step skips the favorites.
  await action(page, "Next").click();
  await expect(page).toHaveURL(/\/new-picture-set\/yearbook-pose$/);
});

test("a signed-in parent adds KLASSE3B on the add-picture-set page, where short and wrong codes do not pass", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "add-page");

  await page.goto("/my-account/add-picture-set");
  const code = page.getByLabel("Code");
  await expect(page.getByRole("heading", { name: "Add picture set" })).toBeVisible();
  const submit = page.getByRole("main").getByRole("button", { name: "Add pictures" });
  await expect(submit).toBeDisabled();
  await code.fill("KLAS");
  await expect(submit).toBeDisabled();
  await code.fill("WRONG");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText("The code is not valid")).toBeVisible();

  await code.fill("KLASSE3B");
  await submit.click();
  await expect(page).toHaveURL(/\/new-picture-set$/);
  await expect(page.getByText("Klasse 3B").first()).toBeVisible();
  await expect(page.getByText("2 pictures")).toBeVisible();
  await expect(action(page, "View offers and campaigns")).toBeVisible();

  await page.goto("/my-account/picture-sets");
  await expect(pictureSetCard(page, "Klasse 3B")).toBeVisible();
  await expect(pictureSetCard(page, "Emma Nordmann")).toBeVisible();
});

test("the add-picture-code dialog keeps its button disabled below six characters", async ({ page }) => {
  await registerWithCode(page.request, "EMMA2026", "add-dialog");

  await page.goto("/my-account/picture-sets");
  await page.getByRole("button", { name: "Add picture set" }).click();
  const dialog = page.getByRole("dialog", { name: "Add picture code" });
  const code = dialog.getByLabel("Code");
  const submit = dialog.getByRole("button", { name: "Add pictures" });
  await expect(submit).toBeDisabled();
  await code.fill("SIBS2");
  await expect(submit).toBeDisabled();
  await code.fill("SIBS20");
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByText("The code is not valid")).toBeVisible();
});
