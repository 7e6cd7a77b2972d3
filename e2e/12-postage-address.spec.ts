import type { Page } from "@playwright/test";
import {
  expectReceipt,
  payByCard,
  payWith,
  receiptDelivery,
  startCatalogueCheckout,
  testCards,
} from "./support/purchase.ts";
import { expect, test } from "./support/test.ts";

/** A parent with a catalogue in the cart, at the delivery step with postage chosen. */
async function postageCheckout(page: Page, tag: string) {
  const delivery = await startCatalogueCheckout(page, tag);
  await delivery.getByRole("radio", { name: "Delivery by post" }).check();
  return delivery;
}

test("postage to Norway with the address autocomplete; the receipt shows the address", async ({ page }) => {
  const delivery = await postageCheckout(page, "postage-no");
  await delivery.getByRole("textbox", { name: "Name" }).fill("Kari Nordmann");
  const address = delivery.getByRole("combobox", { name: "Address" });
  await address.fill("Karl Johans");
  await delivery.getByRole("option", { name: "Karl Johans gate 22, 0159 Oslo" }).click();
  await expect(delivery.getByRole("textbox", { name: "Postal code" })).toHaveValue("0159");
  await expect(delivery.getByRole("textbox", { name: "City" })).toHaveValue("Oslo");
  await expect(delivery.getByText("Address verified")).toBeVisible();
  await delivery.getByRole("button", { name: "Continue" }).click();
  // The summary now carries the postage.
  await expect(page.getByText("Delivery by post").last()).toBeVisible();

  await payWith(page, "Payment card");
  await expect(page.getByText("NOK 268.00").first()).toBeVisible();
  await payByCard(page, testCards.pays);
  await expectReceipt(page);
  const shown = receiptDelivery(page);
  await expect(shown.getByText("The order is sent by post to:")).toBeVisible();
  await expect(shown.getByText("Karl Johans gate 22", { exact: true })).toBeVisible();
  await expect(shown.getByText("0159 Oslo", { exact: true })).toBeVisible();
  await expect(
    page.getByText("The catalogue is shipped separately within 30 days after the last photo day."),
  ).toBeVisible();
});

test("postage to the United Kingdom puts the postcode before the city and on its own line on the receipt", async ({
  page,
}) => {
  const delivery = await postageCheckout(page, "postage-gb");
  await delivery.getByRole("combobox", { name: "Country" }).selectOption({ label: "United Kingdom" });
  await expect(delivery.getByRole("textbox", { name: "Postcode" })).toBeVisible();
  await delivery.getByRole("textbox", { name: "Name" }).fill("Jane Smith");
  await delivery.getByRole("combobox", { name: "Address" }).fill("10 Downing Street");
  await delivery.getByRole("textbox", { name: "Postcode" }).fill("SW1A 2AA");
  await delivery.getByRole("textbox", { name: "City" }).fill("London");
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  await expectReceipt(page);
  const shown = receiptDelivery(page);
  // GB: city and postcode on separate lines.
  await expect(shown.getByText("London", { exact: true })).toBeVisible();
  await expect(shown.getByText("SW1A 2AA", { exact: true })).toBeVisible();
});

test("postage to the United States asks for the state and shows city, state and ZIP code on one line", async ({
  page,
}) => {
  const delivery = await postageCheckout(page, "postage-us");
  await delivery.getByRole("combobox", { name: "Country" }).selectOption({ label: "United States" });
  await delivery.getByRole("textbox", { name: "Name" }).fill("John Doe");
  await delivery.getByRole("combobox", { name: "Address" }).fill("350 Fifth Avenue");
  await delivery.getByRole("textbox", { name: "ZIP code" }).fill("10118");
  await delivery.getByRole("textbox", { name: "City" }).fill("New York");
  await delivery.getByRole("button", { name: "Continue" }).click();
  // gatherState: the state is required.
  await expect(delivery.getByText("This is required!")).toBeVisible();
  await delivery.getByRole("combobox", { name: "State" }).selectOption({ label: "New York" });
  await delivery.getByRole("button", { name: "Continue" }).click();
  await payWith(page, "Payment card");
  await payByCard(page, testCards.pays);
  await expectReceipt(page);
  await expect(receiptDelivery(page).getByText("New York, NY 10118", { exact: true })).toBeVisible();
});
