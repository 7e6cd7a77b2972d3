import type { DigitalPortraitResponse, DigitalPortraitsResponse } from "@shop/contracts/digital";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { digitalRebateSettings, productPrices, products } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { pictureSetUuidOf, registerWithCode, signIn } from "../test-support.ts";

const listUrl = "/api/webshop/digital-portraits";
const detailUrl = (uuid: string) => `${listUrl}/${uuid}`;

describe("digital portraits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (cookie: string): Promise<DigitalPortraitsResponse> => {
    const res = await t.app.inject({ method: "GET", url: listUrl, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("shows a card per picture set with up to 3 previews and its offers by type", async () => {
    const { cookie } = await registerWithCode(t.app, "EMMA2026");
    for (const code of ["SIBS2026", "KLASSE3B", "TOMT2026"]) {
      await t.app.inject({
        method: "GET",
        url: `/ajax/prophoto/add_picture_set_by_code.php?code=${code}`,
        headers: { cookie },
      });
    }
    const res = await t.app.inject({ method: "GET", url: listUrl, headers: { cookie } });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const { pictureSets } = res.json() as DigitalPortraitsResponse;
    // Ola Tomt has no released pictures yet, so nothing digital to offer.
    expect(pictureSets.map((s) => s.subject.name)).toEqual([
      "Klasse 3B",
      "Emma og Jonas Nordmann",
      "Emma Nordmann",
    ]);
    const emma = pictureSets.find((s) => s.subject.name === "Emma Nordmann");
    expect(emma).toMatchObject({
      job: { name: "Solbakken skole 2026", isArchived: false },
      year: 2026,
      subject: { group: "3B" },
    });
    expect(emma?.previews).toHaveLength(3);
    for (const url of emma?.previews ?? [])
      expect(url).toMatch(/^\/api\/webshop\/images\/[\w-]+\/320\?exp=\d+&sig=/);
    expect(emma?.offers).toEqual([
      {
        type: "IP",
        pictureCount: 12,
        file: { productUuid: expect.any(String), price: 14_900, rebatedPrice: null },
        set: {
          productUuid: expect.any(String),
          price: 59_900,
          rebatedPrice: 44_900,
          bought: false,
          inCart: false,
          zipUrl: null,
        },
      },
    ]);
    const siblings = pictureSets.find((s) => s.subject.name === "Emma og Jonas Nordmann");
    expect(
      siblings?.offers.map((o) => [o.type, o.pictureCount, o.file?.price, o.set?.price, o.set?.rebatedPrice]),
    ).toEqual([["SFP", 4, 14_900, 39_900, null]]);
    const group = pictureSets.find((s) => s.subject.name === "Klasse 3B");
    expect(group?.offers.map((o) => [o.type, o.pictureCount, o.file?.price, o.set?.price])).toEqual([
      ["GP", 2, 9_900, 19_900],
    ]);
    expect(group?.previews).toHaveLength(2);
  });

  it("answers 401 signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: listUrl })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: detailUrl("6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f") }))
        .statusCode,
    ).toBe(401);
  });

  it("the detail lists the files and the set of each type, with what is in the cart", async () => {
    const { cookie } = await registerWithCode(t.app, "EMMA2026");
    const set = await pictureSetUuidOf(t.app, cookie, "Emma Nordmann");
    const before: DigitalPortraitResponse = (
      await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
    ).json();
    expect(before.pictureSet).toMatchObject({ subject: { uuid: set, name: "Emma Nordmann" } });
    expect(before.offers).toHaveLength(1);
    const [offer] = before.offers;
    expect(offer?.pictures).toHaveLength(12);
    const picked = offer?.pictures[4]?.uuid;
    await t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_file_in_cart.php",
      payload: { file: picked, type: "IP" },
      headers: { cookie },
    });
    const after: DigitalPortraitResponse = (
      await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
    ).json();
    expect(after.offers[0]?.pictures.filter((p) => p.inCart).map((p) => p.uuid)).toEqual([picked]);
    expect((await list(cookie)).pictureSets[0]?.offers[0]?.set?.inCart).toBe(false);
    await t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_set_in_cart.php",
      payload: { pictureSet: set, type: "IP" },
      headers: { cookie },
    });
    expect((await list(cookie)).pictureSets[0]?.offers[0]?.set?.inCart).toBe(true);
  });

  it("another user's picture set answers 404 and a malformed id 400", async () => {
    const demo = await signIn(t.app);
    const nora = await pictureSetUuidOf(t.app, demo, "Nora Berg");
    const { cookie } = await registerWithCode(t.app, "EMMA2026");
    const res = await t.app.inject({ method: "GET", url: detailUrl(nora), headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Picture set not found", code: "picture_set_not_found" });
    const bad = await t.app.inject({ method: "GET", url: detailUrl("nora"), headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("digital prices", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const setPrices = async (
    type: "digital_file" | "digital_set",
    pictureType: string,
    price: number,
    campaign: number | null,
  ) => {
    const rows = await t.db
      .select({ id: products.id, kind: products.kind, pictureType: products.pictureType })
      .from(products);
    const product = rows.find((r) => r.kind === type && r.pictureType === pictureType);
    if (!product) throw new Error("no product");
    await t.db
      .update(productPrices)
      .set({ price, campaignPrice: campaign })
      .where(eq(productPrices.productId, product.id));
  };

  it("a rebated set price above the regular first price is ignored, in the offer and in the cart", async () => {
    const { cookie } = await registerWithCode(t.app, "EMMA2026");
    const set = await pictureSetUuidOf(t.app, cookie, "Emma Nordmann");
    await t.db.update(digitalRebateSettings).set({ portraitSetPrice: 69_900, portraitFilePrice: 14_900 });
    try {
      const detail: DigitalPortraitResponse = (
        await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
      ).json();
      expect(detail.offers[0]?.set).toMatchObject({ price: 59_900, rebatedPrice: null });
      // A rebated price equal to the regular one counts, but is no rebate to show.
      expect(detail.offers[0]?.file).toMatchObject({ price: 14_900, rebatedPrice: null });
      await t.app.inject({
        method: "POST",
        url: "/ajax/cart/toggle_digital_set_in_cart.php",
        payload: { pictureSet: set, type: "IP" },
        headers: { cookie },
      });
      const cart = (
        await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } })
      ).json().cart;
      expect(cart.orderLines[0]).toMatchObject({ linePrice: 59_900, actualLinePrice: 59_900, rebate: null });
      expect(cart.summary.totalPrice).toBe(59_900);
    } finally {
      await t.db.update(digitalRebateSettings).set({ portraitSetPrice: 44_900, portraitFilePrice: null });
    }
  });

  it("a campaign price on single files shows as the rebated price and is what the line costs", async () => {
    const { cookie } = await registerWithCode(t.app, "KLASSE3B");
    const set = await pictureSetUuidOf(t.app, cookie, "Klasse 3B");
    await setPrices("digital_file", "GP", 9_900, 4_900);
    const detail: DigitalPortraitResponse = (
      await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
    ).json();
    expect(detail.offers[0]?.file).toMatchObject({ price: 9_900, rebatedPrice: 4_900 });
    const picture = detail.offers[0]?.pictures[0]?.uuid;
    await t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_file_in_cart.php",
      payload: { file: picture, type: "GP" },
      headers: { cookie },
    });
    const cart = (await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } })).json()
      .cart;
    expect(cart.orderLines[0]).toMatchObject({
      linePrice: 9_900,
      actualLinePrice: 4_900,
      rebate: { linePrice: -5_000 },
    });
    expect(cart.summary.totalPrice).toBe(4_900);
    expect(cart.summary.vatAmount).toBe(980);
  });

  it("a product taken out of sale leaves the offers and the cart", async () => {
    const { cookie } = await registerWithCode(t.app, "SIBS2026");
    const set = await pictureSetUuidOf(t.app, cookie, "Emma og Jonas Nordmann");
    await t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_set_in_cart.php",
      payload: { pictureSet: set, type: "SFP" },
      headers: { cookie },
    });
    await t.db.update(products).set({ active: false }).where(eq(products.kind, "digital_set"));
    try {
      const detail: DigitalPortraitResponse = (
        await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
      ).json();
      expect(detail.offers[0]?.set).toBeNull();
      expect(detail.offers[0]?.file).not.toBeNull();
      const cart = (
        await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } })
      ).json().cart;
      expect(cart.orderLines).toEqual([]);
      const toggle = await t.app.inject({
        method: "POST",
        url: "/ajax/cart/toggle_digital_set_in_cart.php",
        payload: { pictureSet: set, type: "SFP" },
        headers: { cookie },
      });
      expect(toggle.statusCode).toBe(404);
      expect(toggle.json().error).toBe("Digital pictures of this type are not for sale");
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.kind, "digital_set"));
    }
  });
});
