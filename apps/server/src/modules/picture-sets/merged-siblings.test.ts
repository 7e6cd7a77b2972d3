import type { PictureSet } from "@shop/contracts/picture-sets";
import type { ShopSettings } from "@shop/contracts/shop-settings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictures } from "../../db/schema/subjects.ts";
import {
  createParent,
  createShop,
  createShopContent,
  type Parent,
  type TestShop,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { priceProduct } from "../../test/order-factories.ts";
import { getCart } from "../checkout/purchase-test-support.ts";
import { jobFolder } from "../jobs/job-test-support.ts";
import { importJob } from "../jobs/service.ts";
import { applyShopSettings } from "../settings/service.ts";

/**
 * Spec 03 §4: "In one mode, individual and sibling pictures are merged into one individual-plus-friend category"
 * (decision 0051): with `webshop.mergeSiblingPictures`, a sibling picture shows and sells as an individual one, at the
 * individual pictures' digital prices, and the individual set holds it.
 */
describe("the mode that merges individual and sibling pictures", () => {
  let t: TestApp;
  let content: ShopSettings;
  let shop: TestShop;
  let siblings: Parent;

  beforeAll(async () => {
    t = await createTestApp();
    content = await createShopContent(t);
    shop = await createShop(t, { filePrice: 14_900, setPrice: 59_900 });
    const sfpFile = shop.digital.find((d) => d.pictureType === "SFP" && d.kind === "digital_file");
    if (!sfpFile) throw new Error("the shop sells no sibling file");
    await priceProduct(t, sfpFile.id, [{ quantity: 1, price: 9_900 }]);
    siblings = await createParent(t, shop, { pictureType: "SFP", pictureCount: 2 });
  });
  afterAll(() => t.close());

  const merge = (on: boolean) =>
    applyShopSettings(t.db, { ...content, webshop: { ...content.webshop, mergeSiblingPictures: on } });

  async function set(): Promise<PictureSet> {
    const list = await t.app.inject({
      method: "GET",
      url: "/api/webshop/picture-sets",
      headers: { cookie: siblings.cookie },
    });
    const uuid = (list.json() as { pictureSets: Array<{ uuid: string }> }).pictureSets[0]?.uuid;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${uuid}`,
      headers: { cookie: siblings.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const toggle = (pictureUuid: string, type: string) =>
    t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_file_in_cart.php",
      payload: { file: pictureUuid, type },
      headers: { cookie: siblings.cookie },
    });

  it("sells sibling pictures as sibling pictures while the mode is off", async () => {
    const before = await set();
    expect(before.pictures.map((p) => p.pictureType)).toEqual(["SFP", "SFP"]);
    expect(before.digital.map((d) => [d.type, d.file?.price])).toEqual([["SFP", 9_900]]);
  });

  it("shows and sells them as individual pictures, at the individual prices, in the individual set", async () => {
    await merge(true);
    const merged = await set();
    expect(merged.pictures.map((p) => p.pictureType)).toEqual(["IP", "IP"]);
    expect(merged.digital.map((d) => [d.type, d.pictureCount, d.file?.price, d.set?.price])).toEqual([
      ["IP", 2, 14_900, 59_900],
    ]);

    const picture = merged.pictures[0];
    if (!picture) throw new Error("no picture");
    expect((await toggle(picture.uuid, "SFP")).json()).toMatchObject({ code: "wrong_picture_type" });
    expect((await toggle(picture.uuid, "IP")).statusCode).toBe(200);
    const cart = await getCart(t.app, siblings.cookie);
    expect(cart.orderLines.map((l) => [l.pictureType, l.actualLinePrice])).toEqual([["IP", 14_900]]);
    await toggle(picture.uuid, "IP");
  });

  it("sells the sibling pictures of a job imported while the mode is on as individual ones from the start", async () => {
    const folder = await jobFolder(
      ["subject,group,picture,type", "Ola og Kari Berg,,siblings.jpg,SFP", "Ola Berg,,ola.jpg,IP"].join("\n"),
      { "siblings.jpg": "jpeg", "ola.jpg": "jpeg" },
    );
    await importJob(
      { db: t.db, storage: t.storage, keys: t.config },
      { folder, name: "Later", type: "school" },
    );
    const imported = await t.db
      .select({ type: pictures.pictureType, soldAs: pictures.soldAs })
      .from(pictures)
      .where(eq(pictures.sourceName, "siblings.jpg"));
    expect(imported).toEqual([{ type: "SFP", soldAs: "IP" }]);
  });

  it("gives the pictures their own type back when the mode is turned off", async () => {
    const report = await merge(false);
    expect(report.changes).toContainEqual(
      expect.objectContaining({
        what: "sibling pictures",
        key: "sold as sibling pictures",
        action: "updated",
      }),
    );
    const unmerged = await set();
    expect(unmerged.pictures.map((p) => p.pictureType)).toEqual(["SFP", "SFP"]);
    expect(unmerged.digital.map((d) => [d.type, d.file?.price])).toEqual([["SFP", 9_900]]);
  });
});
