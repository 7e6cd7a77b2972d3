import {
  adultNationalId,
  buyNow,
  checkoutFromCart,
  declineOffers,
  deliveryStep,
  expectReceipt,
  paymentStep,
  pictureSetOf,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";

test("a parent pays by invoice with a national identity number and the receipt carries the invoice note", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "invoice");
  const set = await pictureSetOf(page.request, "Emma Nordmann");
  const picture = set.pictures[0];
  if (!picture) throw new Error("no picture");
  const added = await page.request.post("/ajax/cart/toggle_digital_file_in_cart.php", {
    data: { file: picture.uuid, type: picture.pictureType },
  });
  expect(added.status()).toBe(200);

  await page.goto("/products/packages");
  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  const delivery = deliveryStep(page);
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();

  const payment = paymentStep(page);
  await payment.getByRole("radio", { name: "Faktura" }).check();
  const pid = payment.getByRole("textbox", { name: "National identity number" });
  await pid.fill("01019012481");
  await payment.getByRole("button", { name: "Continue" }).click();
  await expect(payment.getByText("This national identity number is not valid")).toBeVisible();
  await pid.fill(adultNationalId);
  await payment.getByRole("button", { name: "Continue" }).click();
  // 149 kr and the invoice fee of 29 kr.
  await expect(page.getByText("NOK 178.00").first()).toBeVisible();
  await buyNow(page);

  await expect(page.getByRole("heading", { name: "Pay by invoice" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm order" }).click();
  await expectReceipt(page);
  await expect(
    page.getByText(
      "You pay this order by invoice. The invoice is sent separately; please pay it by its due date.",
    ),
  ).toBeVisible();
  // An invoiced order is placed: its digital picture downloads like a paid one.
  await expect(page.getByRole("link", { name: /Download picture/ })).toBeVisible();
});
