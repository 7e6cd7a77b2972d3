import sharp from "sharp";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

/** A logo as a photographer has one: a wide PNG with transparency. */
function logoPng(): Promise<Buffer> {
  return sharp({
    create: { width: 600, height: 200, channels: 4, background: { r: 122, g: 31, b: 92, alpha: 0.9 } },
  })
    .png()
    .toBuffer();
}

test("the owner uploads a logo and changes the primary colour, a parent's front page shows both without a restart, and a colour pair below AA is refused with its figures", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudioAs(page, "owner");
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Look" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "The shop's look" })).toBeVisible();

  const primary = page.getByRole("textbox", { name: "Primary colour", exact: true });
  const text = page.getByRole("textbox", { name: "Text colour", exact: true });
  const before = { primary: await primary.inputValue(), text: await text.inputValue() };

  await page
    .getByLabel("Upload a logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
  const logoCard = page.locator("[data-look-file=logo]");
  await expect(logoCard.getByRole("status")).toHaveText("Saved; parents see it on their next page.");
  await expect(logoCard.getByRole("img")).toBeVisible();

  await primary.fill("#7a1f5c");
  await page.getByRole("button", { name: "Save colours" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The colours are saved" })).toBeVisible();

  // A parent, in a browser of their own, on the same running shop.
  const parent = await browser.newContext();
  const front = await parent.newPage();
  await front.goto("/");
  const shopName = await front.title();
  const logo = front.getByRole("banner").getByRole("img", { name: shopName });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute("src", /^\/api\/webshop\/look\/logo-[0-9a-f]{16}-96\.png$/);
  const drawnPrimary = await front.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-primary").trim(),
  );
  expect(drawnPrimary).toBe("#7a1f5c");
  await parent.close();

  // Light grey text on the light background: refused, with the pair and its figures.
  await text.fill("#aaaaaa");
  const pair = page.locator("[data-pair=textOnBackground]");
  await expect(pair).toContainText("Text on the background:");
  await expect(pair).toContainText("below AA (4.5:1)");
  await page.getByRole("button", { name: "Save colours" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Not saved: a colour pair is below WCAG AA. The figures show which.",
  );

  // The shop is shared by the other journeys: its look goes back as it was.
  await text.fill(before.text);
  await primary.fill(before.primary);
  await page.getByRole("button", { name: "Save colours" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The colours are saved" })).toBeVisible();
  await logoCard.getByRole("button", { name: "Remove the logo" }).click();
  await expect(logoCard.getByText("No logo: the header shows the shop's name.")).toBeVisible();
});
