import { formatMoney } from "@shop/domain/money-display";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParent, createShop, createShopContent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { getCart, pictureSet, putFileInCart } from "../checkout/purchase-test-support.ts";
import { settingsDocument } from "./convert.ts";
import { applyShopSettings } from "./service.ts";
import { parseShopSettings } from "./validation.ts";

/** Issue 31: a photographer writes 69 meaning kroner; the file must sell at 69 kr, or say why not. */
describe("a price in the settings file as the photographer writes it", () => {
  let t: TestApp;
  let file: Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp();
    file = settingsDocument(await createShopContent(t));
  });
  afterAll(() => t.close());

  const withFilePrice = (price: unknown) => ({
    ...file,
    digital: { IP: { file: { name: { en: "Digital portrait", nb: "Digitalt portrett" }, price } } },
  });

  it('refuses "price": 69, naming the field and both readings', () => {
    expect(parseShopSettings(withFilePrice(69))).toEqual({
      ok: false,
      issues: [
        {
          path: "digital.IP.file.price",
          message: '69 is a number; write "69" for 69.00 kr or "0.69" for 0.69 kr',
        },
      ],
    });
  });

  it('sells at 69 kr with "price": "69", and the cart shows 69,00 kr', async () => {
    const shop = await createShop(t, { filePrice: 10_000 });
    const parent = await createParent(t, shop, { pictureCount: 1 });
    const parsed = parseShopSettings(withFilePrice("69"));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await applyShopSettings(t.db, parsed.settings);

    const set = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
    const [portrait] = set.pictures.filter((p) => p.pictureType === "IP");
    if (!portrait) throw new Error("the set has no portrait");
    await putFileInCart(t.app, parent.cookie, portrait);
    const cart = await getCart(t.app, parent.cookie);
    expect(cart.summary.totalPrice).toBe(6_900);
    expect(formatMoney(cart.summary.totalPrice, cart.summary.currency, "nb").replace(/\s/g, " ")).toBe(
      "69,00 kr",
    );
  });
});
