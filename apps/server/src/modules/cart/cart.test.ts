import type { Cart, ToggleResponse } from "@shop/contracts/cart";
import type { PictureSet } from "@shop/contracts/picture-sets";
import { and, eq, isNotNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { cartLines, carts } from "../../db/schema/index.ts";
import { HttpError } from "../../errors.ts";
import {
  createCatalogue,
  createJob,
  createParent,
  createVoucher,
  type Parent as Made,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  addPictureSet,
  addSubProduct,
  createParentWithSet,
  createPurchaseShop,
  grantDigitalSet,
  grantPictures,
  type PurchaseShop,
  priceProduct,
  redeemVoucher,
  removePictureSet,
  summaryLineOf,
  withdrawPicture,
} from "../../test/order-factories.ts";
import { setCatalogueQuantities } from "../product-kinds/catalogue/routes.ts";
import { addDigitalSets as setsToAdd } from "../product-kinds/digital-set/add.ts";
import { signIn } from "../test-support.ts";
import { linesWithPricing } from "./read-model.ts";
import { applyRebateCode, changeCart, clearCart, loadCart, loadCartSnapshot } from "./service.ts";

const fileToggle = "/ajax/cart/toggle_digital_file_in_cart.php";
const setToggle = "/ajax/cart/toggle_digital_set_in_cart.php";
const lineUrl = (uuid: string) => `/api/webshop/cart/lines/${uuid}`;

/** Adds digital sets to the cart as the checkout's upsell does, through the digital set kind's cart change. */
function addDigitalSets(
  db: Db,
  portalId: number,
  userId: number,
  sets: Parameters<typeof setsToAdd>[0],
): Promise<void> {
  return changeCart(db, portalId, userId, setsToAdd(sets));
}

interface Parent {
  cookie: string;
  email: string;
  password: string;
  userId: number;
  /** The parent's picture set (subject uuid). */
  set: string;
  subject: Made["set"]["subject"];
  pictures: string[];
}

/** The factories' parent as these tests use it. */
function asParent(made: Made): Parent {
  return {
    cookie: made.cookie,
    email: made.user.email,
    password: made.user.password,
    userId: made.user.id,
    set: made.set.subject.uuid,
    subject: made.set.subject,
    pictures: made.set.pictures.map((p) => p.uuid),
  };
}

/** 25 % VAT is included in a price: a fifth of it. */
const vatOf = (price: number) => price / 5;

describe("the cart", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const getCart = async (cookie: string): Promise<Cart> => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json().cart;
  };

  const getSet = async (cookie: string, uuid: string): Promise<PictureSet> =>
    (
      await t.app.inject({ method: "GET", url: `/api/webshop/picture-sets/${uuid}`, headers: { cookie } })
    ).json();

  const post = (url: string, cookie: string | undefined, payload: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });

  const toggleFile = (p: Parent, file: string, type = "IP") => post(fileToggle, p.cookie, { file, type });
  const toggleSet = (p: Parent, pictureSet = p.set, type = "IP") =>
    post(setToggle, p.cookie, { pictureSet, type });

  /** A new parent with a picture set of twelve portraits (IP) of the shop's job. */
  const newParent = async (): Promise<Parent> => asParent(await createParent(t, shop, { pictureCount: 12 }));

  /** A new parent with a picture set of four sibling pictures (SFP) of the shop's job. */
  const siblingParent = async (): Promise<Parent> =>
    asParent(await createParentWithSet(t, { jobId: shop.jobId, pictureType: "SFP", pictureCount: 4 }));

  /** A new parent with portraits of another job, which has no catalogue. */
  const otherJobParent = async (): Promise<Parent> => asParent(await createParent(t));

  const first = (p: Parent): string => {
    const uuid = p.pictures[0];
    if (!uuid) throw new Error("the set has no pictures");
    return uuid;
  };

  describe("reading it", () => {
    it("an empty cart has no lines, sums to 0 and invites to spend over the threshold", async () => {
      const p = await newParent();
      const res = await t.app.inject({
        method: "GET",
        url: "/api/webshop/cart",
        headers: { cookie: p.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const cart: Cart = res.json().cart;
      expect(cart).toMatchObject({
        orderLines: [],
        rebateCode: null,
        itemCount: 0,
        freeShipping: {
          threshold: shop.freeShippingThreshold,
          state: "spendOver",
          remaining: shop.freeShippingThreshold,
        },
      });
      expect(cart.summary).toMatchObject({ totalPrice: 0, vatAmount: 0, currency: "NOK" });
      expect(cart.summary.lines.map((l) => [l.kind, l.type, l.linePrice])).toEqual([
        ["subtotal", 0, 0],
        ["total", 4, 0],
        ["tax", 4, 0],
      ]);
    });

    it("answers 401 signed out", async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/webshop/cart" });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "Please sign in", code: "unauthorized" });
    });

    it("survives signing out and in again", async () => {
      const p = await newParent();
      expect((await toggleFile(p, first(p))).statusCode).toBe(200);
      await t.app.inject({ method: "DELETE", url: "/api/webshop/session", headers: { cookie: p.cookie } });
      const again = await signIn(t.app, p.email, p.password);
      const cart = await getCart(again);
      expect(cart.orderLines.map((l) => l.digitalFiles[0]?.uuid)).toEqual([first(p)]);
    });

    it("leaves out a single picture the photographer took back", async () => {
      const p = await newParent();
      await toggleFile(p, first(p));
      await withdrawPicture(t, first(p));
      const cart = await getCart(p.cookie);
      expect(cart.orderLines).toEqual([]);
      expect(cart.itemCount).toBe(0);
    });

    it("leaves out the lines of a picture set the user no longer has", async () => {
      const p = await newParent();
      await toggleFile(p, first(p));
      expect((await getCart(p.cookie)).itemCount).toBe(1);
      await removePictureSet(t, p.userId, p.subject.id);
      const cart = await getCart(p.cookie);
      expect(cart.orderLines).toEqual([]);
      expect(cart.summary.totalPrice).toBe(0);
    });
  });

  describe("single digital pictures", () => {
    it("a toggle puts the picture in the cart at its price and a second takes it out", async () => {
      const p = await newParent();
      const added = await toggleFile(p, first(p));
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ inCart: true, itemCount: 1 });

      const cart = await getCart(p.cookie);
      expect(cart.orderLines).toHaveLength(1);
      const line = cart.orderLines[0];
      const price = shop.digital.IP.file.price;
      expect(line).toMatchObject({
        type: 0,
        quantity: 1,
        linePrice: price,
        actualLinePrice: price,
        rebate: null,
        canChangeQuantity: false,
        minimumQuantity: 1,
        maximumQuantity: 1,
        pictureType: "IP",
        product: { type: 300, kind: "digital_file", name: shop.digital.IP.file.name },
        subjects: [
          {
            uuid: p.set,
            name: p.subject.name,
            group: p.subject.group,
            numImages: p.pictures.length,
            jobName: shop.job.name,
          },
        ],
        catalogue: null,
      });
      expect(line?.digitalFiles).toEqual([
        {
          uuid: first(p),
          thumbnail: expect.stringMatching(
            new RegExp(`^/api/webshop/images/${first(p)}/320\\?exp=\\d+&sig=`),
          ),
        },
      ]);
      expect(cart.summary.totalPrice).toBe(price);
      expect(cart.summary.vatAmount).toBe(vatOf(price));
      expect(cart.freeShipping).toEqual({
        threshold: shop.freeShippingThreshold,
        state: "more",
        remaining: shop.freeShippingThreshold - price,
      });

      const set = await getSet(p.cookie, p.set);
      expect(set.pictures.map((pic) => pic.inCart)).toEqual(p.pictures.map((uuid) => uuid === first(p)));

      const removed = await toggleFile(p, first(p));
      expect(removed.json()).toEqual({ inCart: false, itemCount: 0 });
      expect((await getCart(p.cookie)).orderLines).toEqual([]);
    });

    it.each([
      [{ file: "not-a-uuid", type: "IP" }],
      [{ file: "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f", type: "XL" }],
      [{ type: "IP" }],
    ])("refuses invalid input %j with 400", async (payload) => {
      const p = await newParent();
      const res = await post(fileToggle, p.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid_input" });
    });

    it("answers 401 signed out", async () => {
      const res = await post(fileToggle, undefined, {
        file: "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f",
        type: "IP",
      });
      expect(res.statusCode).toBe(401);
    });

    it("another user's picture answers 404", async () => {
      const owner = await newParent();
      const other = await newParent();
      const res = await toggleFile(other, first(owner));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "Picture not found", code: "picture_not_found" });
    });

    it("a type that is not the picture's is refused", async () => {
      const p = await newParent();
      const res = await toggleFile(p, first(p), "GP");
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("The picture is not of this picture type");
    });

    it("a picture the user already bought is refused with 409", async () => {
      const made = await createParent(t, shop);
      const p = asParent(made);
      await grantPictures(
        t,
        p.userId,
        made.set.pictures.slice(0, 2).map((pic) => pic.id),
      );
      const bought = (await getSet(p.cookie, p.set)).pictures.find((pic) => pic.bought);
      if (!bought) throw new Error("the parent bought nothing");
      const res = await post(fileToggle, p.cookie, { file: bought.uuid, type: "IP" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: "You have already bought this picture",
        code: "picture_already_bought",
      });
      expect((await getCart(p.cookie)).orderLines.some((l) => l.digitalFiles[0]?.uuid === bought.uuid)).toBe(
        false,
      );
    });

    it("two toggles at once leave one consistent state", async () => {
      const p = await newParent();
      const results = await Promise.all([toggleFile(p, first(p)), toggleFile(p, first(p))]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const states = results.map((r) => (r.json() as ToggleResponse).inCart).sort();
      expect(states).toEqual([false, true]);
      const cart = await getCart(p.cookie);
      expect(cart.orderLines).toEqual([]);
      const rows = await t.db.select().from(cartLines).where(eq(cartLines.userId, p.userId));
      expect(rows).toEqual([]);
    });

    it("many toggles at once of several pictures end in the count of odd toggles", async () => {
      const p = await newParent();
      const [a, b] = p.pictures as [string, string];
      const requests = [a, b, a, b, a].map((file) => toggleFile(p, file));
      const results = await Promise.all(requests);
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const cart = await getCart(p.cookie);
      expect(cart.orderLines.map((l) => l.digitalFiles[0]?.uuid)).toEqual([a]);
      expect(cart.itemCount).toBe(1);
    });
  });

  describe("whole digital sets", () => {
    it("a set replaces its single files, shows its rebated price, and blocks single files while in the cart", async () => {
      const p = await newParent();
      const [a, b] = p.pictures as [string, string];
      await toggleFile(p, a);
      await toggleFile(p, b);
      const added = await toggleSet(p);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ inCart: true, itemCount: 1 });

      const cart = await getCart(p.cookie);
      const { file, set: whole } = shop.digital.IP;
      const rebated = whole.rebatedPrice ?? 0;
      expect(cart.orderLines).toHaveLength(1);
      expect(cart.orderLines[0]).toMatchObject({
        product: { kind: "digital_set", type: 301, name: whole.name },
        description: `${whole.name} – ${p.subject.name}`,
        linePrice: whole.price,
        actualLinePrice: rebated,
        rebate: { linePrice: rebated - whole.price },
        canChangeQuantity: false,
        pictureType: "IP",
      });
      expect(cart.orderLines[0]?.digitalFiles.map((f) => f.uuid)).toEqual(p.pictures.slice(0, 3));
      expect(cart.summary.lines[0]).toMatchObject({ kind: "subtotal", linePrice: rebated });
      expect(cart.summary.totalPrice).toBe(rebated);

      const set = await getSet(p.cookie, p.set);
      expect(set.pictures.every((pic) => !pic.inCart)).toBe(true);
      expect(set.digital).toEqual([
        {
          type: "IP",
          pictureCount: p.pictures.length,
          file: { productUuid: expect.any(String), price: file.price, rebatedPrice: null },
          set: {
            productUuid: expect.any(String),
            price: whole.price,
            rebatedPrice: rebated,
            bought: false,
            awaitingInvoice: false,
            inCart: true,
            inPackage: null,
            zipUrl: null,
          },
        },
      ]);

      const single = await toggleFile(p, a);
      expect(single.statusCode).toBe(409);
      expect(single.json()).toEqual({
        error: "The whole picture set is already in your cart",
        code: "set_in_cart",
      });

      const removed = await toggleSet(p);
      expect(removed.json()).toEqual({ inCart: false, itemCount: 0 });
      expect((await toggleFile(p, a)).json()).toEqual({ inCart: true, itemCount: 1 });
    });

    it("a set and a single file toggled at once never both end in the cart", async () => {
      for (let round = 0; round < 3; round += 1) {
        const p = await newParent();
        const [fileRes, setRes] = await Promise.all([toggleFile(p, first(p)), toggleSet(p)]);
        expect(setRes.statusCode).toBe(200);
        expect([200, 409]).toContain(fileRes.statusCode);
        const kinds = (await getCart(p.cookie)).orderLines.map((l) => l.product.kind);
        expect(kinds).toEqual(["digital_set"]);
      }
    });

    it("the sibling set has its own price and no rebate", async () => {
      const p = await siblingParent();
      expect((await toggleSet(p, p.set, "SFP")).statusCode).toBe(200);
      const [line] = (await getCart(p.cookie)).orderLines;
      expect(shop.digital.SFP.set.price).not.toBe(shop.digital.IP.set.price);
      expect(line).toMatchObject({
        linePrice: shop.digital.SFP.set.price,
        actualLinePrice: shop.digital.SFP.set.price,
        rebate: null,
        pictureType: "SFP",
      });
    });

    it("a picture type the set does not have answers 404", async () => {
      const p = await newParent();
      const res = await toggleSet(p, p.set, "GP");
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("There are no pictures of this type in the picture set");
    });

    it("another user's set answers 404, and so does an unknown one", async () => {
      const owner = await newParent();
      const other = await newParent();
      for (const pictureSet of [owner.set, "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f"]) {
        const res = await toggleSet(other, pictureSet, "IP");
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: "Picture set not found", code: "picture_set_not_found" });
      }
    });

    it("invalid input answers 400 and signed out 401", async () => {
      const p = await newParent();
      expect((await post(setToggle, p.cookie, { pictureSet: p.set })).statusCode).toBe(400);
      expect((await post(setToggle, p.cookie, { pictureSet: "x", type: "IP" })).statusCode).toBe(400);
      expect((await post(setToggle, undefined, { pictureSet: p.set, type: "IP" })).statusCode).toBe(401);
    });

    it("a bought set is refused, and shows bought with a signed zip", async () => {
      const p = await newParent();
      await grantDigitalSet(t, p.userId, p.subject.id, "IP");
      const res = await toggleSet(p);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe("You have already bought this digital set");
      expect((await toggleFile(p, first(p))).statusCode).toBe(409);
      const offer = (await getSet(p.cookie, p.set)).digital[0];
      expect(offer?.set).toMatchObject({ bought: true, inCart: false });
      expect(offer?.set?.zipUrl).toMatch(
        new RegExp(`^/api/webshop/downloads/picture-sets/${p.set}/IP\\.zip\\?exp=\\d+&sig=[\\w-]{32}$`),
      );
    });

    it("addDigitalSets adds every set type of a picture set and removes its single files", async () => {
      const p = await newParent();
      await toggleFile(p, first(p));
      await addDigitalSets(t.db, t.app.portalId, p.userId, [{ subjectUuid: p.set }]);
      const kinds = (await getCart(p.cookie)).orderLines.map((l) => [l.product.kind, l.pictureType]);
      expect(kinds).toEqual([["digital_set", "IP"]]);
      // Adding it again changes nothing.
      await addDigitalSets(t.db, t.app.portalId, p.userId, [{ subjectUuid: p.set, pictureType: "IP" }]);
      expect((await getCart(p.cookie)).itemCount).toBe(1);
    });

    it("addDigitalSets refuses another user's picture set", async () => {
      const owner = await newParent();
      const other = await newParent();
      await expect(
        addDigitalSets(t.db, t.app.portalId, other.userId, [{ subjectUuid: owner.set }]),
      ).rejects.toThrow(HttpError);
    });
  });

  describe("changing lines", () => {
    it("a digital line cannot change quantity, but 0 removes it", async () => {
      const p = await newParent();
      await toggleFile(p, first(p));
      const [line] = (await getCart(p.cookie)).orderLines;
      if (!line) throw new Error("no line");
      const res = await t.app.inject({
        method: "PATCH",
        url: lineUrl(line.uuid),
        payload: { quantity: 2 },
        headers: { cookie: p.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "The quantity of a digital picture cannot be changed",
        code: "digital_quantity_fixed",
      });
      const zero = await t.app.inject({
        method: "PATCH",
        url: lineUrl(line.uuid),
        payload: { quantity: 0 },
        headers: { cookie: p.cookie },
      });
      expect(zero.statusCode).toBe(200);
      expect(zero.json().cart.orderLines).toEqual([]);
    });

    it("a line is deleted, and deleting it again answers 404", async () => {
      const p = await newParent();
      await toggleSet(p);
      const [line] = (await getCart(p.cookie)).orderLines;
      if (!line) throw new Error("no line");
      const del = () =>
        t.app.inject({ method: "DELETE", url: lineUrl(line.uuid), headers: { cookie: p.cookie } });
      const res = await del();
      expect(res.statusCode).toBe(200);
      expect(res.json().cart).toMatchObject({ orderLines: [], itemCount: 0 });
      const again = await del();
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: "Order line not found", code: "order_line_not_found" });
    });

    it("another user's line answers 404 and stays in their cart", async () => {
      const owner = await newParent();
      const other = await newParent();
      await toggleFile(owner, first(owner));
      const [line] = (await getCart(owner.cookie)).orderLines;
      if (!line) throw new Error("no line");
      const patch = await t.app.inject({
        method: "PATCH",
        url: lineUrl(line.uuid),
        payload: { quantity: 0 },
        headers: { cookie: other.cookie },
      });
      expect(patch.statusCode).toBe(404);
      const del = await t.app.inject({
        method: "DELETE",
        url: lineUrl(line.uuid),
        headers: { cookie: other.cookie },
      });
      expect(del.statusCode).toBe(404);
      expect((await getCart(owner.cookie)).orderLines).toHaveLength(1);
    });

    it.each([[{ quantity: -1 }], [{ quantity: 1.5 }], [{ quantity: "two" }], [{ quantity: 10_001 }], [{}]])(
      "invalid input %j answers 400",
      async (payload) => {
        const p = await newParent();
        const res = await t.app.inject({
          method: "PATCH",
          url: lineUrl("6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f"),
          payload,
          headers: { cookie: p.cookie },
        });
        expect(res.statusCode).toBe(400);
      },
    );

    it("a malformed line id answers 400 and signed out 401", async () => {
      const p = await newParent();
      const bad = await t.app.inject({
        method: "DELETE",
        url: lineUrl("nope"),
        headers: { cookie: p.cookie },
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await t.app.inject({
        method: "PATCH",
        url: lineUrl("6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f"),
        payload: { quantity: 1 },
      });
      expect(anonymous.statusCode).toBe(401);
      const anonymousDelete = await t.app.inject({
        method: "DELETE",
        url: lineUrl("6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f"),
      });
      expect(anonymousDelete.statusCode).toBe(401);
    });
  });

  describe("catalogues", () => {
    const putCatalogues = (cookie: string | undefined, payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: "/api/webshop/cart/catalogues",
        payload: payload as object,
        headers: cookie ? { cookie } : {},
      });

    const listCatalogues = async (cookie: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: "/ajax/user/get_catalogues.php",
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json().catalogues as Array<{ uuid: string; quantity: number; subject: { uuid: string } }>;
    };

    it("the school's catalogue is offered for the pupil's picture set, not for a set of another job", async () => {
      const p = await newParent();
      const list = await listCatalogues(p.cookie);
      const { catalogue } = shop;
      expect(list).toEqual([
        {
          uuid: catalogue.uuid,
          name: catalogue.name,
          description: catalogue.description,
          price: catalogue.price,
          quantity: 0,
          maxQuantity: catalogue.maxQuantity,
          deliveryTime: { days: catalogue.deliveryDays },
          subject: { uuid: p.set, name: p.subject.name, group: p.subject.group },
        },
      ]);
      expect(await listCatalogues((await otherJobParent()).cookie)).toEqual([]);
      expect((await t.app.inject({ method: "GET", url: "/ajax/user/get_catalogues.php" })).statusCode).toBe(
        401,
      );
    });

    it("quantities are set, changed within the maximum, and 0 removes the line", async () => {
      const p = await newParent();
      const [catalogue] = await listCatalogues(p.cookie);
      if (!catalogue) throw new Error("no catalogue");
      const choice = (quantity: number) => ({
        catalogues: [{ uuid: catalogue.uuid, subjectUuid: p.set, quantity }],
      });
      const res = await putCatalogues(p.cookie, choice(3));
      expect(res.statusCode).toBe(200);
      const cart: Cart = res.json().cart;
      const { price, maxQuantity, name } = shop.catalogue;
      expect(cart.orderLines).toHaveLength(1);
      const line = cart.orderLines[0];
      expect(line).toMatchObject({
        quantity: 3,
        linePrice: 3 * price,
        actualLinePrice: 3 * price,
        canChangeQuantity: true,
        minimumQuantity: 1,
        maximumQuantity: maxQuantity,
        pictureType: null,
        product: { kind: "catalogue", type: 400 },
        catalogue: { uuid: catalogue.uuid, name, subjectName: p.subject.name },
        digitalFiles: [],
      });
      expect(cart.itemCount).toBe(3);
      expect((await listCatalogues(p.cookie))[0]?.quantity).toBe(3);

      const patch = (quantity: number) =>
        t.app.inject({
          method: "PATCH",
          url: lineUrl(line?.uuid ?? ""),
          payload: { quantity },
          headers: { cookie: p.cookie },
        });
      expect((await patch(5)).json().cart.orderLines[0].quantity).toBe(5);
      expect((await patch(maxQuantity * 5)).json().cart.orderLines[0].quantity).toBe(maxQuantity);

      const tooMany = await putCatalogues(p.cookie, choice(maxQuantity + 1));
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error).toBe(`You can order at most ${maxQuantity} of this catalogue`);

      const zero = await putCatalogues(p.cookie, choice(0));
      expect(zero.json().cart.orderLines).toEqual([]);
    });

    it("a catalogue of another user's picture set answers 404", async () => {
      const owner = await newParent();
      const [catalogue] = await listCatalogues(owner.cookie);
      if (!catalogue) throw new Error("no catalogue");
      const other = await otherJobParent();
      for (const subjectUuid of [owner.set, other.set]) {
        const res = await putCatalogues(other.cookie, {
          catalogues: [{ uuid: catalogue.uuid, subjectUuid, quantity: 1 }],
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: "Catalogue not found", code: "catalogue_not_found" });
      }
    });

    it.each([
      [{ catalogues: [] }],
      [{ catalogues: [{ uuid: "x", subjectUuid: "y", quantity: 1 }] }],
      [
        {
          catalogues: [
            {
              uuid: "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f",
              subjectUuid: "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f",
              quantity: -1,
            },
          ],
        },
      ],
      [{}],
    ])("invalid input %j answers 400", async (payload) => {
      const p = await newParent();
      expect((await putCatalogues(p.cookie, payload)).statusCode).toBe(400);
    });

    it("answers 401 signed out", async () => {
      const res = await putCatalogues(undefined, {
        catalogues: [
          {
            uuid: "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f",
            subjectUuid: "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f",
            quantity: 1,
          },
        ],
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("vouchers", () => {
    it("a voucher of 10 % takes 10 % off, shows as the rebate code and is removed again", async () => {
      const p = await newParent();
      await toggleSet(p);
      const voucher = shop.vouchers.tenPercent;
      const typed = ` ${voucher.code.toLowerCase()} `;
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, typed)).toEqual({ ok: true });
      const cart = await getCart(p.cookie);
      expect(cart.rebateCode).toEqual({ code: voucher.code, description: voucher.description });
      const subtotal = shop.digital.IP.set.rebatedPrice ?? 0;
      const rebate = (subtotal * voucher.percent) / 100;
      const total = subtotal - rebate;
      expect(cart.summary.lines.map((l) => [l.kind, l.type, l.linePrice])).toEqual([
        ["subtotal", 0, subtotal],
        ["voucher", 2, -rebate],
        ["total", 4, total],
        ["tax", 4, vatOf(total)],
      ]);
      expect(cart.summary.lines[1]?.description).toBe(voucher.code);
      expect(cart.freeShipping?.remaining).toBe(shop.freeShippingThreshold - total);

      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/webshop/cart/rebate-code",
        headers: { cookie: p.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().cart).toMatchObject({ rebateCode: null, summary: { totalPrice: subtotal } });
    });

    it("a cart without lines keeps its voucher: the voucher and the lines are read in one statement", async () => {
      const p = await newParent();
      const voucher = shop.vouchers.tenPercent;
      await t.db.insert(carts).values({ userId: p.userId, voucherId: voucher.id, updatedAt: new Date() });
      const empty = await linesWithPricing(t.db, t.app.portalId, p.userId, new Date());
      expect(empty.lines).toEqual([]);
      expect(empty.pricing.voucherId).toBe(voucher.id);
      await toggleSet(p);
      const one = await linesWithPricing(t.db, t.app.portalId, p.userId, new Date());
      expect(one.lines).toHaveLength(1);
      expect(one.pricing.voucherId).toBe(voucher.id);
      const none = await linesWithPricing(t.db, t.app.portalId, (await newParent()).userId, new Date());
      expect([none.lines, none.pricing.voucherId]).toEqual([[], null]);
    });

    it("removing the voucher answers 401 signed out", async () => {
      expect(
        (await t.app.inject({ method: "DELETE", url: "/api/webshop/cart/rebate-code" })).statusCode,
      ).toBe(401);
    });

    it("an amount voucher needs its order value, and drops out of the summary without an error when the cart falls below", async () => {
      const p = await newParent();
      const voucher = shop.vouchers.fiftyOff;
      const file = shop.digital.IP.file.price;
      const set = shop.digital.IP.set.rebatedPrice ?? 0;
      expect(file).toBeLessThan(voucher.minOrderValue);
      expect(set).toBeGreaterThanOrEqual(voucher.minOrderValue);
      await toggleFile(p, first(p));
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, voucher.code)).toEqual({
        ok: false,
        error: `This voucher code is only valid for orders over NOK ${voucher.minOrderValue / 100}`,
        code: "voucher_minimum_not_reached",
        params: { amount: voucher.minOrderValue, currency: "NOK" },
      });
      await toggleSet(p);
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, voucher.code)).toEqual({ ok: true });
      expect((await getCart(p.cookie)).summary.totalPrice).toBe(set - voucher.amount);
      await toggleSet(p);
      await toggleFile(p, first(p));
      const cart = await getCart(p.cookie);
      expect(cart.rebateCode).toBeNull();
      expect(summaryLineOf(cart, "voucher")).toBeUndefined();
      expect(cart.summary.totalPrice).toBe(file);
    });

    it.each<[string, string, string, (s: PurchaseShop) => string]>([
      ["an expired code", "This voucher code has expired", "voucher_expired", (s) => s.vouchers.expired.code],
      ["an unknown code", "This voucher code is not valid", "voucher_unknown", () => "NOSUCHCODE"],
      ["an empty code", "This voucher code is not valid", "voucher_unknown", () => ""],
    ])("%s is refused: %s (%s)", async (_what, error, code, codeOf) => {
      const p = await newParent();
      await toggleSet(p);
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, codeOf(shop))).toEqual({
        ok: false,
        error,
        code,
      });
      expect((await getCart(p.cookie)).rebateCode).toBeNull();
    });

    it("a voucher for other products does not apply, and a once-per-user voucher is used once", async () => {
      const p = await newParent();
      await toggleSet(p);
      const scoped = await createVoucher(t, {
        code: `KATALOG${p.userId}`,
        kind: "amount",
        value: 2_000,
        productIds: [shop.catalogue.productId],
      });
      const once = await createVoucher(t, { code: `EN${p.userId}`, value: 500, oncePerUser: true });
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, scoped.code)).toEqual({
        ok: false,
        error: "This voucher code does not apply to the products in your cart",
        code: "voucher_not_applicable",
      });
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, once.code)).toEqual({ ok: true });
      const snapshot = await loadCartSnapshot(t.db, t.app.portalId, p.userId);
      const fivePercent = (shop.digital.IP.set.rebatedPrice ?? 0) / 20;
      expect(snapshot.voucher).toMatchObject({ id: once.id, oncePerUser: true, rebate: fivePercent });
      // An order redeemed it: the cart stops applying it, and applying it again is refused.
      await redeemVoucher(t, once.id, p.userId);
      expect((await getCart(p.cookie)).rebateCode).toBeNull();
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, once.code)).toEqual({
        ok: false,
        error: "You have already used this voucher code",
        code: "voucher_already_used",
      });
    });
  });

  describe("the summary with delivery", () => {
    it("pays shipping below the free-shipping threshold and ships free from it, with fees after", async () => {
      const p = await newParent();
      const { uuid, price } = shop.catalogue;
      const threshold = shop.freeShippingThreshold;
      expect(5 * price).toBeLessThan(threshold);
      expect(6 * price).toBeGreaterThanOrEqual(threshold);
      await setCatalogueQuantities(t.db, t.app.portalId, p.userId, [
        { uuid, subjectUuid: p.set, quantity: 5 },
      ]);
      const extras = {
        shipping: { description: "Postage Norway", price: 9_900 },
        fees: [{ description: "Invoice fee", price: 2_900 }],
      };
      const below = await loadCart(t.db, t.app.portalId, p.userId, extras);
      const total = 5 * price + 9_900 + 2_900;
      expect(below.summary.lines.map((l) => [l.kind, l.description, l.linePrice])).toEqual([
        ["subtotal", "Subtotal", 5 * price],
        ["shipping", "Postage Norway", 9_900],
        ["fee", "Invoice fee", 2_900],
        ["total", "Total", total],
        ["tax", "VAT included", vatOf(total)],
      ]);
      await setCatalogueQuantities(t.db, t.app.portalId, p.userId, [
        { uuid, subjectUuid: p.set, quantity: 6 },
      ]);
      const reached = await loadCart(t.db, t.app.portalId, p.userId, extras);
      expect(summaryLineOf(reached, "shipping")?.linePrice).toBe(0);
      expect(reached.summary.totalPrice).toBe(6 * price + 2_900);
      expect(reached.freeShipping).toEqual({ threshold, state: "free", remaining: 0 });
    });
  });

  describe("clearing after an order", () => {
    it("removes the lines that existed when the order was made and the voucher, and keeps later lines", async () => {
      const p = await newParent();
      const siblings = await addPictureSet(t, p.userId, {
        jobId: shop.jobId,
        pictureType: "SFP",
        pictureCount: 4,
      });
      const sibling = siblings.pictures[0];
      if (!sibling) throw new Error("no sibling picture");
      await toggleSet(p);
      await applyRebateCode(t.db, t.app.portalId, p.userId, shop.vouchers.tenPercent.code);
      const orderMadeAt = new Date();
      await t.db
        .update(cartLines)
        .set({ createdAt: new Date(orderMadeAt.getTime() - 60_000) })
        .where(eq(cartLines.userId, p.userId));
      await toggleFile(p, sibling.uuid, "SFP");
      await t.db
        .update(cartLines)
        .set({ createdAt: new Date(orderMadeAt.getTime() + 60_000) })
        .where(and(eq(cartLines.userId, p.userId), isNotNull(cartLines.pictureId)));

      await t.db.transaction(async (tx) => clearCart(tx, p.userId, orderMadeAt));
      const cart = await getCart(p.cookie);
      expect(cart.rebateCode).toBeNull();
      expect(cart.orderLines.map((l) => [l.product.kind, l.pictureType])).toEqual([["digital_file", "SFP"]]);
    });
  });

  describe("tiers and campaign prices", () => {
    it("a catalogue line takes the tier for its quantity and the campaign price", async () => {
      const job = await createJob(t);
      const base = 20_000;
      const catalogue = await createCatalogue(t, job.id, { price: base });
      // From 3 pieces a lower price and a campaign price below it; from 6 a campaign price above the tier's.
      await priceProduct(t, catalogue.productId, [
        { quantity: 1, price: base },
        { quantity: 3, price: 17_000, campaignPrice: 15_000 },
        { quantity: 6, price: 16_000, campaignPrice: 16_500 },
      ]);
      const p = asParent(await createParent(t, { jobId: job.id }));
      const lineOf = async (quantity: number) => {
        await setCatalogueQuantities(t.db, t.app.portalId, p.userId, [
          { uuid: catalogue.uuid, subjectUuid: p.set, quantity },
        ]);
        const cart = await loadCart(t.db, t.app.portalId, p.userId);
        return [cart.orderLines[0]?.linePrice, cart.orderLines[0]?.actualLinePrice, cart.summary.totalPrice];
      };
      expect(await lineOf(2)).toEqual([2 * base, 2 * base, 2 * base]);
      expect(await lineOf(3)).toEqual([3 * 17_000, 3 * 15_000, 3 * 15_000]);
      expect(await lineOf(6)).toEqual([6 * 16_000, 6 * 16_000, 6 * 16_000]);

      // A chosen sub-product adds its extra price to every piece; an unknown choice adds nothing.
      const gilded = await addSubProduct(t, catalogue.productId, {
        name: "Gold foil cover",
        extraPrice: 2_500,
      });
      await t.db
        .update(cartLines)
        .set({ subProductUuids: [gilded.uuid, "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f"] })
        .where(eq(cartLines.userId, p.userId));
      expect(await lineOf(3)).toEqual([3 * 19_500, 3 * 17_500, 3 * 17_500]);
    });
  });
});
