import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { settingsFixture } from "../test/fixtures.ts";
import { makeCart, makeDigitalLine, makeOrder, makeOrderLine } from "../test/shop-factories.ts";
import { track } from "./analytics.ts";
import { trackPurchase, watchCartAnalytics } from "./cart-analytics.ts";
import { writeConsent } from "./consent.ts";
import { settingsQuery } from "./queries/settings.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";

const scriptUrl = "https://tags.example.com/gtm.js";

function shopWith(script: string | null) {
  queryClient.setQueryData(settingsQuery.queryKey, { ...settingsFixture(), consent: { scriptUrl: script } });
}

function forgetConsent() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the one cookie the consent module reads.
  document.cookie = "cookie_consent=; Path=/; Max-Age=0";
}

let stopWatching = () => {};
beforeEach(() => {
  stopWatching = watchCartAnalytics();
});
afterEach(() => {
  stopWatching();
  queryClient.clear();
  forgetConsent();
  sessionStorage.clear();
  delete window.dataLayer;
});

describe("analytics pushed to the tag manager", () => {
  it.each([
    ["no script is configured, though the visitor allowed tracking", null, true],
    ["the visitor denied tracking", scriptUrl, false],
    ["the visitor has not chosen yet", scriptUrl, null],
  ] as const)("pushes nothing when %s", (_, script, allowed) => {
    shopWith(script);
    if (allowed !== null) writeConsent(allowed);
    track({ event: "login", method: "email" });
    track({ event: "sign_up", method: "code" });
    trackPurchase(makeOrder());
    expect(window.dataLayer).toBeUndefined();
  });

  it("pushes sign-in and registration when a script is configured and the visitor allowed tracking", () => {
    shopWith(scriptUrl);
    writeConsent(true);
    track({ event: "login", method: "email" });
    track({ event: "sign_up", method: "invite" });
    expect(window.dataLayer).toEqual([
      { event: "login", method: "email" },
      { event: "sign_up", method: "invite" },
    ]);
  });

  it("reports what a cart change added, in GA4's fields, and nothing of the child or the pictures", () => {
    shopWith(scriptUrl);
    writeConsent(true);
    const catalogue = makeOrderLine(1, { quantity: 1, actualLinePrice: 18_900 });
    queryClient.setQueryData(queryKeys.cart.all, makeCart([catalogue]));
    expect(window.dataLayer).toBeUndefined();

    const picture = makeDigitalLine(2, {
      product: { ...makeDigitalLine(2).product, name: "Digital portrait" },
    });
    queryClient.setQueryData(
      queryKeys.cart.all,
      makeCart([{ ...catalogue, quantity: 3, actualLinePrice: 56_700 }, picture]),
    );

    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "NOK",
          value: 477,
          items: [
            { item_id: catalogue.product.uuid, item_name: "Product 1", price: 189, quantity: 2 },
            { item_id: picture.product.uuid, item_name: "Digital portrait", price: 99, quantity: 1 },
          ],
        },
      },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/Emma|Nordmann|thumbnail|\/img\//);

    // A removal, or the same cart read again, adds nothing.
    queryClient.setQueryData(queryKeys.cart.all, makeCart([picture]));
    expect(window.dataLayer).toHaveLength(2);
  });

  it("reports a placed order's purchase once, with its total, and never a cancelled one", () => {
    shopWith(scriptUrl);
    writeConsent(true);
    const order = makeOrder({ orderLines: [makeDigitalLine(1)] });
    trackPurchase(order);
    trackPurchase(order);
    trackPurchase(makeOrder({ uuid: "0b7e1234-0000-4000-8000-000000000002", status: "cancelled" }));
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: "purchase",
        ecommerce: {
          transaction_id: order.uuid,
          currency: "NOK",
          value: 99,
          items: [
            {
              item_id: order.orderLines[0]?.product.uuid,
              item_name: "Digital picture",
              price: 99,
              quantity: 1,
            },
          ],
        },
      },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/kari@example\.com|Kari Nordmann|Emma/);
  });
});
