import type { Cart, ToggleResponse } from "@shop/contracts/cart";
import type { PictureSet } from "@shop/contracts/picture-sets";
import { and, eq, isNotNull } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartLines,
  catalogues,
  digitalSetEntitlements,
  orders,
  pictures,
  productPrices,
  products,
  subjects,
  subProducts,
  userSubjects,
  users,
  voucherRedemptions,
  vouchers,
} from "../../db/schema/index.ts";
import { HttpError } from "../../errors.ts";
import { demoCatalogue, demoDigitalPrices, demoPortraitSetRebatedPrice } from "../../seed/shop-catalog.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { pictureSetUuidOf, registerWithCode, signIn } from "../test-support.ts";
import {
  addDigitalSets,
  applyRebateCode,
  clearCart,
  loadCart,
  loadCartSnapshot,
  setCatalogueQuantities,
} from "./service.ts";

const fileToggle = "/ajax/cart/toggle_digital_file_in_cart.php";
const setToggle = "/ajax/cart/toggle_digital_set_in_cart.php";
const lineUrl = (uuid: string) => `/api/webshop/cart/lines/${uuid}`;

interface Parent {
  cookie: string;
  email: string;
  userId: number;
  /** Emma's picture set (subject uuid). */
  set: string;
  pictures: string[];
}

describe("the cart", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
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

  const userIdOf = async (email: string): Promise<number> => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };

  /** A new parent who redeemed Emma's code (12 individual pictures of Solbakken skole). */
  const newParent = async (code = "EMMA2026", subjectName = "Emma Nordmann"): Promise<Parent> => {
    const { cookie, email } = await registerWithCode(t.app, code);
    const set = await pictureSetUuidOf(t.app, cookie, subjectName);
    const detail = await getSet(cookie, set);
    return {
      cookie,
      email,
      userId: await userIdOf(email),
      set,
      pictures: detail.pictures.map((p) => p.uuid),
    };
  };

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
        freeShipping: { threshold: 100_000, state: "spendOver", remaining: 100_000 },
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
      const again = await signIn(t.app, p.email, "secret123");
      const cart = await getCart(again);
      expect(cart.orderLines.map((l) => l.digitalFiles[0]?.uuid)).toEqual([first(p)]);
    });

    it("leaves out a single picture the photographer took back", async () => {
      const p = await newParent();
      await toggleFile(p, first(p));
      await t.db
        .update(pictures)
        .set({ ready: false })
        .where(eq(pictures.uuid, first(p)));
      try {
        const cart = await getCart(p.cookie);
        expect(cart.orderLines).toEqual([]);
        expect(cart.itemCount).toBe(0);
      } finally {
        await t.db
          .update(pictures)
          .set({ ready: true })
          .where(eq(pictures.uuid, first(p)));
      }
    });

    it("leaves out the lines of a picture set the user no longer has", async () => {
      const p = await newParent();
      await toggleFile(p, first(p));
      expect((await getCart(p.cookie)).itemCount).toBe(1);
      const [subject] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.uuid, p.set));
      if (!subject) throw new Error("no subject");
      await t.db
        .delete(userSubjects)
        .where(and(eq(userSubjects.userId, p.userId), eq(userSubjects.subjectId, subject.id)));
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
      expect(line).toMatchObject({
        type: 0,
        quantity: 1,
        linePrice: demoDigitalPrices.IP.file,
        actualLinePrice: demoDigitalPrices.IP.file,
        rebate: null,
        canChangeQuantity: false,
        minimumQuantity: 1,
        maximumQuantity: 1,
        pictureType: "IP",
        product: { type: 300, kind: "digital_file", name: "Digital portrait" },
        subjects: [
          { uuid: p.set, name: "Emma Nordmann", group: "3B", numImages: 12, jobName: "Solbakken skole 2026" },
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
      expect(cart.summary.totalPrice).toBe(14_900);
      expect(cart.summary.vatAmount).toBe(2_980);
      expect(cart.freeShipping).toEqual({ threshold: 100_000, state: "more", remaining: 85_100 });

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
      const emma = await newParent();
      const sibling = await newParent("SIBS2026", "Emma og Jonas Nordmann");
      const res = await toggleFile(sibling, first(emma));
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
      const demo = await signIn(t.app);
      const nora = await pictureSetUuidOf(t.app, demo, "Nora Berg");
      const bought = (await getSet(demo, nora)).pictures.find((pic) => pic.bought);
      if (!bought) throw new Error("the demo account bought nothing");
      const res = await post(fileToggle, demo, { file: bought.uuid, type: "IP" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: "You have already bought this picture",
        code: "picture_already_bought",
      });
      expect((await getCart(demo)).orderLines.some((l) => l.digitalFiles[0]?.uuid === bought.uuid)).toBe(
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
      expect(cart.orderLines).toHaveLength(1);
      expect(cart.orderLines[0]).toMatchObject({
        product: { kind: "digital_set", type: 301, name: "Digital portrait set" },
        description: "Digital portrait set – Emma Nordmann",
        linePrice: demoDigitalPrices.IP.set,
        actualLinePrice: demoPortraitSetRebatedPrice,
        rebate: { linePrice: demoPortraitSetRebatedPrice - demoDigitalPrices.IP.set },
        canChangeQuantity: false,
        pictureType: "IP",
      });
      expect(cart.orderLines[0]?.digitalFiles.map((f) => f.uuid)).toEqual(p.pictures.slice(0, 3));
      expect(cart.summary.lines[0]).toMatchObject({ kind: "subtotal", linePrice: 44_900 });
      expect(cart.summary.totalPrice).toBe(44_900);

      const set = await getSet(p.cookie, p.set);
      expect(set.pictures.every((pic) => !pic.inCart)).toBe(true);
      expect(set.digital).toEqual([
        {
          type: "IP",
          pictureCount: 12,
          file: { productUuid: expect.any(String), price: 14_900, rebatedPrice: null },
          set: {
            productUuid: expect.any(String),
            price: 59_900,
            rebatedPrice: 44_900,
            bought: false,
            inCart: true,
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
      const p = await newParent("SIBS2026", "Emma og Jonas Nordmann");
      expect((await toggleSet(p, p.set, "SFP")).statusCode).toBe(200);
      const [line] = (await getCart(p.cookie)).orderLines;
      expect(line).toMatchObject({
        linePrice: 39_900,
        actualLinePrice: 39_900,
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
      const emma = await newParent();
      const other = await newParent("KLASSE3B", "Klasse 3B");
      for (const pictureSet of [emma.set, "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f"]) {
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
      const [subject] = await t.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.uuid, p.set));
      if (!subject) throw new Error("no subject");
      await t.db
        .insert(digitalSetEntitlements)
        .values({ userId: p.userId, subjectId: subject.id, pictureType: "IP" });
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
      const emma = await newParent();
      const other = await newParent("KLASSE3B", "Klasse 3B");
      await expect(
        addDigitalSets(t.db, t.app.portalId, other.userId, [{ subjectUuid: emma.set }]),
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

    it("the school's catalogue is offered for the pupil's picture set, not for the kindergarten's", async () => {
      const p = await newParent();
      const list = await listCatalogues(p.cookie);
      expect(list).toEqual([
        {
          uuid: expect.any(String),
          name: demoCatalogue.name,
          description: demoCatalogue.description,
          price: 18_900,
          quantity: 0,
          maxQuantity: 10,
          deliveryTime: { days: 30 },
          subject: { uuid: p.set, name: "Emma Nordmann", group: "3B" },
        },
      ]);
      expect(await listCatalogues(await signIn(t.app))).toEqual([]);
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
      expect(cart.orderLines).toHaveLength(1);
      const line = cart.orderLines[0];
      expect(line).toMatchObject({
        quantity: 3,
        linePrice: 56_700,
        actualLinePrice: 56_700,
        canChangeQuantity: true,
        minimumQuantity: 1,
        maximumQuantity: 10,
        pictureType: null,
        product: { kind: "catalogue", type: 400 },
        catalogue: { uuid: catalogue.uuid, name: demoCatalogue.name, subjectName: "Emma Nordmann" },
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
      expect((await patch(50)).json().cart.orderLines[0].quantity).toBe(10);

      const tooMany = await putCatalogues(p.cookie, choice(11));
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error).toBe("You can order at most 10 of this catalogue");

      const zero = await putCatalogues(p.cookie, choice(0));
      expect(zero.json().cart.orderLines).toEqual([]);
    });

    it("a catalogue of another user's picture set answers 404", async () => {
      const emma = await newParent();
      const [catalogue] = await listCatalogues(emma.cookie);
      if (!catalogue) throw new Error("no catalogue");
      const demo = await signIn(t.app);
      const nora = await pictureSetUuidOf(t.app, demo, "Nora Berg");
      for (const subjectUuid of [emma.set, nora]) {
        const res = await putCatalogues(demo, {
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
    it("VELKOMMEN10 takes 10 % off, shows as the rebate code and is removed again", async () => {
      const p = await newParent();
      await toggleSet(p);
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, " velkommen10 ")).toEqual({ ok: true });
      const cart = await getCart(p.cookie);
      expect(cart.rebateCode).toEqual({ code: "VELKOMMEN10", description: "10 % off your order" });
      expect(cart.summary.lines.map((l) => [l.kind, l.type, l.linePrice])).toEqual([
        ["subtotal", 0, 44_900],
        ["voucher", 2, -4_490],
        ["total", 4, 40_410],
        ["tax", 4, 8_082],
      ]);
      expect(cart.summary.lines[1]?.description).toBe("VELKOMMEN10");
      expect(cart.freeShipping?.remaining).toBe(100_000 - 40_410);

      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/webshop/cart/rebate-code",
        headers: { cookie: p.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().cart).toMatchObject({ rebateCode: null, summary: { totalPrice: 44_900 } });
    });

    it("removing the voucher answers 401 signed out", async () => {
      expect(
        (await t.app.inject({ method: "DELETE", url: "/api/webshop/cart/rebate-code" })).statusCode,
      ).toBe(401);
    });

    it("RABATT50 needs 300 kr, and drops out of the summary without an error when the cart falls below", async () => {
      const p = await newParent();
      await toggleFile(p, first(p));
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, "RABATT50")).toEqual({
        ok: false,
        error: "This voucher code is only valid for orders over NOK 300",
        code: "voucher_minimum_not_reached",
        params: { amount: 30_000, currency: "NOK" },
      });
      await toggleSet(p);
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, "RABATT50")).toEqual({ ok: true });
      expect((await getCart(p.cookie)).summary.totalPrice).toBe(39_900);
      await toggleSet(p);
      await toggleFile(p, first(p));
      const cart = await getCart(p.cookie);
      expect(cart.rebateCode).toBeNull();
      expect(cart.summary.lines.some((l) => l.kind === "voucher")).toBe(false);
      expect(cart.summary.totalPrice).toBe(14_900);
    });

    it.each([
      ["UTLOPT", "This voucher code has expired", "voucher_expired"],
      ["NOSUCHCODE", "This voucher code is not valid", "voucher_unknown"],
      ["", "This voucher code is not valid", "voucher_unknown"],
    ])("%j is refused: %s", async (voucher, error, code) => {
      const p = await newParent();
      await toggleSet(p);
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, voucher)).toEqual({
        ok: false,
        error,
        code,
      });
      expect((await getCart(p.cookie)).rebateCode).toBeNull();
    });

    it("a voucher for other products does not apply, and a once-per-user voucher is used once", async () => {
      const p = await newParent();
      await toggleSet(p);
      const [catalogueProduct] = await t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.kind, "catalogue"));
      if (!catalogueProduct) throw new Error("no catalogue product");
      const [scoped, once] = await t.db
        .insert(vouchers)
        .values([
          {
            portalId: t.app.portalId,
            code: `KATALOG${p.userId}`,
            kind: "amount",
            value: 2_000,
            productIds: [catalogueProduct.id],
          },
          { portalId: t.app.portalId, code: `EN${p.userId}`, kind: "percent", value: 500, oncePerUser: true },
        ])
        .returning({ id: vouchers.id, code: vouchers.code });
      if (!scoped || !once) throw new Error("vouchers not made");
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, scoped.code)).toEqual({
        ok: false,
        error: "This voucher code does not apply to the products in your cart",
        code: "voucher_not_applicable",
      });
      expect(await applyRebateCode(t.db, t.app.portalId, p.userId, once.code)).toEqual({ ok: true });
      const snapshot = await loadCartSnapshot(t.db, t.app.portalId, p.userId);
      expect(snapshot.voucher).toMatchObject({ id: once.id, oncePerUser: true, rebate: 2_245 });
      // An order redeemed it: the cart stops applying it, and applying it again is refused.
      const [order] = await t.db
        .insert(orders)
        .values({
          portalId: t.app.portalId,
          userId: p.userId,
          currency: "NOK",
          totalPrice: 0,
          vatAmount: 0,
          summary: [],
          delivery: {},
          payment: { provider: "card", title: "Card", isInvoice: false },
        })
        .returning({ id: orders.id });
      if (!order) throw new Error("no order");
      await t.db
        .insert(voucherRedemptions)
        .values({ voucherId: once.id, userId: p.userId, orderId: order.id });
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
      const [catalogue] = await t.db.select({ uuid: catalogues.uuid }).from(catalogues);
      if (!catalogue) throw new Error("no catalogue");
      await setCatalogueQuantities(t.db, t.app.portalId, p.userId, [
        { uuid: catalogue.uuid, subjectUuid: p.set, quantity: 5 },
      ]);
      const extras = {
        shipping: { description: "Postage Norway", price: 9_900 },
        fees: [{ description: "Invoice fee", price: 2_900 }],
      };
      const below = await loadCart(t.db, t.app.portalId, p.userId, extras);
      expect(below.summary.lines.map((l) => [l.kind, l.description, l.linePrice])).toEqual([
        ["subtotal", "Subtotal", 94_500],
        ["shipping", "Postage Norway", 9_900],
        ["fee", "Invoice fee", 2_900],
        ["total", "Total", 107_300],
        ["tax", "VAT included", 21_460],
      ]);
      await setCatalogueQuantities(t.db, t.app.portalId, p.userId, [
        { uuid: catalogue.uuid, subjectUuid: p.set, quantity: 6 },
      ]);
      const reached = await loadCart(t.db, t.app.portalId, p.userId, extras);
      expect(reached.summary.lines.find((l) => l.kind === "shipping")?.linePrice).toBe(0);
      expect(reached.summary.totalPrice).toBe(113_400 + 2_900);
      expect(reached.freeShipping).toEqual({ threshold: 100_000, state: "free", remaining: 0 });
    });
  });

  describe("clearing after an order", () => {
    it("removes the lines that existed when the order was made and the voucher, and keeps later lines", async () => {
      const p = await newParent();
      await t.app.inject({
        method: "GET",
        url: "/ajax/prophoto/add_picture_set_by_code.php?code=SIBS2026",
        headers: { cookie: p.cookie },
      });
      const siblings = await pictureSetUuidOf(t.app, p.cookie, "Emma og Jonas Nordmann");
      const sibling = (await getSet(p.cookie, siblings)).pictures[0];
      if (!sibling) throw new Error("no sibling picture");
      await toggleSet(p);
      await applyRebateCode(t.db, t.app.portalId, p.userId, "VELKOMMEN10");
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
      const own = await createTestApp({ seed: true });
      try {
        const { cookie, email } = await registerWithCode(own.app, "EMMA2026");
        const set = await pictureSetUuidOf(own.app, cookie, "Emma Nordmann");
        const [user] = await own.db.select({ id: users.id }).from(users).where(eq(users.email, email));
        const [catalogue] = await own.db
          .select({ uuid: catalogues.uuid, productId: catalogues.productId })
          .from(catalogues);
        if (!user || !catalogue) throw new Error("fixtures missing");
        await own.db.insert(productPrices).values([
          { productId: catalogue.productId, quantity: 3, price: 17_000, campaignPrice: 15_000 },
          { productId: catalogue.productId, quantity: 6, price: 16_000, campaignPrice: 16_500 },
        ]);
        const lineOf = async (quantity: number) => {
          await setCatalogueQuantities(own.db, own.app.portalId, user.id, [
            { uuid: catalogue.uuid, subjectUuid: set, quantity },
          ]);
          const cart = await loadCart(own.db, own.app.portalId, user.id);
          return [
            cart.orderLines[0]?.linePrice,
            cart.orderLines[0]?.actualLinePrice,
            cart.summary.totalPrice,
          ];
        };
        expect(await lineOf(2)).toEqual([37_800, 37_800, 37_800]);
        expect(await lineOf(3)).toEqual([51_000, 45_000, 45_000]);
        expect(await lineOf(6)).toEqual([96_000, 96_000, 96_000]);

        // A chosen sub-product adds its extra price to every piece; an unknown choice adds nothing.
        const [gilded] = await own.db
          .insert(subProducts)
          .values({ productId: catalogue.productId, name: "Gold foil cover", extraPrice: 2_500 })
          .returning({ uuid: subProducts.uuid });
        if (!gilded) throw new Error("no sub-product");
        await own.db
          .update(cartLines)
          .set({ subProductUuids: [gilded.uuid, "6f1d2a8e-3b4c-4d5e-8f90-1a2b3c4d5e6f"] })
          .where(eq(cartLines.userId, user.id));
        expect(await lineOf(3)).toEqual([58_500, 52_500, 52_500]);
      } finally {
        await own.close();
      }
    });
  });
});
