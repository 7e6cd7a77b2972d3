import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { type Account, registerWithCode } from "./shop.ts";
import { fromShop } from "./test.ts";

/** The demo shop's test cards (README): the first pays, the second is declined. */
export const testCards = { pays: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;

/** A valid national identity number of an adult (born 1 January 1990), for the invoice. */
export const adultNationalId = "01019012480";

/** Puts one of the user's offered catalogues in the cart through the shop's own call; the cart then needs delivery. */
export async function putCatalogueInCart(request: APIRequestContext, quantity = 1): Promise<void> {
  const list = await request.get("/ajax/user/get_catalogues.php");
  expect(list.status()).toBe(200);
  const { catalogues } = (await list.json()) as {
    catalogues: Array<{ uuid: string; subject: { uuid: string } }>;
  };
  const catalogue = catalogues[0];
  if (!catalogue) throw new Error("the demo shop offers this user no catalogue");
  const res = await request.put("/api/webshop/cart/catalogues", {
    headers: fromShop(),
    data: { catalogues: [{ uuid: catalogue.uuid, subjectUuid: catalogue.subject.uuid, quantity }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The user's picture set of this subject, as the API answers it. */
export async function pictureSetOf(
  request: APIRequestContext,
  subjectName: string,
): Promise<{ uuid: string; pictures: Array<{ uuid: string; pictureType: string }> }> {
  const list = await request.get("/api/webshop/picture-sets");
  const sets = (await list.json()) as {
    pictureSets: Array<{ uuid: string; subject: { name: string } }>;
  };
  const summary = sets.pictureSets.find((s) => s.subject.name === subjectName);
  if (!summary) throw new Error(`no picture set of ${subjectName}`);
  const detail = await request.get(`/api/webshop/picture-sets/${summary.uuid}`);
  expect(detail.status()).toBe(200);
  return detail.json();
}

/** Puts one digital picture of the subject's set in the cart through the shop's own toggle. */
export async function putDigitalPictureInCart(
  request: APIRequestContext,
  subjectName: string,
  index: number,
): Promise<void> {
  const set = await pictureSetOf(request, subjectName);
  const picture = set.pictures[index];
  if (!picture) throw new Error(`${subjectName} has no picture ${index}`);
  const res = await request.post("/ajax/cart/toggle_digital_file_in_cart.php", {
    headers: fromShop(),
    data: { file: picture.uuid, type: picture.pictureType },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new parent of EMMA2026 with one digital picture (of 149 kr) in the cart, at the checkout's delivery step after
 * declining both offers ('Don't forget the catalogue', 'Special offer'); answers the new account.
 */
export async function startDigitalCheckout(page: Page, tag: string, pictureIndex = 0): Promise<Account> {
  const account = await registerWithCode(page.request, "EMMA2026", tag);
  await putDigitalPictureInCart(page.request, "Emma Nordmann", pictureIndex);
  await page.goto("/products/packages");
  await checkoutFromCart(page);
  await declineOffers(page, ["Don't forget the catalogue", "Special offer"]);
  return account;
}

/**
 * A new parent of EMMA2026 with the school's catalogue (189 kr) in the cart, at the checkout's delivery step after
 * declining the 'Special offer': postage and pickup are offered.
 */
export async function startCatalogueCheckout(page: Page, tag: string): Promise<Locator> {
  await registerWithCode(page.request, "EMMA2026", tag);
  await putCatalogueInCart(page.request);
  await page.goto("/products/packages");
  await checkoutFromCart(page);
  await declineOffers(page, ["Special offer"]);
  return deliveryStep(page);
}

/** Step 1 of a digital delivery: the contact's name (the e-mail is the account's), then 'Continue'. */
export async function continueWithContact(page: Page, name = "Kari Nordmann"): Promise<void> {
  const delivery = deliveryStep(page);
  await delivery.getByRole("textbox", { name: "Name" }).fill(name);
  await delivery.getByRole("button", { name: "Continue" }).click();
}

/** A picture's tile on the picture set page, found by its 'Picture id'. */
export function pictureTile(page: Page, webshopId: string): Locator {
  return page.getByRole("main").getByRole("listitem").filter({ hasText: webshopId });
}

/** Opens the cart from the header badge and starts the checkout. */
export async function checkoutFromCart(page: Page): Promise<void> {
  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Shopping cart, \d+ items?$/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await page.getByRole("link", { name: "Checkout" }).click();
  // An upsell dialog may cover the page (and hide it from the accessibility tree) as soon as it opens.
  await expect(page).toHaveURL(/\/shopping-cart\/checkout$/);
}

/** Answers the upsell dialogs that the checkout opens, in the order given, with 'No thanks'. */
export async function declineOffers(page: Page, titles: string[]): Promise<void> {
  for (const title of titles) {
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.getByRole("button", { name: "No thanks" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole("heading", { level: 1, name: "Finish order" })).toBeVisible();
}

/**
 * Opens the checkout at its URL and declines the offers its session brings, read from the session's own answer
 * (`upsaleList`): the offers follow one another, so waiting for 'Finish order' cannot tell that none is left.
 */
export async function openCheckoutDecliningOffers(page: Page): Promise<void> {
  const session = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/webshop/checkout",
  );
  await page.goto("/shopping-cart/checkout");
  const { upsaleList } = (await (await session).json()) as { upsaleList: Array<{ type: string }> };
  await declineOffers(
    page,
    upsaleList.map((offer) => (offer.type === "CATALOGUE" ? "Don't forget the catalogue" : "Special offer")),
  );
}

export function deliveryStep(page: Page): Locator {
  return page.getByRole("region", { name: "Step 1: Delivery" });
}

export function paymentStep(page: Page): Locator {
  return page.getByRole("region", { name: "Step 2: Payment" });
}

export function confirmStep(page: Page): Locator {
  return page.getByRole("region", { name: "Step 3: Summary and finish" });
}

/** Step 2 with the chosen option, then step 3: terms, 'Buy now'; ends on the payment page. */
export async function payWith(page: Page, option: string): Promise<void> {
  const payment = paymentStep(page);
  await payment.getByRole("radio", { name: option }).check();
  await payment.getByRole("button", { name: "Continue" }).click();
  await buyNow(page);
}

/** Step 3: 'Buy now' stays disabled until the terms are accepted; then it goes to the payment page. */
export async function buyNow(page: Page): Promise<void> {
  const confirm = confirmStep(page);
  const buy = confirm.getByRole("button", { name: /^Buy now/ });
  await expect(buy).toBeDisabled();
  await confirm.getByRole("checkbox", { name: "I accept the terms of purchase" }).check();
  await expect(buy).toBeEnabled();
  await buy.click();
  await expect(page).toHaveURL(/\/m\/shopping-cart\/checkout\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
}

/** Fills the built-in test card page and pays. */
export async function payByCard(page: Page, cardNumber: string): Promise<void> {
  const form = page.getByRole("form", { name: "Pay by card" });
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel("Expiry date").fill("12/34");
  await form.getByLabel("CVC").fill("123");
  await form.getByLabel("Name on card").fill("Kari Nordmann");
  await form.getByRole("button", { name: /^Pay / }).click();
}

/** The receipt after a payment, with its order reference. */
export async function expectReceipt(page: Page): Promise<{ orderUuid: string; reference: string }> {
  await expect(page).toHaveURL(/\/shopping-cart\/checkout\/payment\/receipt\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for the order!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order receipt" })).toBeVisible();
  const orderUuid = page.url().split("/").pop() ?? "";
  const reference = orderUuid.slice(0, 8);
  await expect(page.getByText(`Order reference: #${reference}`)).toBeVisible();
  return { orderUuid, reference };
}

/** The receipt's delivery block, whose address lines are checked one by one. */
export function receiptDelivery(page: Page): Locator {
  return page
    .getByRole("region", { name: "Order receipt" })
    .locator("div, section")
    .filter({ has: page.getByRole("heading", { name: "Delivery", exact: true }) })
    .last();
}

/** The number of files in a zip, read from its central directory (one header per entry). */
export function zipEntryCount(file: string): number {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 2).toString("latin1"), "a zip starts with PK").toBe("PK");
  let count = 0;
  for (
    let i = bytes.indexOf("PK\x01\x02", 0, "latin1");
    i !== -1;
    i = bytes.indexOf("PK\x01\x02", i + 4, "latin1")
  ) {
    count += 1;
  }
  return count;
}
