import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pdfText, unzip } from "../apps/server/src/modules/production/file-test-support.ts";
import {
  deliveryStep,
  expectReceipt,
  payByCard,
  payWith,
  pictureSetOf,
  testCards,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, fromShop, test } from "./support/test.ts";
import { expectNoHorizontalScroll } from "./support/ui.ts";

/** A parent of Ida Hansen (3B; no other journey orders for her) orders a Christmas card for pickup at school and pays. */
async function orderCardForPickup(page: Page): Promise<string> {
  await registerWithCode(page.request, "IDA2026", "production-run");
  const set = await pictureSetOf(page.request, "Ida Hansen");
  const cards = (await (await page.request.get("/api/webshop/templates/cards")).json()) as {
    templates: Array<{ uuid: string; version: number; name: string; product: { uuid: string } }>;
  };
  const card = cards.templates.find((t) => t.name === "Christmas card");
  if (!card) throw new Error("the demo has no Christmas card");
  const fill = await page.request.post("/api/webshop/user/templates/fill-template", {
    headers: fromShop(),
    data: { template: { uuid: card.uuid }, subject: { uuid: set.uuid } },
  });
  expect(fill.status(), await fill.text()).toBe(200);
  const { year, userResources } = (await fill.json()) as { year: number; userResources: unknown };
  const added = await page.request.post("/api/webshop/cart/template-products", {
    headers: fromShop(),
    data: {
      template: { uuid: card.uuid, version: card.version },
      year,
      userResources,
      subject: { uuid: set.uuid },
      lines: [{ productUuid: card.product.uuid, quantity: 1 }],
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto("/shopping-cart/checkout");
  // The checkout's offers (the catalogue, a package) are declined, however many it makes.
  const finish = page.getByRole("heading", { level: 1, name: "Finish order" });
  const offer = page.getByRole("dialog").getByRole("button", { name: "No thanks" });
  await expect(finish.or(offer).first()).toBeVisible();
  while (await offer.isVisible()) {
    await offer.click();
    await expect(finish.or(offer).first()).toBeVisible();
  }
  const delivery = deliveryStep(page);
  await delivery.getByRole("radio", { name: "Pick up at school" }).check();
  const name = delivery.getByRole("textbox", { name: "Name" });
  if (await name.isVisible()) await name.fill("Hanne Hansen");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  return (await expectReceipt(page)).reference;
}

/**
 * Issue 32's production run: staff opens the job of a paid card order, starts a run for its class's school pickups
 * from there, waits for it on the Production page, and downloads the print files' zip (the card under its class and
 * child) and the class's packing list (the child and the order's reference).
 */
test("staff starts a production run for a job's class and downloads its zip and packing list", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const reference = await orderCardForPickup(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudioAs(page, "staff", "production");
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Jobs" }).click();
  await page.getByRole("link", { name: "Solbakken skole 2026" }).click();
  await page.getByRole("link", { name: "Start a production run" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Production" })).toBeVisible();
  await expect(page.getByLabel("Job")).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel("Delivery").selectOption({ label: "Pickup at school" });
  await page.getByLabel("Class").selectOption("3B");
  await page.getByRole("button", { name: "Start run" }).click();
  await expect(page.getByText(/The run has started with \d+ orders?\./)).toBeVisible();

  const run = page.getByRole("table", { name: "Runs" }).getByRole("row").nth(1);
  await expect(run).toContainText("Pickup at school · 3B");
  await expect(run).toContainText("Done", { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath("production-1280.png"), fullPage: true });

  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    run.getByRole("link", { name: "Print files (zip)" }).click(),
  ]);
  const zipFile = testInfo.outputPath(zip.suggestedFilename());
  await zip.saveAs(zipFile);
  expect(zip.suggestedFilename()).toBe("Solbakken-skole-2026-prints.zip");
  expect([...(await unzip(readFileSync(zipFile))).keys()]).toContain(
    `3B/Ida-Hansen/${reference}-1-christmas-card.pdf`,
  );

  const [list] = await Promise.all([
    page.waitForEvent("download"),
    run.getByRole("link", { name: "Packing list, class 3B" }).click(),
  ]);
  const listFile = testInfo.outputPath(list.suggestedFilename());
  await list.saveAs(listFile);
  const text = (await pdfText(readFileSync(listFile))).join("");
  expect(text).toContain("Packing list: Solbakken skole 2026 — 3B");
  expect(text).toContain("Ida Hansen");
  expect(text).toContain(reference);

  await page.setViewportSize({ width: 768, height: 1000 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath("production-768.png"), fullPage: true });
});
