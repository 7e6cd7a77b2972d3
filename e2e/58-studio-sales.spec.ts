import { readFile } from "node:fs/promises";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

test("staff see the shop's and a job's sales as figures, a chart and a table, and download the order lines as CSV", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudioAs(page, "staff", "sales");

  // The demo's paid order is 40 days old: the start page's last 30 days may not hold it, the 60 days asked for do.
  const sales = page.getByRole("region", { name: "Sales in the shop" });
  await sales.getByLabel("From").fill(dayOf(new Date(Date.now() - 60 * 86_400_000)));
  await sales.getByRole("button", { name: "Show" }).click();
  await expect(sales.getByRole("term").filter({ hasText: "Revenue" })).toBeVisible();
  await expect(sales.getByRole("img", { name: /Bar chart of the revenue per day/ })).toBeVisible();
  await expect(sales.locator("canvas")).toBeVisible();
  await expect(sales.getByRole("table", { name: "Revenue per day" }).getByRole("row")).not.toHaveCount(1);

  const download = page.waitForEvent("download");
  await sales.getByRole("link", { name: "Order lines with VAT (CSV)" }).click();
  const csv = await readFile((await (await download).path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toBe("\uFEFFdate;order_reference;job;product;quantity;net;vat_rate;vat;gross");
  expect(csv.split("\r\n").length).toBeGreaterThan(2);

  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Jobs" }).click();
  // The demo's paid order bought two of Nora's pictures, of the kindergarten's job.
  await page.getByRole("link", { name: "Eventyrskogen barnehage 2025" }).click();
  const jobSales = page.getByRole("region", { name: "Sales" });
  await expect(jobSales.getByRole("img", { name: /Bar chart of the revenue per day/ })).toBeVisible();
  await expect(jobSales.getByRole("table", { name: "Top products by revenue" })).toBeVisible();
});
