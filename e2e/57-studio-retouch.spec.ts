import { readFile } from "node:fs/promises";
import sharp from "sharp";
import {
  checkoutFromCart,
  continueWithContact,
  declineOffers,
  expectReceipt,
  payByCard,
  payWith,
  pictureSetOf,
  pictureTile,
  testCards,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, fromShop, test } from "./support/test.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Issue 32 § Money (retouch32): a parent buys a picture of Ida Hansen with retouch; staff finds it in the studio's
 * retouch queue from the job's page, is told why a text file is not taken, uploads the retouched picture, and the
 * parent's picture shows 'Retouched'. Then staff marks Ida's package as sent home, the parent chooses to return it
 * on 'Cancel picture packages', and the job's inspection page lists the family's return and gives it as CSV.
 * Ida's set (IDA2026) is this journey's alone, so the package is sent home to this parent only.
 */
test("staff uploads a parent's bought retouch, the parent sees it retouched, and the inspection page lists the family's return", async ({
  page,
}, testInfo) => {
  const parent = await registerWithCode(page.request, "IDA2026", "studio-retouch");
  const ida = await pictureSetOf(page.request, "Ida Hansen");
  const picture = ida.pictures[0];
  if (!picture) throw new Error("Ida has no picture");
  const toggled = await page.request.post("/ajax/cart/toggle_digital_file_in_cart.php", {
    headers: fromShop(),
    data: { file: picture.uuid, type: picture.pictureType },
  });
  expect(toggled.status()).toBe(200);
  const options = (await (await page.request.get("/api/webshop/cart/retouch")).json()) as {
    pictures: Array<{ uuid: string; tasks: Array<{ uuid: string; name: string }> }>;
  };
  const task = options.pictures.find((p) => p.uuid === picture.uuid)?.tasks[0];
  if (!task) throw new Error("the demo shop offers no retouch of Ida's picture");
  const retouch = await page.request.put("/api/webshop/cart/retouch", {
    headers: fromShop(),
    data: { items: { [picture.uuid]: [task.uuid] } },
  });
  expect(retouch.status(), await retouch.text()).toBe(200);
  await page.goto("/products/packages");
  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  await continueWithContact(page);
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  const { reference } = await expectReceipt(page);
  const webshopId = (
    (await (await page.request.get(`/api/webshop/picture-sets/${ida.uuid}`)).json()) as {
      pictures: Array<{ uuid: string; webshopId: string }>;
    }
  ).pictures.find((p) => p.uuid === picture.uuid)?.webshopId;
  if (!webshopId) throw new Error("no picture id");

  // The studio's session is a cookie of its own: the parent stays signed in beside it.
  await signInToStudioAs(page, "staff", "retouch");
  const nav = page.getByRole("navigation", { name: "Studio" });
  await nav.getByRole("link", { name: "Jobs" }).click();
  await page.getByRole("link", { name: "Solbakken skole 2026" }).click();
  await page.getByRole("link", { name: "Retouch of this job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Retouch" })).toBeVisible();
  await expect(page.getByLabel("Job")).toHaveValue(/[0-9a-f-]{36}/);
  const row = page.getByRole("row").filter({ hasText: `#${reference}` });
  await expect(row).toContainText("Ida Hansen");
  await expect(row).toContainText(task.name);
  await expect(row).toContainText("Waiting");

  const upload = row.getByRole("button", { name: `Upload retouched file: ${webshopId}` });
  let chooser = page.waitForEvent("filechooser");
  await upload.click();
  await (await chooser).setFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("no picture"),
  });
  await expect(row.getByRole("alert")).toHaveText(
    "Not taken: the file is not a JPEG, PNG, WebP or HEIF picture.",
  );

  const retouched = await sharp({
    create: { width: 600, height: 750, channels: 3, background: { r: 230, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  chooser = page.waitForEvent("filechooser");
  await upload.click();
  await (await chooser).setFiles({ name: "ida-retouched.jpg", mimeType: "image/jpeg", buffer: retouched });
  await expect(row).toContainText("Uploaded. The parent now sees the picture retouched.");
  await expect(row).toContainText("Done");
  await expect(row.getByRole("button", { name: `Replace file: ${webshopId}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("retouch-queue-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: testInfo.outputPath("retouch-queue-768.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The parent's picture set marks the picture retouched.
  await page.goto(`/my-account/picture-sets/${ida.uuid}`);
  await expect(pictureTile(page, webshopId).getByText("Retouched")).toBeVisible();

  // The package of Ida's set goes home with the family, who send it back.
  await page.goto("/studio/jobs");
  await page.getByRole("link", { name: "Solbakken skole 2026" }).click();
  await page.getByRole("link", { name: "Packages for inspection" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Packages for inspection: Solbakken skole 2026" }),
  ).toBeVisible();
  await page.getByRole("checkbox", { name: /^Ida Hansen/ }).check();
  await page.getByRole("button", { name: "Mark 1 package as sent home" }).click();
  // Every account holding Ida's set by its code is marked: journey 55's parent may hold it too in the suite's shop.
  await expect(page.getByText(/^\d+ packages? marked as sent home\.$/)).toBeVisible();
  await page.getByLabel("Return by").fill("2026-12-14");
  await page.getByRole("button", { name: "Save date" }).click();
  await expect(page.getByText("The date is saved.")).toBeVisible();

  await page.goto("/my-account/cancel-picture-packages");
  await page.getByRole("switch", { name: "Ida Hansen" }).click();
  await page.getByRole("button", { name: "Cancel picture packages" }).click();
  await expect(page.getByText("Your choice has been saved.")).toBeVisible();

  await page.goto("/studio/jobs");
  await page.getByRole("link", { name: "Solbakken skole 2026" }).click();
  await page.getByRole("link", { name: "Packages for inspection" }).click();
  const family = page.getByRole("row").filter({ hasText: parent.email });
  await expect(family).toContainText("Ida Hansen");
  await expect(family).toContainText("Returns");
  await expect(page.getByTestId("inspection-counts")).toContainText("1 return");
  await page.screenshot({ path: testInfo.outputPath("inspection-1280.png"), fullPage: true });
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV for packing" }).click();
  const csv = await readFile((await (await download).path()) ?? "", "utf8");
  // Fields separated by ';' for Excel where the decimal separator is a comma, as the studio's other CSVs.
  expect(csv).toMatch(new RegExp(`\r\n3B;Ida Hansen;[^;]*;${parent.email.replaceAll(".", "\\.")};return;`));
});
