import sharp from "sharp";
import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, fromShop, test } from "./support/test.ts";

/**
 * Name corrections to accept (issue 30, decision 0063), at 1280 px: staff import a job of their own (so no other
 * journey's child is renamed), a parent corrects the child's name, staff reject it back to the roster's name, the
 * parent sees that name and corrects again, and staff accept that.
 */
test("staff reject a parent's name correction back to the roster's, the parent corrects again, and staff accept it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudioAs(page, "staff", "corrections");
  const jobName = `Lia skole ${Date.now()}`;

  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Jobs" }).click();
  await page.getByRole("link", { name: "New job or re-import" }).click();
  await page.getByLabel("Job name").fill(jobName);
  await page.getByRole("button", { name: "Next: the files" }).click();
  const photo = await sharp({ create: { width: 300, height: 375, channels: 3, background: "#4a7" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Choose files or a zip").setInputFiles([
    {
      name: "roster.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("subject,group,picture\nLia Hansn,2A,lia.jpg\n"),
    },
    { name: "lia.jpg", mimeType: "image/jpeg", buffer: photo },
  ]);
  await expect(page.getByText("2 of 2 files uploaded (100 %)")).toBeVisible();
  await page.getByRole("button", { name: "Check the roster" }).click();
  await expect(page.getByText("The roster is fine.")).toBeVisible();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText(/^Imported: 1 new subjects/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "Open the job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: jobName })).toBeVisible();

  // The school takes corrections; the parent's code is shown on request.
  await page.getByLabel("Name corrections until").fill("2099-12-31");
  await page.getByRole("button", { name: "Save deadlines" }).click();
  await expect(page.getByText("The name correction deadline applies now.")).toBeVisible();
  await page.getByRole("button", { name: "Show the code of Lia Hansn" }).click();
  const code = (await page.locator("li", { hasText: "Lia Hansn" }).locator("code").textContent()) ?? "";
  const corrections = page.getByRole("region", { name: "Name corrections to accept" });
  await expect(corrections.getByText("No parent has corrected a name in this job.")).toBeVisible();

  const parent = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await registerWithCode(parent.request, code.replaceAll(" ", ""), "corrections");
  const sets = (await (await parent.request.get("/api/webshop/picture-sets")).json()) as {
    pictureSets: Array<{ uuid: string }>;
  };
  const setUuid = sets.pictureSets[0]?.uuid ?? "";
  const corrected = await parent.request.put(`/api/webshop/picture-sets/${setUuid}/subject`, {
    headers: fromShop(),
    data: { name: "Lia Hansen", group: "2A" },
  });
  expect(corrected.status()).toBe(200);

  // The job list counts it; the job page lists it with the photographer's name, and staff reject it.
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page.getByRole("row", { name: new RegExp(jobName) })).toContainText("1 to review");
  await page.getByRole("link", { name: jobName }).click();
  await expect(corrections.getByText("1 to review")).toBeVisible();
  const row = corrections.getByRole("row", { name: /Lia Hansn \(2A\)/ });
  await expect(row).toContainText("Lia Hansn (2A) → became Lia Hansen (2A)");
  await expect(row).toContainText("A parent");
  await row.getByRole("button", { name: "Reject the correction to Lia Hansen" }).click();
  await expect(page.getByLabel("Reason (optional)")).toBeFocused();
  await page.keyboard.type("As on the roster");
  await page.getByRole("button", { name: "Reject and put the name back" }).click();
  await expect(corrections.getByText("Rejected: As on the roster")).toBeVisible();
  await expect(corrections.getByText("None to review")).toBeVisible();
  await expect(corrections.getByText("The studio (name put back)")).toBeVisible();

  // The parent's edit page shows the name as it now is, and the parent corrects it again.
  await parent.goto(`/my-account/picture-sets/${setUuid}/edit`);
  const name = parent.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue("Lia Hansn");
  await name.fill("Lia Hansen");
  await parent.getByRole("button", { name: "Save" }).click();
  await expect(parent.getByRole("heading", { name: "The picture set was saved" })).toBeFocused();
  await parent.close();

  // A new correction to review; staff accept it.
  await page.reload();
  await expect(corrections.getByText("1 to review")).toBeVisible();
  await corrections.getByRole("button", { name: "Accept the correction to Lia Hansen" }).click();
  await expect(corrections.getByText("Accepted")).toBeVisible();
  await expect(corrections.getByText("None to review")).toBeVisible();
  await expect(corrections.getByRole("button", { name: /^Accept/ })).toHaveCount(0);
  await corrections.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("name-corrections-1280.png"), fullPage: true });
});
