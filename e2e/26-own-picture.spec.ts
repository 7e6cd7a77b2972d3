import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll, followLink, openBuyScreenPastWarning } from "./support/ui.ts";

/**
 * Spec 02 § Template editor (image source and upload) and issue 12 § The parent's own pictures: a parent opens a
 * card, switches the image inbox to 'Recent images', which has none and so opens the file chooser, uploads a
 * family photo of their own (a phone's JPEG with a GPS position), which is chosen at once, and adds the card to the
 * cart, where its preview draws the upload; the upload's first try meets a busy shop and is tried again. The demo shop takes own pictures (docs/examples/shop.json,
 * `allowOwnPhotos`); the parent is a new account with Emma's code, so the demo account is never changed.
 */

/** A family photo as a phone saves it: landscape pixels stored with EXIF orientation 6 and a GPS position. */
async function familyPhoto(): Promise<Buffer> {
  const sun = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f4c542" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 900, height: 600, channels: 3, background: "#2e86c1" } })
    .composite([{ input: sun, left: 60, top: 60 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 54/1 0/1" } })
    .toBuffer();
}

async function ownPictureJourney(page: Page, testInfo: TestInfo, tag: string, width: number) {
  await registerWithCode(page.request, "EMMA2026", tag);
  await page.goto("/products/packages");
  await followLink(
    page,
    page.getByRole("region", { name: "Shop now" }).getByRole("link", { name: /^Cards/ }),
    /\/templates\/cards\/cards-15x15$/,
  );
  await page
    .getByRole("region", { name: "Card 15x15" })
    .getByRole("link", { name: "Christmas card" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Christmas card" })).toBeVisible();
  await page
    .getByRole("toolbar", { name: "Editor tools" })
    .getByRole("button", { name: "Change/edit photos" })
    .click();
  const choose = page.getByRole("region", { name: "Choose image" });
  if (await choose.isVisible()) await choose.getByRole("button", { name: "Image 1" }).click();
  await expect(page.getByRole("heading", { name: "Image", exact: true })).toBeVisible();

  // The image source: the picture set first; 'Recent images' with none opens the file chooser.
  const source = page.getByRole("group", { name: "Image source" });
  await expect(source.getByRole("radio", { name: "Picture set" })).toBeChecked();
  await expect(page.getByRole("button", { name: /^Picture id / }).first()).toBeVisible();
  // The first try finds the shop busy decoding other pictures (503 upload_busy, decision 0038): the dialog says
  // 'Retrying...', not a failure, and the next try 5 s later goes through.
  let busyAnswered = false;
  await page.route("**/system/iframes/upload_internal.php*", async (route) => {
    if (busyAnswered) return route.continue();
    busyAnswered = true;
    return route.fulfill({
      status: 503,
      headers: { "retry-after": "5" },
      contentType: "application/json",
      body: JSON.stringify({
        error: "The shop is busy with other pictures; try again in a few seconds",
        code: "upload_busy",
      }),
    });
  });
  const chooser = page.waitForEvent("filechooser");
  await source.getByText("Recent images").click();
  await (await chooser).setFiles({ name: "family.jpg", mimeType: "image/jpeg", buffer: await familyPhoto() });
  const status = page.getByRole("dialog", { name: "Upload status" });
  await expect(status.getByRole("status")).toHaveText("Retrying...");
  await page.screenshot({ path: testInfo.outputPath(`own-picture-retrying-${width}.png`) });

  // One file uploaded is chosen at once: it is the picture of the field, shown in the crop frame.
  const uploaded = page.getByRole("button", { name: /^Picture id U-[0-9A-F]{8}$/ });
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded).toHaveAttribute("aria-pressed", "true");
  const uploadedId = ((await uploaded.getAttribute("aria-label")) ?? "").replace("Picture id ", "");
  await expect(page.getByRole("dialog", { name: "Upload status" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`own-picture-${width}.png`), fullPage: true });

  // The parent's recent images hold it, marked as their own, upright and without its EXIF data.
  const recent = await page.request.get("/api/webshop/user/recent-images");
  expect(recent.status()).toBe(200);
  const { images } = (await recent.json()) as {
    images: {
      uuid: string;
      webshopId: string;
      width: number;
      height: number;
      keywords: string[];
      urls: { preview: string };
    }[];
  };
  const image = images.find((i) => i.webshopId === uploadedId);
  if (!image) throw new Error("the upload is not among the recent images");
  expect(image.keywords).toContain("user_uploaded");
  expect([image.width, image.height]).toEqual([600, 900]);
  const preview = await page.request.get(image.urls.preview);
  expect(preview.status()).toBe(200);
  expect((await sharp(await preview.body()).metadata()).exif).toBeUndefined();

  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("toolbar", { name: "Editor tools" })).toBeVisible();
  const buy = await openBuyScreenPastWarning(page);
  await buy.getByRole("button", { name: "Add to cart" }).click();

  await expect(page).toHaveURL(/\/shopping-cart$/);
  const line = page.getByRole("article", { name: "Card 15x15" });
  await expect(line.getByRole("img", { name: "Preview of Christmas card" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`own-picture-cart-${width}.png`), fullPage: true });

  // The cart's card places the upload (userSupplied), previews it, and never offers it as a digital file.
  const cart = await page.request.get("/api/webshop/cart");
  expect(cart.status()).toBe(200);
  const { cart: answer } = (await cart.json()) as {
    cart: {
      orderLines: {
        digitalFiles: { uuid: string }[];
        template: {
          pictureUrls: Record<string, string>;
          data: {
            userResources: Record<
              string,
              { kind: string; userSupplied?: boolean; image?: { uuid: string } | null }
            >;
          };
        } | null;
      }[];
    };
  };
  const card = answer.orderLines.find((l) => l.template !== null);
  const resources = Object.values(card?.template?.data.userResources ?? {});
  expect(resources.some((r) => r.kind === "image" && r.image?.uuid === image.uuid && r.userSupplied)).toBe(
    true,
  );
  expect(card?.template?.pictureUrls[image.uuid]).toBeDefined();
  expect(card?.digitalFiles.map((f) => f.uuid)).not.toContain(image.uuid);
}

test("a parent uploads a picture of their own, puts it on a card and adds the card to the cart", async ({
  page,
}, testInfo) => {
  await ownPictureJourney(page, testInfo, "own-picture", 1280);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("the same with a phone's screen", async ({ page }, testInfo) => {
    await ownPictureJourney(page, testInfo, "own-picture-narrow", 360);
  });
});
