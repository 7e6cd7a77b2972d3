import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

/** A starter card as an uploaded file of its own: a new uuid and name (the format `template import` reads). */
async function templateFile(name: string) {
  const starter = new URL("../templates/starter/card-10x15--simple-portrait-10x15.json", import.meta.url);
  const document = { ...JSON.parse(await readFile(starter, "utf8")), uuid: randomUUID(), name };
  return {
    name: `${name}.json`,
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(document)),
  };
}

async function upload(page: Page, name: string) {
  const form = page.getByRole("form", { name: "Upload a template file" });
  await form.getByLabel("Template file (JSON)").setInputFiles(await templateFile(name));
  await form.getByLabel("Sold as").selectOption({ label: "Card 10x15" });
  await form.getByRole("checkbox", { name: "Cards", exact: true }).check();
  await form.getByRole("checkbox", { name: "10x15 cards" }).check();
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(form.getByText(`${name} was added.`)).toBeVisible();
}

/** The names of the templates a parent's 10×15 cards list shows, in its order. */
async function parentsCards(page: Page): Promise<Locator> {
  await page.goto("/templates/cards/cards-10x15");
  const group = page.getByRole("region", { name: "Card 10x15" });
  await expect(group.getByRole("img", { name: "Simple portrait 10x15" })).toBeVisible();
  return group;
}

test("the owner leaves a card template out of one job and re-orders two: that job's parents lose it, another job's keep it in the new order", async ({
  page,
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const first = `Sketch one ${stamp}`;
  const second = `Sketch two ${stamp}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudioAs(page, "owner", "templates");
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Templates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Templates" })).toBeVisible();
  await upload(page, first);
  await upload(page, second);

  // An upload comes last among its product's templates; the second is moved before the first.
  await page.getByLabel("Product", { exact: true }).selectOption({ label: "Card 10x15" });
  const grid = page.getByRole("listitem");
  await expect(grid.last()).toHaveAccessibleName(second);
  await page.getByRole("button", { name: `Move ${second} earlier` }).click();
  await expect(grid.last()).toHaveAccessibleName(first);
  await page.screenshot({ path: testInfo.outputPath("templates-1280.png"), fullPage: true });

  await page.getByRole("link", { name: first, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
  const kindergarten = page.getByRole("switch", { name: /^Eventyrskogen barnehage/ });
  await expect(kindergarten).toBeChecked();
  await kindergarten.click();
  await expect(kindergarten).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole("switch", { name: /^Eventyrskogen barnehage/ })).not.toBeChecked();

  const kindergartenParent = await browser.newPage();
  await registerWithCode(kindergartenParent.request, "NORA2025", "templates-left-out");
  const theirs = await parentsCards(kindergartenParent);
  await expect(theirs.getByRole("img", { name: second })).toBeVisible();
  await expect(theirs.getByRole("img", { name: first })).toHaveCount(0);
  await kindergartenParent.close();

  const schoolParent = await browser.newPage();
  await registerWithCode(schoolParent.request, "EMMA2026", "templates-kept");
  const cards = await parentsCards(schoolParent);
  await expect(cards.getByRole("img", { name: first })).toBeVisible();
  const names = await cards
    .getByRole("img")
    .evaluateAll((images) => images.map((i) => i.getAttribute("alt")));
  expect(names.indexOf(second)).toBeLessThan(names.indexOf(first));
  expect(names.indexOf(second)).toBeGreaterThan(-1);
  await schoolParent.close();

  // The journey's own templates leave the parents' lists again.
  await page.getByRole("link", { name: "Templates", exact: true }).first().click();
  await page.getByLabel("Product", { exact: true }).selectOption({ label: "Card 10x15" });
  for (const name of [first, second]) {
    const card = page.getByRole("listitem", { name });
    await card.getByRole("switch").click();
    await expect(card.getByRole("switch", { name: "Off" })).toBeVisible();
  }
});
