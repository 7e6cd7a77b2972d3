import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import sharp from "sharp";

/**
 * The README's screenshots (docs/images/) are taken by the journeys that reach those screens, so they show the shop
 * as it is. Only `E2E_DOCS_IMAGES=1` writes them: a normal run leaves the tracked files alone. Reduced to a palette
 * of colours, each stays far under 150 KB.
 */
export async function docsImage(page: Page, name: "parent-phone.png" | "editor.png"): Promise<void> {
  if (!process.env.E2E_DOCS_IMAGES) return;
  const shot = await page.screenshot();
  const png = await sharp(shot)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
  await writeFile(new URL(`../../docs/images/${name}`, import.meta.url), png);
}
