import { readFile } from "node:fs/promises";
import type { Route } from "@playwright/test";
import sharp from "sharp";
import { firstCode } from "./support/letters.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

const pupils = Array.from({ length: 12 }, (_, i) => `Elev ${String(i + 1).padStart(2, "0")}`);
const fileOf = (name: string) => `${name.replace(" ", "_").toLowerCase()}.jpg`;

function roster(rows: readonly string[]): { name: string; mimeType: string; buffer: Buffer } {
  return {
    name: "roster.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`subject,group,picture\n${rows.join("\n")}\n`),
  };
}

test("staff import a job of 12 photos whose upload is interrupted and resumed, fix a roster error shown by line, download the letters, and a parent opens a code from them", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudioAs(page, "staff");
  const jobName = `Bakkeli skole ${Date.now()}`;

  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Jobs" }).click();
  await page.getByRole("link", { name: "New job or re-import" }).click();
  await page.getByLabel("Job name").fill(jobName);
  await page.getByRole("button", { name: "Next: the files" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Import: ${jobName}` })).toBeVisible();

  // The network goes after four files: every later PATCH fails, as a dropped connection does.
  let sent = 0;
  const dropAfterFour = (route: Route) =>
    route.request().method() === "PATCH" && ++sent > 4 ? route.abort("connectionfailed") : route.continue();
  await page.route("**/api/studio/uploads/**", dropAfterFour);

  const photos = await Promise.all(
    pupils.map(async (name, i) => ({
      name: fileOf(name),
      mimeType: "image/jpeg",
      buffer: await sharp({
        create: { width: 300, height: 375, channels: 3, background: { r: 20 * i, g: 120, b: 200 - 10 * i } },
      })
        .jpeg()
        .toBuffer(),
    })),
  );
  // Line 14 names a photo that is not among the files.
  const withError = [...pupils.map((name) => `${name},3B,${fileOf(name)}`), "Elev 13,3B,elev_13.jpg"];
  await page.getByLabel("Choose files or a zip").setInputFiles([roster(withError), ...photos]);
  await expect(page.getByText(/^4 of 13 files uploaded/)).toBeVisible();
  await page.getByRole("button", { name: "Pause" }).click();
  await page.unroute("**/api/studio/uploads/**", dropAfterFour);
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("13 of 13 files uploaded (100 %)")).toBeVisible();

  await page.getByRole("button", { name: "Check the roster" }).click();
  const problems = page.getByRole("table", { name: /Problems in roster.csv/ });
  await expect(problems.getByRole("row").filter({ hasText: "14" })).toContainText(
    "the file elev_13.jpg is not among the files",
  );
  await page.getByLabel("Choose files or a zip").setInputFiles([roster(withError.slice(0, 12))]);
  await expect(page.getByText("13 of 13 files uploaded (100 %)")).toBeVisible();
  await page.getByRole("button", { name: "Check the roster" }).click();
  await expect(page.getByText("The roster is fine.")).toBeVisible();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Imported: 12 new subjects, 12 photos (0 already there).")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("Thumbnails: 12 of 12")).toBeVisible({ timeout: 60_000 });

  await page.getByRole("link", { name: "Open the job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: jobName })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the letters (PDF)" }).click();
  const code = await firstCode(await readFile((await (await download).path()) as string));

  // The first letter is Elev 01's: a parent who types its code meets that picture set.
  const parent = await browser.newPage();
  await parent.goto(`/?code=${code.replaceAll(" ", "")}`);
  await expect(
    parent.getByText("Please enter your email address to access the photos of Elev 01"),
  ).toBeVisible();
  await parent.close();
});
