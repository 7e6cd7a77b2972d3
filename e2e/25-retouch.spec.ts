import {
  declineOffers,
  deliveryStep,
  expectReceipt,
  payByCard,
  payWith,
  pictureSetOf,
  pictureTile,
  putDigitalPictureInCart,
  testCards,
} from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";
import { expectNoHorizontalScroll, followLink, openBuyScreenPastWarning } from "./support/ui.ts";

/**
 * Spec 02 § Retouch options: after 'Add to cart' in the editor the parent goes to the retouch options (the demo sells
 * one retouch product with three tasks), chooses tasks for a picture of the card, sees them in the cart with their
 * price, changes them from the cart's line, and pays; the receipt carries the retouch note.
 */
test("a parent adds a card, chooses retouch for its picture, sees it in the cart and pays", async ({
  page,
}, testInfo) => {
  await registerWithCode(page.request, "EMMA2026", "retouch");
  // The packages page makes the new picture set the current one, which the card is filled from.
  await page.goto("/products/packages");
  await followLink(
    page,
    page.getByRole("region", { name: "Shop now" }).getByRole("link", { name: /^Cards/ }),
    /\/templates\/cards\/cards-15x15$/,
  );
  await page
    .getByRole("region", { name: "Card 15x15" })
    .getByRole("link", { name: "Christmas card" })
    .click();
  await expect(page.getByRole("toolbar", { name: "Editor tools" })).toBeVisible();
  const buy = await openBuyScreenPastWarning(page);
  await buy.getByRole("button", { name: "Add to cart" }).click();

  // The page is told which line was just added, to show its pictures first.
  await expect(page).toHaveURL(/\/shopping-cart\/retouch\?line=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Retouch options" })).toBeVisible();
  const tasks = page.getByRole("group", { name: /^Retouch tasks for picture / }).first();
  await expect(tasks.getByRole("checkbox")).toHaveCount(3);
  await expect(page.getByTestId("retouch-count")).toHaveText("0");
  await tasks.getByRole("checkbox", { name: /Remove blemishes/ }).check();
  await tasks.getByRole("checkbox", { name: /Brighten teeth/ }).check();
  await expect(page.getByTestId("retouch-count")).toHaveText("1");
  // 79 kr + 39 kr.
  await expect(page.getByTestId("retouch-total")).toHaveText("NOK 118.00");
  await page.screenshot({ path: testInfo.outputPath("retouch-1280.png"), fullPage: true });

  await page
    .getByRole("button", { name: /^Retouch service for picture / })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Retouch service" });
  await expect(dialog.getByRole("listitem")).toHaveText(["Remove blemishes", "Brighten teeth"]);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  const line = page.getByRole("article", { name: "Retouch" });
  await expect(line.getByText(/: Remove blemishes, Brighten teeth$/)).toBeVisible();
  await expect(line.getByText("NOK 118.00")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("cart-with-retouch-1280.png"), fullPage: true });

  // The card is the only line with its picture: deleting it would take the retouch too, and the question says so
  // before anything is deleted.
  await page.getByRole("button", { name: "Delete Card 15x15" }).click();
  const asked = page.getByRole("alertdialog", { name: "Delete product" });
  await expect(asked).toContainText("The retouch of this picture is deleted from the shopping cart too:");
  await expect(asked.getByRole("listitem")).toHaveText([/^Retouch .+: Remove blemishes, Brighten teeth$/]);
  await page.screenshot({ path: testInfo.outputPath("delete-with-retouch-1280.png") });
  await asked.getByRole("button", { name: "Cancel" }).click();
  await expect(line).toBeVisible();

  // The line's edit link leads back to the options with the tasks chosen; one task less costs 39 kr less.
  await page.getByRole("link", { name: "Change Retouch" }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/retouch$/);
  const again = page.getByRole("group", { name: /^Retouch tasks for picture / }).first();
  await expect(again.getByRole("checkbox", { name: /Remove blemishes/ })).toBeChecked();
  await again.getByRole("checkbox", { name: /Brighten teeth/ }).uncheck();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("article", { name: "Retouch" }).getByText("NOK 79.00")).toBeVisible();

  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/shopping-cart\/checkout$/);
  // The set's catalogue is not in the cart, and the whole digital set is on offer.
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  const delivery = deliveryStep(page);
  await delivery.getByRole("radio", { name: "Pick up in store" }).check();
  await delivery.getByRole("radio", { name: /Demo Foto Bergen/ }).check();
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  await expectReceipt(page);
  await expect(page.getByText(/Retouching is done by hand/)).toBeVisible();
  await expect(page.getByText(/: Remove blemishes$/).first()).toBeVisible();
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test("the retouch options fit a phone, show the line just added first and keep 'Next' in reach", async ({
    page,
  }, testInfo) => {
    await registerWithCode(page.request, "EMMA2026", "retouch-narrow");
    for (const index of [0, 1, 2, 3]) await putDigitalPictureInCart(page.request, "Emma Nordmann", index);
    const cart = (await (await page.request.get("/api/webshop/cart")).json()) as {
      cart: { orderLines: Array<{ uuid: string }> };
    };
    const added = cart.cart.orderLines.at(-1)?.uuid;
    await page.goto(`/shopping-cart/retouch?line=${added}`);
    await expect(page.getByRole("heading", { level: 1, name: "Retouch options" })).toBeVisible();
    const tasks = page.getByRole("group", { name: /^Retouch tasks for picture / });
    // The picture of the line just added, open; the cart's three others folded under it.
    await expect(tasks.filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Picture id 26-0001-04" })).toBeVisible();
    await expect(page.getByText("3 more pictures in your cart")).toBeVisible();
    const next = page.getByRole("button", { name: "Next" });
    await expect(next).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("retouch-360.png") });

    await page.getByText("3 more pictures in your cart").tap();
    await expect(tasks.filter({ visible: true })).toHaveCount(4);
    await tasks
      .first()
      .getByRole("checkbox", { name: /Fix flyaway hair/ })
      .tap();
    await expect(page.getByTestId("retouch-total")).toHaveText("NOK 49.00");
    // Scrolled down the list, 'Next' is still at the foot of the screen.
    await tasks.last().scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath("retouch-open-360.png"), fullPage: true });

    // Taking that picture out of the cart from its picture set asks first, naming the retouch that would go.
    await page.getByRole("button", { name: "Next" }).tap();
    await expect(page.getByRole("article", { name: "Retouch" })).toContainText(
      "26-0001-04: Fix flyaway hair",
    );
    const emma = await pictureSetOf(page.request, "Emma Nordmann");
    await page.goto(`/my-account/picture-sets/${emma.uuid}`);
    await pictureTile(page, "26-0001-04").getByRole("button", { name: "Remove from cart" }).tap();
    const asked = page.getByRole("alertdialog", { name: "Delete the retouch too?" });
    await expect(asked.getByRole("listitem")).toHaveText(["Retouch 26-0001-04: Fix flyaway hair"]);
    await page.screenshot({ path: testInfo.outputPath("remove-with-retouch-360.png") });
    await asked.getByRole("button", { name: "Cancel" }).tap();
    await expect(
      pictureTile(page, "26-0001-04").getByRole("button", { name: "Remove from cart" }),
    ).toBeVisible();
  });
});
