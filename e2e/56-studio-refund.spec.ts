import {
  checkoutFromCart,
  declineOffers,
  deliveryStep,
  expectReceipt,
  payWith,
  pictureTile,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { startStripeShop } from "./support/stripe-shop.ts";
import { signInToStudioAs } from "./support/studio.ts";
import { expect, test } from "./support/test.ts";
import { pictureSetCard } from "./support/ui.ts";

/**
 * Issue 32's done-when: the owner refunds one line of a Stripe order against the local Stripe stand-in and the parent
 * loses that download. A demo shop of the journey's own takes Stripe (support/stripe-shop.ts); the parent pays on the
 * stand-in's page, which sends the signed webhook, as Stripe's Checkout does.
 */
test("the owner refunds one line of a Stripe order, and the parent can no longer download that picture", async ({
  browser,
}, testInfo) => {
  test.slow();
  const shop = await startStripeShop();
  try {
    const parentContext = await browser.newContext({ baseURL: shop.base });
    const parent = await parentContext.newPage();
    await registerWithCode(parent.request, "EMMA2026", "stripe-refund", shop.base);
    const set = (await (await parent.request.get("/api/webshop/picture-sets")).json()) as {
      pictureSets: Array<{ uuid: string; subject: { name: string } }>;
    };
    const emma = set.pictureSets.find((s) => s.subject.name === "Emma Nordmann");
    const detail = (await (await parent.request.get(`/api/webshop/picture-sets/${emma?.uuid}`)).json()) as {
      pictures: Array<{ uuid: string; pictureType: string; webshopId: string }>;
    };
    const [refunded, kept] = detail.pictures;
    if (!refunded || !kept) throw new Error("Emma Nordmann's set has fewer than two pictures");
    for (const picture of [refunded, kept]) {
      const added = await parent.request.post("/ajax/cart/toggle_digital_file_in_cart.php", {
        headers: { origin: shop.base },
        data: { file: picture.uuid, type: picture.pictureType },
      });
      expect(added.status(), await added.text()).toBe(200);
    }

    await parent.goto("/products/packages");
    await checkoutFromCart(parent);
    await declineOffers(parent, ["Don't forget the catalogue", "Special offer"]);
    const delivery = deliveryStep(parent);
    await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
    await delivery.getByRole("button", { name: "Continue" }).click();
    await payWith(parent, "Stripe");
    await parent.getByRole("button", { name: "Go to payment" }).click();
    // The stand-in's page, as Stripe's hosted Checkout: paying sends checkout.session.completed and comes back.
    await expect(parent.getByRole("heading", { level: 1, name: /^Pay / })).toBeVisible();
    await parent.getByRole("button", { name: "Pay" }).click();
    const { orderUuid } = await expectReceipt(parent);

    const ownerContext = await browser.newContext({ baseURL: shop.base });
    const owner = await ownerContext.newPage();
    await signInToStudioAs(owner, "owner", "refund");
    await owner.goto(`/studio/orders/${orderUuid}/refund`);
    await expect(owner.getByRole("heading", { level: 1, name: /^Refund order #/ })).toBeVisible();
    await owner.getByRole("checkbox", { name: new RegExp(refunded.webshopId) }).check();
    await owner.screenshot({ path: testInfo.outputPath("refund-1280.png"), fullPage: true });
    await owner.getByRole("button", { name: /^Refund NOK\s149\.00…$/ }).click();
    const dialog = owner.getByRole("dialog", { name: /^Refund NOK\s149\.00\?$/ });
    await dialog.getByRole("button", { name: /^Refund NOK\s149\.00$/ }).click();
    await expect(owner.getByRole("status").filter({ hasText: /^Refunded NOK\s149\.00\./ })).toBeVisible();
    await owner.setViewportSize({ width: 768, height: 1000 });
    await owner.screenshot({ path: testInfo.outputPath("refunded-768.png"), fullPage: true });

    // The parent's picture set offers the refunded picture for sale again; the other stays downloadable.
    await parent.goto("/my-account/picture-sets");
    await pictureSetCard(parent, "Emma Nordmann").getByRole("link", { name: "View and download" }).click();
    const gone = pictureTile(parent, refunded.webshopId);
    await expect(gone.getByRole("button", { name: "Buy digital picture" })).toBeVisible();
    await expect(gone.getByRole("link", { name: /Download/ })).toHaveCount(0);
    await expect(pictureTile(parent, kept.webshopId).getByRole("link", { name: /Download/ })).toBeVisible();
    await parent.screenshot({ path: testInfo.outputPath("parent-after-refund-1280.png"), fullPage: true });
    await parentContext.close();
    await ownerContext.close();
  } finally {
    await shop.stop();
  }
});
