import type { PictureType } from "@shop/contracts/common";
import type { DigitalPortraitResponse, DigitalPortraitsResponse } from "@shop/contracts/digital";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  addPictureSet,
  createParentWithSet,
  createPurchaseShop,
  type PurchaseShop,
  takeOutOfSale,
} from "../../test/order-factories.ts";

const listUrl = "/api/webshop/digital-portraits";
const detailUrl = (uuid: string) => `${listUrl}/${uuid}`;

describe("digital portraits", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
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
    const parent = await createParent(t, shop, { pictureCount: 12 });
    const { cookie } = parent;
    const more = (pictureType: PictureType, pictureCount: number, released = true) =>
      addPictureSet(t, parent.user.id, { jobId: shop.jobId, pictureType, pictureCount, released });
    const siblingSet = await more("SFP", 4);
    const groupSet = await more("GP", 2);
    await more("IP", 3, false);
    const res = await t.app.inject({ method: "GET", url: listUrl, headers: { cookie } });
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const { pictureSets } = res.json() as DigitalPortraitsResponse;
    // The last set added has no released pictures yet, so nothing digital to offer.
    expect(pictureSets.map((s) => s.subject.name)).toEqual([
      groupSet.subject.name,
      siblingSet.subject.name,
      parent.set.subject.name,
    ]);
    const own = pictureSets.find((s) => s.subject.name === parent.set.subject.name);
    expect(own).toMatchObject({
      job: { name: shop.job.name, isArchived: false },
      year: shop.job.year,
      subject: { group: parent.set.subject.group },
    });
    expect(own?.previews).toHaveLength(3);
    for (const url of own?.previews ?? [])
      expect(url).toMatch(/^\/api\/webshop\/images\/[\w-]+\/320\?exp=\d+&sig=/);
    const { IP, SFP, GP } = shop.digital;
    expect(own?.offers).toEqual([
      {
        type: "IP",
        pictureCount: parent.set.pictures.length,
        file: { productUuid: expect.any(String), price: IP.file.price, rebatedPrice: null },
        set: {
          productUuid: expect.any(String),
          price: IP.set.price,
          rebatedPrice: IP.set.rebatedPrice,
          bought: false,
          awaitingInvoice: false,
          inCart: false,
          inPackage: null,
          zipUrl: null,
        },
      },
    ]);
    const siblings = pictureSets.find((s) => s.subject.name === siblingSet.subject.name);
    expect(
      siblings?.offers.map((o) => [o.type, o.pictureCount, o.file?.price, o.set?.price, o.set?.rebatedPrice]),
    ).toEqual([["SFP", siblingSet.pictures.length, SFP.file.price, SFP.set.price, null]]);
    const group = pictureSets.find((s) => s.subject.name === groupSet.subject.name);
    expect(group?.offers.map((o) => [o.type, o.pictureCount, o.file?.price, o.set?.price])).toEqual([
      ["GP", groupSet.pictures.length, GP.file.price, GP.set.price],
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
    const parent = await createParent(t, shop, { pictureCount: 12 });
    const { cookie } = parent;
    const set = parent.set.subject.uuid;
    const before: DigitalPortraitResponse = (
      await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
    ).json();
    expect(before.pictureSet).toMatchObject({ subject: { uuid: set, name: parent.set.subject.name } });
    expect(before.offers).toHaveLength(1);
    const [offer] = before.offers;
    expect(offer?.pictures).toHaveLength(parent.set.pictures.length);
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
    const foreign = (await createParent(t, shop)).set.subject.uuid;
    const { cookie } = await createParent(t, shop);
    const res = await t.app.inject({ method: "GET", url: detailUrl(foreign), headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Picture set not found", code: "picture_set_not_found" });
    const bad = await t.app.inject({ method: "GET", url: detailUrl("nope"), headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("digital prices", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  // Each test reads prices of its own picture type: the portrait's rebates, the group file's campaign price, and
  // the sibling set, which the last test takes out of sale.
  const portrait = { file: 12_000, set: 50_000 };
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t, {
      digitalPrices: { IP: portrait, GP: { file: 8_000, set: 16_000, fileCampaign: 4_000 } },
      rebates: { IP: { set: portrait.set + 10_000, file: portrait.file } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const getCart = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } })).json().cart;
  /** Toggles a digital file or a whole digital set in the cart, as the shop's buttons do. */
  const toggle = (cookie: string, what: "file" | "set", payload: Record<string, string | undefined>) =>
    t.app.inject({
      method: "POST",
      url: `/ajax/cart/toggle_digital_${what}_in_cart.php`,
      payload,
      headers: { cookie },
    });

  it("a rebated set price above the regular first price is ignored, in the offer and in the cart", async () => {
    const { cookie, set: made } = await createParent(t, shop);
    const set = made.subject.uuid;
    const { file, set: whole } = shop.digital.IP;
    expect(whole.rebatedPrice).toBeGreaterThan(whole.price);
    const detail: DigitalPortraitResponse = (
      await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
    ).json();
    expect(detail.offers[0]?.set).toMatchObject({ price: whole.price, rebatedPrice: null });
    // A rebated price equal to the regular one counts, but is no rebate to show.
    expect(file.rebatedPrice).toBe(file.price);
    expect(detail.offers[0]?.file).toMatchObject({ price: file.price, rebatedPrice: null });
    await toggle(cookie, "set", { pictureSet: set, type: "IP" });
    const cart = await getCart(cookie);
    expect(cart.orderLines[0]).toMatchObject({
      linePrice: whole.price,
      actualLinePrice: whole.price,
      rebate: null,
    });
    expect(cart.summary.totalPrice).toBe(whole.price);
  });

  it("a campaign price on single files shows as the rebated price and is what the line costs", async () => {
    const { cookie, set: made } = await createParentWithSet(t, {
      jobId: shop.jobId,
      pictureType: "GP",
      pictureCount: 2,
    });
    const set = made.subject.uuid;
    const { price, campaignPrice } = shop.digital.GP.file;
    const campaign = campaignPrice ?? 0;
    expect(campaign).toBeLessThan(price);
    const detail: DigitalPortraitResponse = (
      await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
    ).json();
    expect(detail.offers[0]?.file).toMatchObject({ price, rebatedPrice: campaign });
    const picture = detail.offers[0]?.pictures[0]?.uuid;
    await toggle(cookie, "file", { file: picture, type: "GP" });
    const cart = await getCart(cookie);
    expect(cart.orderLines[0]).toMatchObject({
      linePrice: price,
      actualLinePrice: campaign,
      rebate: { linePrice: campaign - price },
    });
    expect(cart.summary.totalPrice).toBe(campaign);
    // 25 % VAT included: a fifth of the price.
    expect(cart.summary.vatAmount).toBe(campaign / 5);
  });

  it("a product taken out of sale leaves the offers and the cart", async () => {
    const { cookie, set: made } = await createParentWithSet(t, {
      jobId: shop.jobId,
      pictureType: "SFP",
      pictureCount: 4,
    });
    const set = made.subject.uuid;
    await toggle(cookie, "set", { pictureSet: set, type: "SFP" });
    expect((await getCart(cookie)).orderLines).toHaveLength(1);
    await takeOutOfSale(t, shop.digital.SFP.set.productId);
    const detail: DigitalPortraitResponse = (
      await t.app.inject({ method: "GET", url: detailUrl(set), headers: { cookie } })
    ).json();
    expect(detail.offers[0]?.set).toBeNull();
    expect(detail.offers[0]?.file).not.toBeNull();
    expect((await getCart(cookie)).orderLines).toEqual([]);
    const again = await toggle(cookie, "set", { pictureSet: set, type: "SFP" });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("Digital pictures of this type are not for sale");
  });
});
