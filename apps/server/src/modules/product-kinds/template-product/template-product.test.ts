import type {
  AddTemplateProductBody,
  AddTemplateProductResponse,
  Cart,
  CartResponse,
  OrderLine,
} from "@shop/contracts/cart";
import type { Order, OrderDetailsResponse } from "@shop/contracts/orders";
import type { FillTemplateResponse, ImageResource, UserResources } from "@shop/contracts/templates";
import { templateProductTypes } from "@shop/domain/product-kind";
import { eq } from "drizzle-orm";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, pictures, products, templates } from "../../../db/schema/index.ts";
import {
  aTemplateDocument,
  createImageBackgrounds,
  createParent,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
  type Parent,
} from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../../test/order-factories.ts";
import {
  addFile,
  getCart,
  openPostageTransaction,
  payWithCard,
  pictureSet,
} from "../../checkout/purchase-test-support.ts";
import { printOrder } from "../../production/service.ts";
import { storeArtwork } from "../../templates/artwork.ts";
import { insertGreenScreenBackgrounds, insertTemplateVersion } from "../../templates/records.ts";

const addUrl = "/api/webshop/cart/template-products";
const updateUrl = (uuid: string) => `/api/webshop/cart/lines/${uuid}/template`;

/** A JPEG's size, and whether it is grey (its colour taken away: r = g = b). */
async function turnedGrey(jpeg: Buffer): Promise<{ width: number; height: number; grey: boolean }> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const [red = 0, green = 0, blue = 0] = data.subarray(0, 3);
  return {
    width: info.width,
    height: info.height,
    grey: Math.max(red, green, blue) - Math.min(red, green, blue) <= 2,
  };
}

/** A card: a picture, an editable greeting and a fixed text the parent may not change. */
function cardDocument(name: string, values: Parameters<typeof aTemplateDocument>[0] = {}) {
  const doc = aTemplateDocument({ name, text: "Hello {firstName}", ...values });
  const [front] = doc.parts;
  if (!front) throw new Error("the factory's document has no part");
  const fixed = {
    kind: "text",
    id: "signature",
    x: 5,
    y: 140,
    width: 140,
    height: 8,
    font: { family: "Roboto", size: 12, color: "#333333" },
    editable: false,
    defaultText: "Class {group}",
  };
  return { ...doc, parts: [{ ...front, elements: [...front.elements, fixed] }] };
}

describe("template product lines", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let cardProduct: { id: number; uuid: string };
  let otherProduct: { id: number; uuid: string };
  let calendarProduct: { id: number; uuid: string };
  let posterProduct: { id: number; uuid: string };
  let card: { id: number; uuid: string };
  let secondCard: { id: number; uuid: string };
  let groupOnlyCard: { id: number; uuid: string };
  let otherCard: { id: number; uuid: string };
  let calendar: { id: number; uuid: string };
  let poster: { id: number; uuid: string };
  const cardPrices = [
    { quantity: 1, price: 2_500, campaignPrice: null },
    { quantity: 10, price: 2_000, campaignPrice: null },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    const cards = await createTemplateCategory(t, { internalName: "cards", sortOrder: 1 });
    const square = await createTemplateCategory(t, { internalName: "cards-15x15", parentId: cards.id });
    cardProduct = await createTemplateProduct(t, {
      type: templateProductTypes.CARDS,
      name: "Card 15x15",
      minOrderQuantity: 2,
      prices: cardPrices,
    });
    otherProduct = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card 10x15" });
    calendarProduct = await createTemplateProduct(t, {
      type: templateProductTypes.CALENDAR,
      name: "Calendar",
    });
    posterProduct = await createTemplateProduct(t, { type: templateProductTypes.PHOTOGIFT, name: "Poster" });
    await t.db.update(products).set({ maxQuantity: 5 }).where(eq(products.id, posterProduct.id));
    const categoryIds = [cards.id, square.id];
    card = await createTemplate(t, {
      productId: cardProduct.id,
      categoryIds,
      document: cardDocument("Birthday card"),
    });
    secondCard = await createTemplate(t, {
      productId: cardProduct.id,
      categoryIds,
      document: cardDocument("Christmas card"),
    });
    groupOnlyCard = await createTemplate(t, {
      productId: cardProduct.id,
      document: aTemplateDocument({ name: "Class card", pictureTypes: ["GP"] }),
    });
    otherCard = await createTemplate(t, {
      productId: otherProduct.id,
      document: cardDocument("Small card"),
    });
    calendar = await createTemplate(t, {
      productId: calendarProduct.id,
      document: aTemplateDocument({ name: "Wall calendar", type: "CALENDAR", supportedYears: [2026, 2027] }),
    });
    poster = await createTemplate(t, {
      productId: posterProduct.id,
      document: aTemplateDocument({ name: "Poster" }),
    });
  });
  afterAll(() => t.close());

  const parent = () => createParent(t, shop);

  /** The template filled from the parent's set, as the editor starts it. */
  async function filled(cookie: string, templateUuid: string, subjectUuid: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webshop/user/templates/fill-template",
      payload: { template: { uuid: templateUuid }, subject: { uuid: subjectUuid } },
      headers: { cookie },
    });
    if (res.statusCode !== 200) throw new Error(`filling answered ${res.statusCode}: ${res.body}`);
    return res.json() as FillTemplateResponse;
  }

  /** The body of 'Add to cart' for the template filled from the parent's set. */
  async function addBody(
    p: Parent,
    template: { uuid: string },
    productUuid: string,
    quantity = 3,
  ): Promise<AddTemplateProductBody> {
    const fill = await filled(p.cookie, template.uuid, p.set.subject.uuid);
    return {
      template: { uuid: template.uuid, version: 1 },
      year: fill.year,
      userResources: fill.userResources,
      subject: { uuid: p.set.subject.uuid },
      lines: [{ productUuid, quantity, subProductUuids: [] }],
    };
  }

  const add = (cookie: string | undefined, body: unknown) =>
    t.app.inject({ method: "POST", url: addUrl, payload: body as object, headers: cookie ? { cookie } : {} });
  const update = (cookie: string, uuid: string, body: unknown) =>
    t.app.inject({ method: "PUT", url: updateUrl(uuid), payload: body as object, headers: { cookie } });

  function imageOf(resources: UserResources, id = "photo"): NonNullable<ImageResource["image"]> {
    const resource = resources[id];
    if (resource?.kind !== "image" || resource.image === null) throw new Error(`no picture in ${id}`);
    return resource.image;
  }

  /** The resources with one resource changed. */
  function withResource(resources: UserResources, id: string, change: (r: never) => unknown): UserResources {
    const resource = resources[id];
    if (!resource) throw new Error(`no resource ${id}`);
    return { ...resources, [id]: change(structuredClone(resource) as never) } as UserResources;
  }

  async function addedLine(p: Parent, body: AddTemplateProductBody): Promise<OrderLine> {
    const res = await add(p.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as AddTemplateProductResponse;
    const line = answer.cart.orderLines.find((l) => l.uuid === answer.orderLineUuids[0]);
    if (!line) throw new Error("the new line is not in the cart");
    return line;
  }

  describe("POST /api/webshop/cart/template-products", () => {
    it("lays a green-screen picture on one of its job's backgrounds; the line, the order and the print show it as the job does", async () => {
      const p = await createParent(t, shop, { greenscreen: [0] });
      const [studio] = await createImageBackgrounds(t, ["Studio"]);
      if (!studio) throw new Error("no background");
      // The job shows its 192 × 128 blue background turned upright and in black and white (spec 02 §7).
      await insertGreenScreenBackgrounds(t.db, t.app.portalId, p.set.jobId, [
        { backgroundUuid: studio.uuid, rotation: 90, effect: "bw" },
      ]);
      // A design whose picture field takes backgrounds (the factory's field, like most, takes none).
      const doc = aTemplateDocument({ name: "Green mug" });
      const [front] = doc.parts;
      if (!front) throw new Error("no part");
      const withBackgrounds = {
        ...doc,
        parts: [{ ...front, elements: front.elements.map((e) => ({ ...e, disableBackground: false })) }],
      };
      const mug = await createTemplate(t, { productId: cardProduct.id, document: withBackgrounds });
      const body = await addBody(p, mug, cardProduct.uuid, 2);
      const placed = imageOf(body.userResources);
      expect(placed.uuid).toBe(p.set.pictures[0]?.uuid);
      const line = await addedLine(p, {
        ...body,
        userResources: withResource(body.userResources, "photo", (r: ImageResource) => ({
          ...r,
          image: r.image ? { ...r.image, background: studio.uuid } : null,
        })),
      });
      expect(imageOf(line.template?.data.userResources ?? {}).background).toBe(studio.uuid);
      expect(Object.keys(line.template?.cutoutUrls ?? {})).toEqual([placed.uuid]);
      const cut = line.template?.cutoutUrls[placed.uuid] ?? "";
      expect(cut).toContain(`/api/webshop/images/${placed.uuid}/640c?`);
      const res = await t.app.inject({ url: cut, headers: { accept: "image/webp" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");

      // The design's background is drawn from the job's view of it (gsbackground.php), as the Backgrounds tab shows it.
      const shownAs = expect.stringMatching(
        new RegExp(
          `^/system/gsbackground\\.php\\?uuid=${studio.uuid}&rotation=90&effect=bw&exp=\\d+&sig=[\\w-]+$`,
        ),
      );
      expect(line.template?.backgroundUrls).toEqual({ [studio.uuid]: shownAs });
      const shown = await t.app.inject({ url: line.template?.backgroundUrls[studio.uuid] ?? "" });
      expect(shown.statusCode).toBe(200);
      const turned = await turnedGrey(shown.rawPayload);
      expect(turned).toEqual({ width: 128, height: 192, grey: true });

      const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, p.cookie);
      expect((await payWithCard(t.app, p.cookie, transactionUuid)).json().status).toBe("paid");
      const receipt = (
        await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie: p.cookie } })
      ).json().order as Order;
      const ordered = receipt.orderLines.find((l) => l.template?.uuid === mug.uuid);
      expect(ordered?.template?.backgroundUrls).toEqual({ [studio.uuid]: shownAs });
      // What the parent saw is what is printed: the PDF's background is the turned, black-and-white one.
      const [file] = await printOrder({ db: t.db, storage: t.storage, portalId: t.app.portalId }, orderUuid);
      const jpegs = (await PDFDocument.load(file?.pdf ?? new Uint8Array())).context
        .enumerateIndirectObjects()
        .flatMap(([, object]) =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of("Filter"))?.toString() === "/DCTDecode"
            ? [Buffer.from(object.contents)]
            : [],
        );
      expect(await Promise.all(jpegs.map(turnedGrey))).toEqual([turned]);
    });

    it("adds the design as a line priced by the product's tiers, with its template, edit link and previews", async () => {
      const p = await parent();
      const body = await addBody(p, card, cardProduct.uuid, 3);
      // The client's picture size is not the shop's: the stored design takes the picture's real one.
      const lying = withResource(body.userResources, "photo", (r: ImageResource) => {
        if (r.image) r.image = { ...r.image, width: 9_999, height: 9_999 };
        return r;
      });
      const res = await add(p.cookie, { ...body, userResources: lying });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as AddTemplateProductResponse;
      expect(answer.orderLineUuids).toHaveLength(1);
      const [uuid] = answer.orderLineUuids;
      const line = answer.cart.orderLines.find((l) => l.uuid === uuid);
      const picture = imageOf(body.userResources);
      const placed = p.set.pictures.find((x) => x.uuid === picture.uuid);
      expect(line).toMatchObject({
        product: { uuid: cardProduct.uuid, kind: "template_product", type: templateProductTypes.CARDS },
        quantity: 3,
        description: `Birthday card – ${p.set.subject.name}`,
        linePrice: 3 * 2_500,
        actualLinePrice: 3 * 2_500,
        canChangeQuantity: true,
        minimumQuantity: 2,
        maximumQuantity: null,
        pictureType: null,
        catalogue: null,
        editLink: `/shopping-cart/edit/${uuid}`,
        subjects: [{ uuid: p.set.subject.uuid, name: p.set.subject.name }],
        template: {
          uuid: card.uuid,
          version: 1,
          name: "Birthday card",
          type: "CARDS",
          categories: ["cards", "cards-15x15"],
          data: { year: body.year },
        },
      });
      const resources = line?.template?.data.userResources ?? {};
      expect(imageOf(resources)).toMatchObject({
        uuid: picture.uuid,
        width: placed?.width,
        height: placed?.height,
        webshopId: placed?.webshopId,
      });
      expect(resources.greeting).toMatchObject({
        kind: "text",
        font: {
          text: body.userResources.greeting?.kind === "text" ? body.userResources.greeting.font.text : "",
        },
      });
      expect(line?.digitalFiles.map((f) => f.uuid)).toEqual([picture.uuid]);
      const url = line?.template?.pictureUrls[picture.uuid] ?? "";
      expect(url).toContain(`/api/webshop/images/${picture.uuid}/640`);
      const preview = await t.app.inject({ url });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers["content-type"]).toBe("image/jpeg");
      // The cart reads the same line.
      expect((await getCart(t.app, p.cookie)).orderLines).toContainEqual(line);
    });

    it("puts two designs of one product for one picture set in two lines, one per product row", async () => {
      const p = await parent();
      const body = await addBody(p, card, cardProduct.uuid, 2);
      await addedLine(p, body);
      const again = await add(p.cookie, {
        ...body,
        lines: [body.lines[0], { productUuid: cardProduct.uuid, quantity: 12 }],
      });
      expect(again.statusCode, again.body).toBe(200);
      const answer = again.json() as AddTemplateProductResponse;
      expect(answer.orderLineUuids).toHaveLength(2);
      const lines = answer.cart.orderLines;
      expect(lines.map((l) => [l.quantity, l.linePrice])).toEqual([
        [2, 2 * 2_500],
        [2, 2 * 2_500],
        [12, 12 * 2_000],
      ]);
      expect(answer.cart.itemCount).toBe(16);
    });

    it("keeps a calendar's supported year", async () => {
      const p = await parent();
      const body = await addBody(p, calendar, calendarProduct.uuid, 1);
      const line = await addedLine(p, { ...body, year: 2027 });
      expect(line.template?.data.year).toBe(2027);
      expect(line.template?.type).toBe("CALENDAR");
    });

    it("asks the product's minimum and no more than its maximum", async () => {
      const p = await parent();
      const below = await add(p.cookie, await addBody(p, card, cardProduct.uuid, 1));
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({ code: "template_quantity_below_minimum", params: { min: 2 } });
      const above = await add(p.cookie, await addBody(p, poster, posterProduct.uuid, 6));
      expect(above.statusCode).toBe(400);
      expect(above.json()).toMatchObject({ code: "template_quantity_above_maximum", params: { max: 5 } });
      const line = await addedLine(p, await addBody(p, poster, posterProduct.uuid, 5));
      expect(line.maximumQuantity).toBe(5);
      expect((await getCart(t.app, p.cookie)).orderLines).toHaveLength(1);
    });

    describe("refuses a design the template or the picture set does not allow", () => {
      let p: Parent;
      let body: AddTemplateProductBody;
      let stranger: Parent;
      beforeAll(async () => {
        p = await parent();
        stranger = await parent();
        body = await addBody(p, card, cardProduct.uuid);
      });

      async function refused(changed: unknown, code: string, status = 400) {
        const res = await add(p.cookie, changed);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().code).toBe(code);
        expect((await getCart(t.app, p.cookie)).orderLines).toEqual([]);
      }
      const photo = (change: (image: NonNullable<ImageResource["image"]>) => object) =>
        withResource(body.userResources, "photo", (r: ImageResource) => ({
          ...r,
          image: r.image ? { ...r.image, ...change(r.image) } : null,
        }));
      const text = (id: string, font: object) =>
        withResource(body.userResources, id, (r: { font: object }) => ({
          ...r,
          font: { ...r.font, ...font },
        }));

      it("signed out: 401", async () => {
        const res = await add(undefined, body);
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe("unauthorized");
      });

      it("a picture set that is not the user's: 404", async () => {
        await refused(
          { ...body, subject: { uuid: stranger.set.subject.uuid } },
          "picture_set_not_found",
          404,
        );
      });

      it("a template version that does not exist, or a template no longer sold", async () => {
        await refused({ ...body, template: { uuid: card.uuid, version: 2 } }, "template_unavailable");
        const gone = await createTemplate(t, {
          productId: cardProduct.id,
          document: cardDocument("Gone card"),
        });
        await t.db.update(templates).set({ active: false }).where(eq(templates.id, gone.id));
        await refused({ ...body, template: { uuid: gone.uuid, version: 1 } }, "template_unavailable");
      });

      it("a line of another product than the template's", async () => {
        await refused(
          { ...body, lines: [{ productUuid: otherProduct.uuid, quantity: 3 }] },
          "template_wrong_product",
        );
        await refused(
          { ...body, lines: [...body.lines, { productUuid: otherProduct.uuid, quantity: 3 }] },
          "template_wrong_product",
        );
      });

      it("a picture of another picture set", async () => {
        const theirs = stranger.set.pictures[0]?.uuid ?? "";
        await refused(
          { ...body, userResources: photo(() => ({ uuid: theirs })) },
          "template_picture_not_in_set",
        );
      });

      it("a picture that is not released", async () => {
        const hidden = p.set.pictures[2];
        if (!hidden) throw new Error("the set has too few pictures");
        await t.db.update(pictures).set({ ready: false }).where(eq(pictures.id, hidden.id));
        try {
          await refused(
            { ...body, userResources: photo(() => ({ uuid: hidden.uuid })) },
            "template_picture_not_in_set",
          );
        } finally {
          await t.db.update(pictures).set({ ready: true }).where(eq(pictures.id, hidden.id));
        }
      });

      it("a picture its field does not take", async () => {
        await refused(
          {
            ...body,
            template: { uuid: groupOnlyCard.uuid, version: 1 },
            userResources: { photo: body.userResources.photo },
          },
          "template_picture_not_allowed",
        );
      });

      it("a background behind a picture whose field takes none", async () => {
        await refused(
          { ...body, userResources: photo(() => ({ background: crypto.randomUUID() })) },
          "template_background_not_allowed",
        );
      });

      it("a field the template does not have, or a crop outside the picture", async () => {
        const greeting = body.userResources.greeting;
        await refused(
          { ...body, userResources: { ...body.userResources, nope: { ...greeting, fullId: "nope" } } },
          "template_design_invalid",
        );
        await refused(
          { ...body, userResources: { ...body.userResources, photo: { ...greeting, fullId: "photo" } } },
          "template_design_invalid",
        );
        await refused(
          { ...body, userResources: photo(() => ({ cropRect: { x: 0.5, y: 0, width: 0.8, height: 1 } })) },
          "template_design_invalid",
        );
      });

      it("a crop smaller than a pixel of its picture, or one that covers its field more than 10 times over", async () => {
        for (const cropRect of [
          { x: 0.5, y: 0.5, width: 1e-6, height: 1e-6 },
          { x: 0.25, y: 0.25, width: 1e-12, height: 0.5 },
          { x: 0, y: 0.49, width: 1, height: 0.02 },
        ]) {
          const res = await add(p.cookie, { ...body, userResources: photo(() => ({ cropRect })) });
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json()).toEqual({
            error: "A picture's crop is smaller than a pixel of the picture or more than 10 times its field",
            code: "template_crop_invalid",
          });
        }
        expect((await getCart(t.app, p.cookie)).orderLines).toEqual([]);
      });

      it("a fixed text changed, or its font", async () => {
        await refused(
          { ...body, userResources: text("signature", { text: "Class 9Z" }) },
          "template_text_fixed",
        );
        await refused({ ...body, userResources: text("signature", { size: 30 }) }, "template_text_fixed");
      });

      it("a font, size or colour the editor does not offer", async () => {
        await refused(
          { ...body, userResources: text("greeting", { color: "#123456" }) },
          "template_font_not_allowed",
        );
        await refused(
          { ...body, userResources: text("greeting", { size: 200 }) },
          "template_font_not_allowed",
        );
        await refused(
          { ...body, userResources: text("greeting", { family: "Comic Sans" }) },
          "invalid_input",
        );
      });

      it("a calendar's year it does not support", async () => {
        const calendarBody = await addBody(p, calendar, calendarProduct.uuid, 1);
        await refused({ ...calendarBody, year: 2030 }, "template_year_not_supported");
        await refused({ ...calendarBody, year: null }, "template_year_not_supported");
      });

      it("an image field left empty", async () => {
        await refused(
          {
            ...body,
            userResources: withResource(body.userResources, "photo", (r: object) => ({ ...r, image: null })),
          },
          "template_incomplete",
        );
        const { photo: _, ...withoutPhoto } = body.userResources;
        await refused({ ...body, userResources: withoutPhoto }, "template_incomplete");
      });

      it("accepts the design as filled, an edited greeting and a palette colour", async () => {
        const edited = text("greeting", {
          text: "Happy birthday!\nLove",
          lines: ["Happy birthday!", "Love"],
          color: "#d32f2f",
          size: 30,
        });
        const line = await addedLine(p, { ...body, userResources: edited });
        expect(line.template?.data.userResources.greeting).toMatchObject({
          font: { text: "Happy birthday!\nLove", color: "#d32f2f", size: 30 },
        });
      });
    });
  });

  describe("PUT /api/webshop/cart/lines/{orderLineUuid}/template", () => {
    it("replaces the design, with another template of the same product, and keeps the quantity", async () => {
      const p = await parent();
      const line = await addedLine(p, await addBody(p, card, cardProduct.uuid, 4));
      const next = await addBody(p, secondCard, cardProduct.uuid);
      const otherPicture = p.set.pictures[1]?.uuid ?? "";
      const resources = withResource(next.userResources, "photo", (r: ImageResource) => ({
        ...r,
        image: r.image ? { ...r.image, uuid: otherPicture } : null,
      }));
      const res = await update(p.cookie, line.uuid, {
        template: next.template,
        year: next.year,
        userResources: resources,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [changed, ...rest] = (res.json() as CartResponse).cart.orderLines;
      expect(rest).toEqual([]);
      expect(changed).toMatchObject({
        uuid: line.uuid,
        quantity: 4,
        description: `Christmas card – ${p.set.subject.name}`,
        template: { uuid: secondCard.uuid, name: "Christmas card" },
        digitalFiles: [{ uuid: otherPicture }],
      });
      expect(Object.keys(changed?.template?.pictureUrls ?? {})).toEqual([otherPicture]);
    });

    it("answers 404 for another user's line, a line of another kind and a line that does not exist", async () => {
      const p = await parent();
      const stranger = await parent();
      const theirs = await addedLine(stranger, await addBody(stranger, card, cardProduct.uuid));
      const design = await addBody(p, card, cardProduct.uuid);
      const body = { template: design.template, year: design.year, userResources: design.userResources };
      const set = await pictureSet(t.app, p.cookie, p.set.subject.name);
      await addFile(t.app, p.cookie, set, 0);
      const file = (await getCart(t.app, p.cookie)).orderLines[0];
      for (const uuid of [theirs.uuid, file?.uuid ?? "", crypto.randomUUID()]) {
        const res = await update(p.cookie, uuid, body);
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe("order_line_not_found");
      }
      // The stranger's line is unchanged.
      expect((await getCart(t.app, stranger.cookie)).orderLines).toEqual([theirs]);
    });

    it("refuses a template of another product and a design its check refuses", async () => {
      const p = await parent();
      const line = await addedLine(p, await addBody(p, card, cardProduct.uuid));
      const other = await addBody(p, otherCard, otherProduct.uuid);
      const res = await update(p.cookie, line.uuid, {
        template: other.template,
        year: other.year,
        userResources: other.userResources,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("template_wrong_product");
      const same = await addBody(p, card, cardProduct.uuid);
      const { photo: _, ...empty } = same.userResources;
      const incomplete = await update(p.cookie, line.uuid, {
        template: same.template,
        year: same.year,
        userResources: empty,
      });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().code).toBe("template_incomplete");
      expect((await getCart(t.app, p.cookie)).orderLines).toEqual([line]);
    });
  });

  describe("the cart", () => {
    it("changes a template line's quantity within the product's limits", async () => {
      const p = await parent();
      const line = await addedLine(p, await addBody(p, card, cardProduct.uuid, 3));
      const res = await t.app.inject({
        method: "PATCH",
        url: `/api/webshop/cart/lines/${line.uuid}`,
        payload: { quantity: 1 },
        headers: { cookie: p.cookie },
      });
      const [changed] = (res.json() as CartResponse).cart.orderLines;
      expect(changed).toMatchObject({ quantity: 2, linePrice: 2 * 2_500 });
    });

    it("leaves out a line whose template is no longer sold or whose picture left the set", async () => {
      const p = await parent();
      const gone = await createTemplate(t, {
        productId: cardProduct.id,
        document: cardDocument("Soon gone"),
      });
      await addedLine(p, await addBody(p, gone, cardProduct.uuid));
      const kept = await addedLine(p, await addBody(p, card, cardProduct.uuid));
      const body = await addBody(p, card, cardProduct.uuid);
      const third = p.set.pictures[2];
      if (!third) throw new Error("the set has too few pictures");
      const withThird = withResource(body.userResources, "photo", (r: ImageResource) => ({
        ...r,
        image: r.image ? { ...r.image, uuid: third.uuid } : null,
      }));
      await addedLine(p, { ...body, userResources: withThird });
      expect((await getCart(t.app, p.cookie)).orderLines).toHaveLength(3);
      await t.db.update(templates).set({ active: false }).where(eq(templates.id, gone.id));
      await t.db.update(pictures).set({ ready: false }).where(eq(pictures.id, third.id));
      try {
        const cart: Cart = await getCart(t.app, p.cookie);
        expect(cart.orderLines.map((l) => l.uuid)).toEqual([kept.uuid]);
      } finally {
        await t.db.update(pictures).set({ ready: true }).where(eq(pictures.id, third.id));
      }
    });
  });

  describe("an order of a template product", () => {
    it("prints a design's artwork (the studio editor's background) from its full-size file", async () => {
      const green = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#2e7d32" } })
        .jpeg()
        .toBuffer();
      const { asset } = await storeArtwork(t.storage, green);
      const doc = cardDocument("Woodland card");
      const [front] = doc.parts;
      if (!front) throw new Error("no part");
      const background = { kind: "artwork", id: "background", x: -3, y: -3, width: 156, height: 156, asset };
      const woodland = await createTemplate(t, {
        productId: cardProduct.id,
        document: { ...doc, parts: [{ ...front, elements: [background, ...front.elements] }] },
      });
      const p = await parent();
      await addedLine(p, await addBody(p, woodland, cardProduct.uuid, 2));
      const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, p.cookie);
      expect((await payWithCard(t.app, p.cookie, transactionUuid)).json().status).toBe("paid");
      const [file] = await printOrder({ db: t.db, storage: t.storage, portalId: t.app.portalId }, orderUuid);
      const sizes = await Promise.all(
        (await PDFDocument.load(file?.pdf ?? new Uint8Array())).context
          .enumerateIndirectObjects()
          .flatMap(([, object]) =>
            object instanceof PDFRawStream &&
            object.dict.get(PDFName.of("Filter"))?.toString() === "/DCTDecode"
              ? [sharp(Buffer.from(object.contents)).metadata()]
              : [],
          ),
      );
      // The artwork's print file as it was stored (not its screen size), beside the child's picture.
      expect(sizes.map((m) => `${m.width}x${m.height}`)).toContain("320x320");
    });

    it("keeps the design it was ordered with, and the receipt and the history answer it", async () => {
      const p = await parent();
      const line = await addedLine(p, await addBody(p, card, cardProduct.uuid, 2));
      const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, p.cookie);
      const order = { uuid: orderUuid };
      expect((await payWithCard(t.app, p.cookie, transactionUuid)).json().status).toBe("paid");
      // The template changes afterwards: the order keeps its version.
      await insertTemplateVersion(t.db, card.id, cardDocument("Birthday card, new look"));

      const receipt = (
        await t.app.inject({ url: `/api/webshop/user/orders/${order.uuid}`, headers: { cookie: p.cookie } })
      ).json().order as Order;
      const [ordered] = receipt.orderLines;
      expect(ordered).toMatchObject({
        product: { uuid: cardProduct.uuid, kind: "template_product" },
        quantity: 2,
        description: line.description,
        linePrice: 2 * 2_500,
        editLink: null,
        template: {
          uuid: card.uuid,
          version: 1,
          name: "Birthday card",
          type: "CARDS",
          data: line.template?.data,
        },
      });
      const picture = imageOf(line.template?.data.userResources ?? {}).uuid;
      expect(ordered?.template?.pictureUrls[picture]).toContain(`/api/webshop/images/${picture}/640`);
      expect(receipt.downloads).toEqual({ files: [], sets: [] });
      expect(receipt.containDigitalProducts).toBe(false);

      const details = (
        await t.app.inject({
          url: `/sections/my-account/ajax/get_order_details.php?uuid=${order.uuid}`,
          headers: { cookie: p.cookie },
        })
      ).json() as OrderDetailsResponse;
      expect(details.orderLines[0]?.template?.data).toEqual(line.template?.data);

      const [stored] = await t.db
        .select({ versionId: orderLines.templateVersionId, lineData: orderLines.lineData })
        .from(orderLines)
        .where(eq(orderLines.uuid, ordered?.uuid ?? ""));
      expect(stored?.versionId).not.toBeNull();
      expect(stored?.lineData).toMatchObject({
        schemaVersion: 1,
        instance: { templateUuid: card.uuid, templateVersion: 1 },
      });
      // The paid order took the line out of the cart.
      expect((await getCart(t.app, p.cookie)).orderLines).toEqual([]);
    });
  });
});
