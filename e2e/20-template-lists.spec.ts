import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll, pictureSetCard } from "./support/ui.ts";

/** Whether an <img> has loaded a picture (an SVG preview the server drew). */
async function loaded(image: import("@playwright/test").Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  });
}

test("a parent goes from the categories to the cards, filters, and opens a template's create-product page", async ({
  page,
}, testInfo) => {
  await registerWithCode(page.request, "EMMA2026", "template-lists");
  await page.goto("/products/packages");
  const tiles = page.getByRole("region", { name: "Shop now" });
  await expect(tiles.getByRole("link", { name: /^Calendars/ })).toHaveAttribute(
    "href",
    "/templates/calendars",
  );
  await expect(tiles.getByRole("link", { name: /^Mugs and mouse pads/ })).toHaveAttribute(
    "href",
    "/templates/photogifts/mugs",
  );
  await page.screenshot({ path: testInfo.outputPath("categories-1280.png"), fullPage: true });

  await tiles.getByRole("link", { name: /^Cards/ }).click();
  await expect(page).toHaveURL(/\/templates\/cards\/cards-15x15$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cards" })).toBeVisible();
  await expect(page.getByText("Choose template")).toBeVisible();
  const group = page.getByRole("region", { name: "Card 15x15" });
  await expect(group.getByRole("img", { name: "Portrait square" })).toBeVisible();
  await expect.poll(() => loaded(group.getByRole("img", { name: "Christmas card" }))).toBe(true);

  await group.getByRole("button", { name: "(Prices)" }).click();
  const prices = page.getByRole("dialog", { name: "Prices of Card 15x15" });
  await expect(prices.getByRole("rowheader", { name: "25+ pcs" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("prices-1280.png") });
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Filter selection" }).click();
  const panel = page.getByRole("dialog", { name: "Filter selection" });
  await panel.getByRole("checkbox", { name: "No" }).click();
  await expect(page).toHaveURL(/texts%5B%5D=no$/);
  await panel.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: "Remove filter With text: No" })).toBeVisible();
  await expect(group.getByRole("img", { name: "Christmas card" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("cards-filtered-1280.png"), fullPage: true });

  await group.getByRole("link", { name: "Portrait square" }).click();
  await expect(page).toHaveURL(
    /\/templates\/create\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?type=cards&category=cards-15x15$/,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Portrait square" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await page.getByRole("button", { name: "Back to template list" }).click();
  await expect(page).toHaveURL(/\/templates\/cards\/cards-15x15$/);
});

test("with a child's set and the class set, every tile goes on with the set the parent looks at", async ({
  page,
}, testInfo) => {
  await registerWithCode(page.request, "EMMA2026", "guard");
  const added = await page.request.get("/ajax/prophoto/add_picture_set_by_code.php", {
    params: { code: "KLASSE3B" },
  });
  expect(added.status()).toBe(200);
  // The class set came last; the parent opens the child's set, which makes it the one shopped for.
  await page.goto("/my-account/picture-sets");
  await pictureSetCard(page, "Emma Nordmann").getByRole("link", { name: "View", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Emma Nordmann" })).toBeVisible();

  const tiles = page.getByRole("region", { name: "Shop now" });
  for (const [tile, url, heading] of [
    [/^Digital pictures/, /\/products\/digital-portraits$/, "Digital portraits"],
    [/^Catalogues/, /\/products\/catalogues$/, "Catalogues"],
    [/^Cards/, /\/templates\/cards\/cards-15x15$/, "Cards"],
  ] as const) {
    await page.goto("/products/packages");
    await expect(page.getByText("Picture set: Emma Nordmann")).toBeVisible();
    await tiles.getByRole("link", { name: tile }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Change picture set" })).toHaveCount(0);
  }

  // The size pills: 'All cards' shows both sizes and is the one marked.
  const pills = page.getByRole("navigation", { name: "Card categories" });
  await pills.getByRole("link", { name: "All cards" }).click();
  await expect(page).toHaveURL(/\/templates\/cards$/);
  await expect(pills.getByRole("link", { name: "All cards" })).toHaveAttribute("aria-current", "page");
  await expect(pills.locator("[aria-current=page]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Card 15x15" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Card 10x15/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("cards-all-1280.png") });

  // The back link says the name of the page it opens.
  await page.getByRole("link", { name: "Exclusive deals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive deals" })).toBeVisible();
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the categories, the cards and the calendars fit without horizontal scroll", async ({
    page,
  }, testInfo) => {
    await registerWithCode(page.request, "EMMA2026", "template-lists-small");
    await page.goto("/products/packages");
    await expect(page.getByRole("link", { name: /^Cards/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("categories-360.png"), fullPage: true });

    await page.goto("/templates/cards/cards-15x15");
    await expect(page.getByRole("region", { name: "Card 15x15" }).getByRole("img").first()).toBeVisible();
    const pills = page.getByRole("navigation", { name: "Card categories" });
    await expect(pills.getByRole("link", { name: "15x15 cards" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Exclusive deals" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("cards-360.png"), fullPage: true });

    // The legacy route with its pages filter.
    await page.goto("/products/calendars?pages=13");
    await expect(page).toHaveURL(/\/templates\/calendars\?pages=13$/);
    await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Wall calendar 20x30" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("calendars-360.png"), fullPage: true });

    // A photo gift category: its localised name as the heading and each template's name under its preview.
    await page.goto("/templates/photogifts/mugs");
    await expect(page.getByRole("heading", { level: 1, name: "Mugs and mouse pads" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Photo mug" })).toContainText("Photo mug");
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("mugs-360.png"), fullPage: true });
  });
});
