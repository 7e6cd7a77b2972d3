import { checkoutFromCart, declineOffers, deliveryStep, expectReceipt, payWith } from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";
import { startVippsShop } from "./support/vipps-shop.ts";

/**
 * Issue 33's done-when: a parent pays with Vipps MobilePay against the local stand-in (approving on the landing page
 * it serves, as in the app), the order is paid, and the owner's refund in the studio reaches the stand-in. A demo
 * shop of the journey's own takes Vipps (support/vipps-shop.ts).
 */
test("a parent pays with Vipps MobilePay, and the owner's refund reaches Vipps", async ({
  browser,
}, testInfo) => {
  test.slow();
  const shop = await startVippsShop();
  try {
    const parentContext = await browser.newContext({ baseURL: shop.base });
    const parent = await parentContext.newPage();
    await registerWithCode(parent.request, "EMMA2026", "vipps", shop.base);
    const sets = (await (await parent.request.get("/api/webshop/picture-sets")).json()) as {
      pictureSets: Array<{ uuid: string; subject: { name: string } }>;
    };
    const emma = sets.pictureSets.find((s) => s.subject.name === "Emma Nordmann");
    const detail = (await (await parent.request.get(`/api/webshop/picture-sets/${emma?.uuid}`)).json()) as {
      pictures: Array<{ uuid: string; pictureType: string }>;
    };
    const [picture] = detail.pictures;
    if (!picture) throw new Error("Emma Nordmann's set has no pictures");
    const added = await parent.request.post("/ajax/cart/toggle_digital_file_in_cart.php", {
      headers: { origin: shop.base },
      data: { file: picture.uuid, type: picture.pictureType },
    });
    expect(added.status(), await added.text()).toBe(200);

    await parent.goto("/products/packages");
    await checkoutFromCart(parent);
    await declineOffers(parent, ["Don't forget the catalogue", "Special offer"]);
    const delivery = deliveryStep(parent);
    await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
    await delivery.getByRole("button", { name: "Continue" }).click();
    await payWith(parent, "Vipps MobilePay");
    await expect(parent.getByRole("heading", { level: 2, name: "Pay with Vipps MobilePay" })).toBeVisible();
    await parent.screenshot({ path: testInfo.outputPath("vipps-payment-1280.png"), fullPage: true });
    await parent.getByRole("button", { name: "Go to Vipps MobilePay" }).click();
    // The stand-in's landing page, as Vipps's own or the app: approving sends the signed webhook and comes back.
    await expect(parent.getByRole("heading", { level: 1, name: /with Vipps MobilePay$/ })).toBeVisible();
    await parent.getByRole("button", { name: "Approve" }).click();
    const { orderUuid } = await expectReceipt(parent);
    // The shop registered its webhook at the stand-in as it started, as it does at Vipps.
    expect([...shop.standIn.webhooks.values()].map((h) => new URL(h.url).pathname)).toEqual([
      "/api/webshop/payments/vipps/webhook",
    ]);
    const reference = [...shop.standIn.payments.values()].find((p) => p.state === "AUTHORIZED")?.reference;
    expect(reference).toBeDefined();
    // A digital order is delivered at once, so its money is captured at once.
    expect(shop.standIn.payments.get(reference ?? "")?.aggregate.capturedAmount.value).toBeGreaterThan(0);

    const ownerContext = await browser.newContext({ baseURL: shop.base });
    const owner = await ownerContext.newPage();
    await signInToStudioAs(owner, "owner", "vipps-refund");
    await owner.goto(`/studio/orders/${orderUuid}/refund`);
    await expect(owner.getByRole("heading", { level: 1, name: /^Refund order #/ })).toBeVisible();
    await owner.getByRole("radio", { name: /^The whole order/ }).check();
    await owner.getByRole("button", { name: /^Refund NOK\s[\d.,\s]+…$/ }).click();
    await owner
      .getByRole("dialog")
      .getByRole("button", { name: /^Refund NOK/ })
      .click();
    await expect(owner.getByRole("status").filter({ hasText: "This order is refunded." })).toBeVisible();
    await expect(
      owner.getByText(/NOK\s149\.00 · whole order · The parent asked for it · refunded/),
    ).toBeVisible();
    await owner.screenshot({ path: testInfo.outputPath("vipps-refunded-1280.png"), fullPage: true });
    const refunds = shop.standIn.calls.filter((c) => c.path.endsWith(`/${reference}/refund`));
    expect(refunds).toHaveLength(1);
    expect(shop.standIn.payments.get(reference ?? "")?.aggregate.refundedAmount.value).toBeGreaterThan(0);
    await parentContext.close();
    await ownerContext.close();
  } finally {
    await shop.stop();
  }
});
