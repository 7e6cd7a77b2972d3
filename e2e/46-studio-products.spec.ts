import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

/**
 * The studio's Products area (issue 31) on the demo shop, which has the starter library installed and priced: the
 * owner installs it again (nothing is added), prices a card product as people write prices, and a parent's price
 * table shows the new price without a restart. The card is the demo's 10×15 one, which no other journey prices, and
 * its price is put back at the end, so journeys running at the same time see the demo as it is.
 */
test("the owner prices a card product as typed in the studio, and a parent sees the price at once", async ({
  page,
}) => {
  await signInToStudioAs(page, "owner");
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  const cards = page.getByRole("region", { name: "Cards, calendars and photo gifts" });
  await expect(cards.getByRole("rowheader", { name: /^Card 10x15/ })).toBeVisible();

  await page.getByRole("button", { name: "Install the starter templates" }).click();
  await expect(
    page.getByText("The starter templates are installed already; nothing was added."),
  ).toBeVisible();

  await cards.getByRole("link", { name: "Change Card 10x15" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Card 10x15" })).toBeVisible();
  const price = page.getByRole("textbox", { name: "Price (row 1)", exact: true });
  await price.fill("39,999");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Price (row 1): “39,999” can be read two ways");
  await price.fill("39");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "NOK 39.00" })).toBeVisible();

  const parent = await page.context().newPage();
  await registerWithCode(parent.request, "EMMA2026", "studio-products");
  await parent.goto("/templates/cards/cards-10x15");
  await parent.getByRole("region", { name: "Card 10x15" }).getByRole("button", { name: "(Prices)" }).click();
  await expect(parent.getByRole("dialog", { name: "Prices of Card 10x15" })).toContainText("NOK 39.00");

  await price.fill("19");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("definition").filter({ hasText: "NOK 19.00" })).toBeVisible();
});
