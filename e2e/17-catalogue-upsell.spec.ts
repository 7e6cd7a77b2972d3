import { checkoutFromCart, putDigitalPictureInCart } from "./support/purchase.ts";
import { registerWithCode } from "./support/shop.ts";
import { expect, test } from "./support/test.ts";

test("the catalogue upsell with quantity 0 alerts, and with 1 puts the catalogue in the order", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "upsell");
  await putDigitalPictureInCart(page.request, "Emma Nordmann", 0);
  await page.goto("/products/packages");
  await checkoutFromCart(page);

  const dialog = page.getByRole("dialog", { name: "Don't forget the catalogue" });
  await expect(
    dialog.getByText("The catalogue is shipped separately within 30 days after the last photo day."),
  ).toBeVisible();
  const quantity = dialog.getByRole("combobox", { name: /^Quantity of Skolekatalog Solbakken 2026/ });
  // One catalogue on offer: its quantity starts at 1; the list goes up to the default maximum of 10.
  await expect(quantity).toHaveValue("1");
  await expect(quantity.getByRole("option")).toHaveCount(11);
  await quantity.selectOption("0");
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(
    dialog.getByRole("alert").filter({
      hasText: "You need to select how many cataloges you would like before clicking Add to shopping cart",
    }),
  ).toBeVisible();

  await quantity.selectOption("1");
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(dialog).toBeHidden();
  const offer = page.getByRole("dialog", { name: "Special offer" });
  await expect(offer.getByRole("button", { name: "Check out offer" })).toBeVisible();
  await offer.getByRole("button", { name: "No thanks" }).click();
  await expect(page.getByRole("article", { name: "Skolekatalog Solbakken 2026" })).toBeVisible();
  // A catalogue is physical: postage and pickup are offered now.
  await expect(page.getByRole("radio", { name: "Delivery by post" })).toBeVisible();
});

test("the old catalogue link opens 'Do you want to order the catalogue?', whose 'Add to cart' goes to the cart", async ({
  page,
}) => {
  await registerWithCode(page.request, "EMMA2026", "order-catalogue");
  await page.goto("/sections/products.php?catalogue=1");
  await expect(page).toHaveURL(/\/products\/catalogues\?order=1$/);
  const dialog = page.getByRole("dialog", { name: "Do you want to order the catalogue?" });
  await expect(
    dialog.getByRole("combobox", { name: /^Quantity of Skolekatalog Solbakken 2026/ }),
  ).toHaveValue("1");
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByRole("article", { name: "Skolekatalog Solbakken 2026" })).toBeVisible();
});
