import { readFile } from "node:fs/promises";
import { centredCrop, pictureOrientation, printedPage } from "@shop/domain/print-size";
import { PDFDocument } from "pdf-lib";
import {
  checkoutFromCart,
  declineOffers,
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

/**
 * Issue 32's order list: a parent pays for a 10×15 print; staff finds the order by the child's name in the studio at
 * 1280 px, opens it, sees its line, payment and print file (a PDF), and downloads the list as CSV.
 */
test("staff finds a paid order by the child's name, opens it with its line, payment and print file, and downloads the list as CSV", async ({
  page,
  browser,
}, testInfo) => {
  // The parent's print goes in the cart through the shop's own call, cut as the crop screen starts.
  await registerWithCode(page.request, "EMMA2026", "studio-orders");
  const set = (await pictureSetOf(page.request, "Emma Nordmann")) as unknown as {
    pictures: Array<{ uuid: string; dimensions: { width: number; height: number } }>;
  };
  const offers = (await (await page.request.get("/api/webshop/prints")).json()) as {
    prints: Array<{ uuid: string; name: string; widthMm: number; heightMm: number; bleedMm: number }>;
  };
  const print = offers.prints.find((p) => p.name.includes("10×15"));
  const picture = set.pictures[0];
  if (!print || !picture) throw new Error("the demo shop has no 10×15 print or no picture of Emma");
  const crop = centredCrop(picture.dimensions, printedPage(print, pictureOrientation(picture.dimensions)));
  const added = await page.request.post("/api/webshop/cart/prints", {
    headers: fromShop(),
    data: { productUuid: print.uuid, pictureUuid: picture.uuid, crop },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto("/products/packages");
  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  const delivery = deliveryStep(page);
  await delivery.getByRole("radio", { name: "Pick up in store" }).check();
  await delivery.getByRole("radio", { name: /Demo Foto Bergen/ }).check();
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  const { reference } = await expectReceipt(page);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInToStudioAs(staff, "staff", "orders");
  await staff.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Orders" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await staff.getByRole("textbox", { name: "Search" }).fill("Emma Nordmann");
  await staff.getByRole("button", { name: "Find" }).click();
  await staff.getByLabel("Status").selectOption("paid");
  // Other journeys' parents of Emma order at the same time: the largest page holds them all.
  await staff.getByLabel("Orders per page").selectOption("100");
  await expect(staff).toHaveURL(/q=Emma\+Nordmann/);
  await expect(staff).toHaveURL(/status=paid/);
  const row = staff.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("Emma Nordmann");
  await expect(row).toContainText("Paid");
  await staff.screenshot({ path: testInfo.outputPath("orders-list-1280.png"), fullPage: true });

  await row.getByRole("link", { name: reference }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(staff.getByRole("region", { name: "Lines" })).toContainText("Print 10×15");
  await expect(staff.getByRole("region", { name: "Lines" })).toContainText("For Emma Nordmann");
  await expect(staff.getByRole("region", { name: "Payment" })).toContainText("Payment card");
  await expect(staff.getByRole("region", { name: "Delivery" })).toContainText("Demo Foto Bergen");
  await staff.screenshot({ path: testInfo.outputPath("order-page-1280.png"), fullPage: true });
  const pdfDownload = staff.waitForEvent("download");
  await staff.getByRole("link", { name: "Print file (PDF)" }).click();
  const pdf = await PDFDocument.load(await readFile((await (await pdfDownload).path()) as string));
  expect(pdf.getPageCount()).toBe(1);

  // Back to the list as it was filtered; its CSV holds the order.
  await staff.goBack();
  await expect(staff.getByRole("row", { name: new RegExp(reference) })).toBeVisible();
  const csvDownload = staff.waitForEvent("download");
  await staff.getByRole("link", { name: "Download CSV" }).click();
  const csv = await readFile((await (await csvDownload).path()) as string, "utf8");
  expect(csv.startsWith("\uFEFFReference;Placed;Status;")).toBe(true);
  expect(csv).toMatch(new RegExp(`\\r\\n${reference};[^\\r\\n]*;paid;[^\\r\\n]*Emma Nordmann`));
  // On a tablet the table scrolls sideways inside its frame; the page itself does not.
  await staff.setViewportSize({ width: 768, height: 1024 });
  await expect(staff.getByRole("row", { name: new RegExp(reference) })).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath("orders-list-768.png"), fullPage: true });
  await staffContext.close();
});
