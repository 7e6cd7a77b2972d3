import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pdfText, unzip } from "../apps/server/src/modules/production/file-test-support.ts";
import {
  deliveryStep,
  expectReceipt,
  openCheckoutDecliningOffers,
  payByCard,
  payWith,
  pictureSetOf,
  testCards,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, fromShop, test } from "./support/test.ts";
import { expectNoHorizontalScroll } from "./support/ui.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** A parent of Ida Hansen (3B; no other journey orders for her) orders a Christmas card for pickup at school and pays. */
async function orderCardForPickup(page: Page) {
  const parent = await registerWithCode(page.request, "IDA2026", "done-when");
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

  await openCheckoutDecliningOffers(page);
  const delivery = deliveryStep(page);
  await delivery.getByRole("radio", { name: "Pick up at school" }).check();
  const name = delivery.getByRole("textbox", { name: "Name" });
  if (await name.isVisible()) await name.fill("Hanne Hansen");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  return { parent, ...(await expectReceipt(page)) };
}

/**
 * Issue 32's done-when, at 1280 px: staff finds a paid order, starts a production run for its job, downloads the zip
 * and the packing list (both opened and read), marks the class 'ready for pickup at school', and the parent's order
 * page shows the timeline and the mail arrived.
 */
test("staff finds a paid order, makes it in a production run, marks its class ready for pickup, and the parent sees the timeline and the mail", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { parent, orderUuid, reference } = await orderCardForPickup(page);
  const timeline = page.getByRole("region", { name: "Order timeline" });
  await expect(timeline).toContainText(/Expected: \w+ \d+, \d{4}/);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInToStudioAs(staff, "staff", "done-when");
  const nav = staff.getByRole("navigation", { name: "Studio" });

  // The paid order, found by the child's name.
  await nav.getByRole("link", { name: "Orders" }).click();
  await staff.getByRole("textbox", { name: "Search" }).fill("Ida Hansen");
  await staff.getByRole("button", { name: "Find" }).click();
  await staff.getByLabel("Orders per page").selectOption("100");
  const found = staff.getByRole("row", { name: new RegExp(reference) });
  await expect(found).toContainText("Paid");
  await found.getByRole("link", { name: reference }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(staff.getByRole("region", { name: "Lines" })).toContainText("For Ida Hansen");
  await expect(staff.getByRole("region", { name: "Status" })).toContainText("Paid");
  await staff.screenshot({ path: testInfo.outputPath("order-page-1280.png"), fullPage: true });

  // A production run of the job's class 3B school pickups, started from the job's page.
  await nav.getByRole("link", { name: "Jobs" }).click();
  await staff.getByRole("link", { name: "Solbakken skole 2026" }).click();
  await staff.getByRole("link", { name: "Start a production run" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Production" })).toBeVisible();
  await expect(staff.getByLabel("Job")).toHaveValue(/[0-9a-f-]{36}/);
  await staff.getByLabel("Delivery").selectOption({ label: "Pickup at school" });
  await staff.getByLabel("Class").selectOption("3B");
  await staff.getByRole("button", { name: "Start run" }).click();
  await expect(staff.getByText(/The run has started with \d+ orders?\./)).toBeVisible();
  const run = staff.getByRole("table", { name: "Runs" }).getByRole("row").nth(1);
  await expect(run).toContainText("Pickup at school · 3B");
  await expect(run).toContainText("Done", { timeout: 30_000 });
  await staff.screenshot({ path: testInfo.outputPath("production-1280.png"), fullPage: true });

  const [zip] = await Promise.all([
    staff.waitForEvent("download"),
    run.getByRole("link", { name: "Print files (zip)" }).click(),
  ]);
  const zipFile = testInfo.outputPath(zip.suggestedFilename());
  await zip.saveAs(zipFile);
  expect(zip.suggestedFilename()).toBe("Solbakken-skole-2026-prints.zip");
  const entries = await unzip(readFileSync(zipFile));
  const cardPdf = entries.get(`3B/Ida-Hansen/${reference}-1-christmas-card.pdf`);
  expect(cardPdf, [...entries.keys()].join("\n")).toBeDefined();
  expect(
    Buffer.from(cardPdf ?? [])
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  const [list] = await Promise.all([
    staff.waitForEvent("download"),
    run.getByRole("link", { name: "Packing list, class 3B" }).click(),
  ]);
  const listFile = testInfo.outputPath(list.suggestedFilename());
  await list.saveAs(listFile);
  const text = (await pdfText(readFileSync(listFile))).join("");
  expect(text).toContain("Packing list: Solbakken skole 2026 — 3B");
  expect(text).toContain("Ida Hansen");
  expect(text).toContain(reference);

  // The boxes are at the school: class 3B's orders ready for pickup, on the job's delivery page.
  await nav.getByRole("link", { name: "Jobs" }).click();
  await staff.getByRole("link", { name: "Solbakken skole 2026" }).click();
  await staff.getByRole("link", { name: "Delivery" }).click();
  await expect(
    staff.getByRole("heading", { level: 1, name: "Delivery of Solbakken skole 2026" }),
  ).toBeVisible();
  const row = staff.getByRole("row", { name: /^3B/ });
  await row
    .getByRole("button", { name: /^Mark this class's orders ready for pickup at school \(\d+\)$/ })
    .click();
  const confirm = staff.getByRole("dialog");
  await expect(confirm).toContainText(/\d+ orders? of 3B will be marked Ready for pickup\./);
  await confirm.getByRole("button", { name: /^Mark \d+ orders?$/ }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Ready for pickup:");
  await staff.screenshot({ path: testInfo.outputPath("delivery-1280.png"), fullPage: true });

  await staff.setViewportSize({ width: 768, height: 1000 });
  await nav.getByRole("link", { name: "Production" }).click();
  await expect(staff.getByRole("table", { name: "Runs" })).toBeVisible();
  await expectNoHorizontalScroll(staff);
  await staffContext.close();

  // The parent's order page shows the timeline, and the mails are in the dev mail folder.
  await page.goto(`/my-account/orders/${orderUuid}`);
  const onPage = page.getByRole("region", { name: "Order timeline" });
  await expect(onPage.getByRole("listitem")).toHaveText([
    /Order placed/,
    /Paid/,
    /In production/,
    /Ready for pickup.*Pick it up at: /,
  ]);
  await page.screenshot({ path: testInfo.outputPath("order-timeline-1280.png"), fullPage: true });
  // Both moves were mailed: 'being made' when the run took the order, 'ready for pickup' with the class.
  const news = async () =>
    (
      (await (await page.request.get("/dev/mail.json")).json()) as Array<{
        to: string;
        subject: string;
        text: string;
      }>
    )
      .filter((m) => m.to.includes(parent.email) && m.subject.startsWith(`News about order #${reference}`))
      .map((m) => m.text);
  await expect
    .poll(async () => (await news()).join("\n"), { timeout: 20_000 })
    .toMatch(new RegExp(`Order #${reference} is ready for pickup\\.`));
  expect((await news()).join("\n")).toContain(`Order #${reference} is being made.`);
  expect((await news()).join("\n")).toContain(`/my-account/orders/${orderUuid}`);
});
