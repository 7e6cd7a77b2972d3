import { e2eOperatorToken } from "./support/operator.ts";
import {
  checkoutFromCart,
  declineOffers,
  deliveryStep,
  expectReceipt,
  payByCard,
  payWith,
  putCatalogueInCart,
  testCards,
} from "./support/purchase.ts";
import { mailTo, registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("staff marks a class's orders ready for pickup at school, and the parent's order page shows the timeline and the mail arrived", async ({
  page,
  browser,
}, testInfo) => {
  // A parent of Emma (class 3B) pays for the school's catalogue, picked up at the school.
  const parent = await registerWithCode(page.request, "EMMA2026", "timeline");
  await putCatalogueInCart(page.request);
  await page.goto("/products/packages");
  await checkoutFromCart(page);
  await declineOffers(page, ["Special offer"]);
  const delivery = deliveryStep(page);
  await delivery.getByRole("radio", { name: "Pick up at school" }).check();
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  const { orderUuid } = await expectReceipt(page);
  const timeline = page.getByRole("region", { name: "Order timeline" });
  await expect(timeline).toContainText(/Expected: \w+ \d+, \d{4}/);
  await expect(timeline.getByRole("listitem")).toHaveText([/Order placed/, /Paid/]);

  // The photographer's production run puts it in production (the operator's call does what the run does).
  const made = await page.request.post("/api/operator/orders/status", {
    headers: { authorization: `Bearer ${e2eOperatorToken}` },
    data: { orderUuids: [orderUuid], to: "in_production" },
  });
  expect(made.status(), await made.text()).toBe(200);

  // Staff, in a browser of their own, marks class 3B's school orders ready for pickup on the job's delivery page.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInToStudioAs(staff, "staff", "timeline");
  await staff.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Jobs" }).click();
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
  await staff.screenshot({ path: testInfo.outputPath("delivery-confirm-1280.png") });
  await confirm.getByRole("button", { name: /^Mark \d+ orders?$/ }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Ready for pickup:");
  await staff.screenshot({ path: testInfo.outputPath("delivery-1280.png"), fullPage: true });
  await staffContext.close();

  // The parent's order page shows the timeline with the pickup, and the mail is in the dev mail folder.
  await page.goto(`/my-account/orders/${orderUuid}`);
  const onPage = page.getByRole("region", { name: "Order timeline" });
  await expect(onPage.getByRole("listitem")).toHaveText([
    /Order placed/,
    /Paid/,
    /In production/,
    /Ready for pickup.*Pick it up at: /,
  ]);
  await page.screenshot({ path: testInfo.outputPath("order-timeline-1280.png"), fullPage: true });
  const mail = await mailTo(
    page.request,
    parent.email,
    new RegExp(`^News about order #${orderUuid.slice(0, 8)}`),
  );
  expect(mail.text).toContain(`Order #${orderUuid.slice(0, 8)} is ready for pickup.`);
  expect(mail.text).toContain(`/my-account/orders/${orderUuid}`);
});
