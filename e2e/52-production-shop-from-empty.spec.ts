import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { firstCode } from "./support/letters.ts";
import { startProductionShop } from "./support/production-shop.ts";
import {
  adultNationalId,
  buyNow,
  checkoutFromCart,
  deliveryStep,
  expectReceipt,
  paymentStep,
  pictureSetOf,
} from "./support/purchase.ts";
import { registerWithCode, uniqueEmail } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { openBuyScreenPastWarning } from "./support/ui.ts";

const ptPerMm = 72 / 25.4;
const exampleSettings = path.resolve(import.meta.dirname, "..", "docs", "examples", "shop.json");

/** A photo as a camera gives it, large enough for a 15×15 card and a 10×15 print. */
function photo(name: string, shade: number) {
  return sharp({
    create: { width: 1500, height: 1875, channels: 3, background: { r: shade, g: 110, b: 160 } },
  })
    .jpeg()
    .toBuffer()
    .then((buffer) => ({ name, mimeType: "image/jpeg", buffer }));
}

/** After the editor's or the print's 'Add to cart': the retouch options (if the shop sells retouch), then the cart. */
async function onToCart(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/shopping-cart(\/retouch\?line=[0-9a-f-]{36}|#line-[0-9a-f-]{36})?$/);
  if (page.url().includes("/retouch")) await page.getByRole("button", { name: "Next" }).click();
}

/** The page's trim box and media box of a print file, in mm. */
async function printBoxes(pdf: Buffer) {
  const [page] = (await PDFDocument.load(pdf)).getPages();
  if (!page) throw new Error("the print file has no page");
  const mm = (box: { width: number; height: number }) =>
    [box.width / ptPerMm, box.height / ptPerMm].sort((a, b) => a - b);
  return { media: mm(page.getMediaBox()), trim: mm(page.getTrimBox()) };
}

/**
 * Issue 31's done-when: a photographer's shop in production mode, started on an empty data folder, sells nothing
 * until its owner sets it up in the studio. The owner (set up with an authenticator app, as production asks) applies
 * the shop's settings file, installs the starter templates, sells the 15×15 card at 39 kr and a 10×15 print at 29 kr,
 * uploads a logo and imports a job; a parent with a code from the job's letters designs and orders the card and the
 * print; the order's print files have the card's trim and bleed and the print's size with its bleed.
 */
test("on an empty production shop the owner sets up a card and a print in the studio, and a parent orders both", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const shop = await startProductionShop();
  try {
    const studio = await browser.newContext({ baseURL: shop.base, viewport: { width: 1280, height: 900 } });
    const page = await studio.newPage();

    // The owner's one-time set-up link, as `npm run shop -- studio owner` prints it.
    const owner = { email: uniqueEmail("production-owner"), name: "Olga Owner" };
    const link = await page.request.post("/api/operator/studio/staff", {
      headers: { authorization: `Bearer ${shop.operatorToken}` },
      data: { ...owner, role: "owner" },
    });
    expect(link.status(), await link.text()).toBe(200);
    const url = new URL(((await link.json()) as { url: string }).url);
    await page.goto(url.pathname + url.search);
    await page.getByLabel("New password").fill("a ledger of quiet lighthouses");
    await page.getByRole("button", { name: "Save and sign in" }).click();
    // Production: no page of the studio opens before a second factor is set up.
    await expect(
      page.getByText("Set up a passkey or an authenticator app before you go on", { exact: false }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await page.locator("code").textContent())?.trim() ?? "";
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    await page.getByLabel("Code from the app").fill(code);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    const nav = page.getByRole("navigation", { name: "Studio" });

    // The shop's settings file (name, delivery, payment), imported, previewed and applied in the studio.
    await nav.getByRole("link", { name: "Settings" }).click();
    await page.getByLabel("Settings file").setInputFiles(exampleSettings);
    await page.getByRole("button", { name: "Preview changes" }).click();
    await expect(page.getByRole("heading", { name: "What applying changes" })).toBeVisible();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText(/^Applied: \d+ changes\. Parents see them at once\.$/)).toBeVisible();

    // Products: an empty shop offers the starter templates; the 15×15 card goes on sale at 39 kr.
    await nav.getByRole("link", { name: "Products" }).click();
    await page.getByRole("button", { name: "Install the starter templates" }).click();
    await expect(
      page.getByText(/^Added \d+ products\. They are not on sale until you give them a price\.$/),
    ).toBeVisible();
    const cards = page.getByRole("region", { name: "Cards, calendars and photo gifts" });
    await cards.getByRole("link", { name: "Change Card 15x15" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Card 15x15" })).toBeVisible();
    await page.getByRole("textbox", { name: "Price (row 1)", exact: true }).fill("39");
    await page.getByRole("checkbox", { name: "On sale: parents can buy it" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();

    // Prints: a 10×15 size at 29 kr.
    await nav.getByRole("link", { name: "Prints" }).click();
    await expect(page.getByText("The shop sells no prints yet. Add a size to sell prints.")).toBeVisible();
    await page.getByRole("button", { name: "Add a print size" }).click();
    await page.getByLabel("Name (English)").fill("Print 10×15");
    await page.getByLabel("Name (Norsk bokmål)").fill("Papirbilde 10×15");
    await page.getByLabel("Width (mm)").fill("100");
    await page.getByLabel("Height (mm)").fill("150");
    await page.getByLabel("Price per print").fill("29");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("row", { name: /Print 10×15/ })).toContainText("10×15 cm, bleed 3 mm");

    // The logo.
    await nav.getByRole("link", { name: "Look" }).click();
    const logo = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 31, g: 78, b: 121, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Upload a logo")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await expect(page.locator("[data-look-file=logo]").getByRole("status")).toHaveText(
      "Saved; parents see it on their next page.",
    );

    // A job of one pupil with two photos, imported in the browser; the letters give the parent's code.
    const jobName = "Fjellet skole 2026";
    await nav.getByRole("link", { name: "Jobs" }).click();
    await page.getByRole("link", { name: "New job or re-import" }).click();
    await page.getByLabel("Job name").fill(jobName);
    await page.getByRole("button", { name: "Next: the files" }).click();
    await page.getByLabel("Choose files or a zip").setInputFiles([
      {
        name: "roster.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("subject,group,picture\nIda Hansen,3B,ida-1.jpg\nIda Hansen,3B,ida-2.jpg\n"),
      },
      await photo("ida-1.jpg", 200),
      await photo("ida-2.jpg", 90),
    ]);
    await expect(page.getByText("3 of 3 files uploaded (100 %)")).toBeVisible();
    await page.getByRole("button", { name: "Check the roster" }).click();
    await expect(page.getByText("The roster is fine.")).toBeVisible();
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("Thumbnails: 2 of 2")).toBeVisible({ timeout: 60_000 });
    await page.getByRole("link", { name: "Open the job" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the letters (PDF)" }).click();
    const letterCode = (
      await firstCode(await readFile((await (await download).path()) as string))
    ).replaceAll(" ", "");

    // The parent, in a browser of their own: the front page shows the shop's logo.
    const family = await browser.newContext({ baseURL: shop.base, viewport: { width: 1280, height: 900 } });
    const parent = await family.newPage();
    await parent.goto("/");
    await expect(parent.getByRole("banner").getByRole("img", { name: await parent.title() })).toBeVisible();
    await registerWithCode(parent.request, letterCode, "production-parent", shop.base);

    // The card, designed from the cards list and put in the cart at 39 kr.
    await parent.goto("/templates/cards/cards-15x15");
    await parent
      .getByRole("region", { name: "Card 15x15" })
      .getByRole("link", { name: "Christmas card" })
      .click();
    await expect(parent.getByRole("heading", { level: 1, name: "Christmas card" })).toBeVisible();
    const buy = await openBuyScreenPastWarning(parent);
    await expect(buy.getByText("Sum").locator("..")).toContainText(/NOK\s39\.00/);
    await buy.getByRole("button", { name: "Add to cart" }).click();
    await onToCart(parent);
    await expect(parent.getByRole("article", { name: "Card 15x15" })).toContainText(/NOK\s39\.00/);

    // The print: the crop zoomed in on the crop screen, 29 kr.
    const set = await pictureSetOf(parent.request, "Ida Hansen");
    await parent.goto(`/my-account/picture-sets/${set.uuid}`);
    await parent.getByRole("main").getByRole("img", { name: "Ida Hansen, picture 1", exact: true }).click();
    await parent.getByRole("dialog").getByRole("link", { name: "Order a print" }).click();
    await parent.getByRole("radio", { name: /Print 10×15/ }).check();
    await parent.getByRole("button", { name: "Choose the crop" }).click();
    await parent.getByRole("button", { name: "Zoom in" }).click();
    await parent.getByRole("button", { name: "Done" }).click();
    await expect(parent.getByRole("heading", { name: "Your print" })).toBeVisible();
    await parent.getByRole("button", { name: "Add to cart" }).click();
    await onToCart(parent);
    await expect(parent.getByRole("article").filter({ hasText: "Print 10×15" })).toContainText(/NOK\s29\.00/);

    // Checkout: picked up in store, paid by invoice (the way to pay this shop offers without a card provider).
    await checkoutFromCart(parent);
    const finish = parent.getByRole("heading", { level: 1, name: "Finish order" });
    while (!(await finish.isVisible())) {
      const offer = parent.getByRole("dialog").getByRole("button", { name: "No thanks" });
      if (await offer.isVisible()) await offer.click();
      else await parent.waitForTimeout(100);
    }
    const delivery = deliveryStep(parent);
    await delivery.getByRole("radio", { name: "Pick up in store" }).check();
    await delivery.getByRole("radio", { name: /Demo Foto Oslo$/ }).check();
    await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Hansen");
    await delivery.getByRole("button", { name: "Continue" }).click();
    const payment = paymentStep(parent);
    await payment.getByRole("radio", { name: "Invoice" }).check();
    await payment.getByRole("textbox", { name: "National identity number" }).fill(adultNationalId);
    await payment.getByRole("button", { name: "Continue" }).click();
    await buyNow(parent);
    await parent.getByRole("button", { name: "Confirm order" }).click();
    const { orderUuid } = await expectReceipt(parent);
    await parent.screenshot({ path: testInfo.outputPath("production-receipt-1280.png"), fullPage: true });

    // The print files, as the photographer's lab gets them.
    const order = (await (await parent.request.get(`/api/webshop/user/orders/${orderUuid}`)).json()) as {
      order: {
        orderLines: Array<{
          uuid: string;
          product: { kind: string; name: string };
          print?: { crop: { width: number; height: number } } | null;
        }>;
      };
    };
    const printFile = async (kind: string) => {
      const line = order.order.orderLines.find((l) => l.product.kind === kind);
      const file = await page.request.get(`/api/operator/orders/${orderUuid}/lines/${line?.uuid}/print.pdf`, {
        headers: { authorization: `Bearer ${shop.operatorToken}` },
      });
      expect(file.status(), await file.text().catch(() => "")).toBe(200);
      return printBoxes(await file.body());
    };
    // The card: trimmed at 150×150 mm, with the template's 3 mm of bleed on every side.
    const card = await printFile("template_product");
    expect(card.trim[0]).toBeCloseTo(150, 0);
    expect(card.trim[1]).toBeCloseTo(150, 0);
    expect(card.media[0]).toBeCloseTo(156, 0);
    expect(card.media[1]).toBeCloseTo(156, 0);
    // The print: 10×15 cm with its 3 mm of bleed, made from the crop the parent zoomed in to.
    const crop = order.order.orderLines.find((l) => l.product.kind === "print")?.print?.crop;
    expect(crop?.width).toBeLessThan(0.95);
    expect(crop?.height).toBeLessThan(0.95);
    const print = await printFile("print");
    expect(print.trim[0]).toBeCloseTo(100, 0);
    expect(print.trim[1]).toBeCloseTo(150, 0);
    expect(print.media[0]).toBeCloseTo(106, 0);
    expect(print.media[1]).toBeCloseTo(156, 0);
    await family.close();
    await studio.close();
  } finally {
    await shop.stop();
  }
});
