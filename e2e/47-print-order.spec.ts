import { PDFDocument } from "pdf-lib";
import { e2eOperatorToken } from "./support/operator.ts";
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
import { expect, test } from "./support/test.ts";

const ptPerMm = 72 / 25.4;

/**
 * Issue 31's prints: staff sees the demo's print sizes in the studio; a parent orders a 10×15 print of a picture
 * from the picture set's viewer, zooms in on the crop screen with the print's quality light, finds the cropped print
 * in the cart and opens it again from there, pays, and the order's print file (the operator's route, as `order print`) is 10×15 cm plus bleed.
 */
test("a parent orders a 10×15 print with a changed crop; its print file is the size plus bleed", async ({
  page,
}, testInfo) => {
  await signInToStudioAs(page, "staff", "prints");
  await page.getByRole("navigation").getByRole("link", { name: "Prints" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Prints" })).toBeVisible();
  const tenByFifteen = page.getByRole("row", { name: /Print 10×15/ });
  await expect(tenByFifteen).toContainText("10×15 cm, bleed 3 mm");
  await expect(tenByFifteen).toContainText("29.00");

  await registerWithCode(page.request, "EMMA2026", "print-order");
  const set = await pictureSetOf(page.request, "Emma Nordmann");
  await page.goto(`/my-account/picture-sets/${set.uuid}`);
  await page.getByRole("main").getByRole("img", { name: "Emma Nordmann, picture 1", exact: true }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Order a print" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Order a print" })).toBeVisible();
  await page.getByRole("radio", { name: /Print 10×15/ }).check();
  await page.getByRole("button", { name: "Choose the crop" }).click();
  const light = page.getByRole("status").filter({ hasText: "Print quality" });
  await expect(light).toBeVisible();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.screenshot({ path: testInfo.outputPath("print-crop-1280.png") });
  await page.getByRole("button", { name: "Done" }).click();

  await expect(page.getByRole("heading", { name: "Your print" })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/shopping-cart#line-[0-9a-f-]{36}$/);
  const line = page.getByRole("article").filter({ hasText: "Print 10×15" });
  await expect(
    line.getByRole("img", { name: "The picture as it will be printed at 10×15 cm" }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("print-cart-1280.png"), fullPage: true });
  // Its edit link reopens the print with its size and crop; 'Update cart' keeps it.
  await line.getByRole("link", { name: /^Change Print 10×15/ }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change your print" })).toBeVisible();
  await page.getByRole("button", { name: "Update cart" }).click();
  await expect(page).toHaveURL(/\/shopping-cart#line-[0-9a-f-]{36}$/);

  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  const delivery = deliveryStep(page);
  await delivery.getByRole("radio", { name: "Pick up in store" }).check();
  await delivery.getByRole("radio", { name: /Demo Foto Bergen/ }).check();
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  const { orderUuid } = await expectReceipt(page);

  // The order's print file, as production makes it: the page is the picture's orientation with 3 mm bleed around.
  const order = (await (await page.request.get(`/api/webshop/user/orders/${orderUuid}`)).json()) as {
    order: { orderLines: Array<{ uuid: string; product: { kind: string } }> };
  };
  const printLine = order.order.orderLines.find((l) => l.product.kind === "print");
  const file = await page.request.get(
    `/api/operator/orders/${orderUuid}/lines/${printLine?.uuid}/print.pdf`,
    {
      headers: { authorization: `Bearer ${e2eOperatorToken}` },
    },
  );
  expect(file.status(), await file.text().catch(() => "")).toBe(200);
  const [pdfPage] = (await PDFDocument.load(await file.body())).getPages();
  const size = [pdfPage?.getWidth() ?? 0, pdfPage?.getHeight() ?? 0].sort((a, b) => a - b);
  expect(size[0]).toBeCloseTo(106 * ptPerMm, 0);
  expect(size[1]).toBeCloseTo(156 * ptPerMm, 0);
});
