import sharp from "sharp";
import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll } from "./support/ui.ts";

/** Whether an <img> has loaded a picture (an SVG preview the server drew). */
async function loaded(image: import("@playwright/test").Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  });
}

/**
 * Issue 31, the simple template editor: the owner makes a 15×15 card with a background picture, a picture field and a
 * text field, saves it to the demo's card product (on sale), and sees the shop's preview of it; a parent finds it in
 * the cards list and opens it in the shop's editor, background and all.
 */
test("the owner makes a 15×15 card in the studio's template editor, and a parent opens it in the shop's editor", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudioAs(page, "owner", "template-editor");
  const name = `Woodland card ${Date.now()}`;

  await page.goto("/studio/templates/new");
  await expect(page.getByRole("heading", { level: 1, name: "New template" })).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Sold as").selectOption({ label: "Card 15x15" });
  await expect(page.getByLabel("Width (mm)").first()).toHaveValue("150");
  await expect(page.getByLabel("Height (mm)").first()).toHaveValue("150");

  const background = await sharp({
    create: { width: 900, height: 900, channels: 3, background: { r: 46, g: 125, b: 50 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Background picture file")
    .setInputFiles({ name: "woodland.jpg", mimeType: "image/jpeg", buffer: background });
  await expect(page.getByRole("button", { name: "Replace the background" })).toBeVisible();
  const drawing = page.getByRole("img", {
    name: `The page of ${name}, with its bleed, trim line and safe zone`,
  });
  await expect(drawing.locator("image[data-artwork]")).toHaveCount(1);

  await page.getByRole("button", { name: "Add a picture field" }).click();
  // Moved by the pointer, and back with Ctrl+Z.
  const picture = page.getByRole("button", { name: "Picture field 1" });
  const box = await picture.boundingBox();
  if (!box) throw new Error("the picture field is not drawn");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByLabel("From the left (mm)")).not.toHaveValue("37.5");
  await picture.focus();
  await page.keyboard.press("Control+z");
  await expect(page.getByLabel("From the left (mm)")).toHaveValue("37.5");
  await page.getByRole("button", { name: "Add a text field" }).click();
  await page.getByLabel("Default text").fill("Happy autumn, {name}");
  await page.getByLabel("Font").selectOption("Lobster");
  const text = page.getByRole("button", { name: "Text field: Happy autumn, {name}" });
  await text.focus();
  const top = Number(await page.getByLabel("From the top (mm)").inputValue());
  await page.keyboard.press("Shift+ArrowUp");
  await expect(page.getByLabel("From the top (mm)")).toHaveValue(String(top - 10));
  await page.screenshot({ path: testInfo.outputPath("template-editor-1280.png"), fullPage: true });

  await page.getByRole("button", { name: "Save" }).click();
  const saved = page
    .getByRole("status")
    .filter({ hasText: "Saved as version 1 of a template of Card 15x15." });
  await expect(saved).toBeVisible();
  await expect(page).toHaveURL(/\/studio\/templates\/[0-9a-f-]{36}\/edit$/);
  await expect
    .poll(() => loaded(saved.getByRole("img", { name: "The template as the shop's lists show it" })))
    .toBe(true);
  await page.setViewportSize({ width: 768, height: 1024 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath("template-editor-768.png"), fullPage: true });

  const parent = await browser.newPage();
  await registerWithCode(parent.request, "EMMA2026", "studio-template-editor");
  await parent.goto("/templates/cards/cards-15x15");
  const cards = parent.getByRole("region", { name: "Card 15x15" });
  await expect.poll(() => loaded(cards.getByRole("img", { name }))).toBe(true);
  await parent.screenshot({ path: testInfo.outputPath("cards-list.png"), fullPage: true });
  await cards.getByRole("link", { name }).click();
  await expect(parent.getByRole("heading", { level: 1, name })).toBeVisible();
  const design = parent.getByRole("img", { name: /^Preview of/ });
  await expect(design.locator("image[data-artwork]")).toHaveCount(1);
  await expect(design.locator("image[data-picture]")).toHaveCount(1);
  await expect(design.getByText("Happy autumn, Emma Nordmann")).toBeVisible();
  await parent.screenshot({ path: testInfo.outputPath("shop-editor.png"), fullPage: true });
  await parent.close();
});
