import type {
  CardCategoriesResponse,
  CategoriesResponse,
  FillTemplateResponse,
  FillUserStringsResponse,
  FullTemplate,
  GreenScreenBackgroundsResponse,
  PhotogiftCategoryInfo,
  PromotedProduct,
  TemplateListResponse,
  TemplateSummary,
  UserTemplatesResponse,
} from "@shop/contracts/templates";
import { templateProductTypes } from "@shop/domain/product-kind";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templateCategories } from "../../db/schema/index.ts";
import {
  addToAccount,
  aTemplateDocument,
  createImageBackgrounds,
  createParent,
  createPictureSet,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
  createUser,
  signedInCookie,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { insertGreenScreenBackgrounds, insertPromotedProduct, insertTemplateVersion } from "./records.ts";

describe("template catalogue calls", () => {
  let t: TestApp;
  let cardsId: number;
  let squareId: number;
  let smallId: number;
  let mugsId: number;
  let card: { id: number; uuid: string };
  let groupCard: { id: number; uuid: string };
  let calendar: { id: number; uuid: string };
  let mug: { id: number; uuid: string };
  let cardProduct: { id: number; uuid: string };
  let mugProduct: { id: number; uuid: string };

  beforeAll(async () => {
    t = await createTestApp();
    const cards = await createTemplateCategory(t, { internalName: "cards", sortOrder: 1 });
    cardsId = cards.id;
    squareId = (
      await createTemplateCategory(t, { internalName: "cards-15x15", parentId: cards.id, isDefault: true })
    ).id;
    smallId = (await createTemplateCategory(t, { internalName: "cards-10x15", parentId: cards.id })).id;
    const calendars = await createTemplateCategory(t, { internalName: "calendar", sortOrder: 2 });
    mugsId = (
      await createTemplateCategory(t, {
        internalName: "mugs",
        sortOrder: 3,
        separateFromBackground: true,
        userImagePreviews: true,
      })
    ).id;
    await createTemplateCategory(t, { internalName: "digitalprint", sortOrder: 4 });
    await createTemplateCategory(t, { internalName: "archive", sortOrder: 5 });

    cardProduct = await createTemplateProduct(t, {
      type: templateProductTypes.CARDS,
      name: "Card 15x15",
      prices: [
        { quantity: 1, price: 2_500, campaignPrice: null },
        { quantity: 10, price: 2_000, campaignPrice: 1_800 },
      ],
      subProducts: [{ name: "Envelope", extraPrice: 300 }],
    });
    const smallProduct = await createTemplateProduct(t, {
      type: templateProductTypes.CARDS,
      name: "Card 10x15",
    });
    const calendarProduct = await createTemplateProduct(t, {
      type: templateProductTypes.CALENDAR,
      name: "Calendar",
    });
    mugProduct = await createTemplateProduct(t, {
      type: templateProductTypes.PHOTOGIFT,
      name: "Mug",
      prices: [{ quantity: 1, price: 19_900, campaignPrice: null }],
    });
    card = await createTemplate(t, {
      productId: cardProduct.id,
      categoryIds: [cardsId, squareId],
      document: aTemplateDocument({
        name: "Portrait card",
        pictureTypes: ["IP"],
        text: "Hugs from {name}, {year}",
      }),
    });
    groupCard = await createTemplate(t, {
      productId: smallProduct.id,
      categoryIds: [smallId],
      document: aTemplateDocument({
        name: "Class card",
        size: { width: 150, height: 100 },
        groupPicture: "only",
        text: "{group}: {names}",
      }),
    });
    calendar = await createTemplate(t, {
      productId: calendarProduct.id,
      categoryIds: [calendars.id],
      document: aTemplateDocument({
        name: "Wall calendar",
        type: "CALENDAR",
        size: { width: 200, height: 300 },
      }),
    });
    mug = await createTemplate(t, {
      productId: mugProduct.id,
      categoryIds: [mugsId],
      document: aTemplateDocument({ name: "Mug", type: "PHOTOGIFT", size: { width: 200, height: 90 } }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers: cookie ? { cookie } : {} });

  it("lists the categories without archive, with sub-categories, localised by lang", async () => {
    const res = await get("/ajax/template/get_categories.php?lang=nb");
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as CategoriesResponse;
    expect(categories.map((c) => c.internalName)).toEqual(["cards", "calendar", "mugs", "digitalprint"]);
    const cards = categories[0];
    expect(cards?.title).toBe("Tittel cards");
    expect(cards?.subCategories.map((s) => [s.internalName, s.default])).toEqual([
      ["cards-15x15", true],
      ["cards-10x15", false],
    ]);
    expect(categories.every((c) => c.firstQualifiedSubject === null)).toBe(true);
    expect(categories.every((c) => c.qualifiedSubjects.length === 0)).toBe(true);
  });

  it("names the user's most recent picture set that qualifies for each category", async () => {
    const parent = await createParent(t, {}, { pictureCount: 2 });
    const groupSet = await createPictureSet(t, {
      jobId: parent.set.jobId,
      pictureType: "GP",
      pictureCount: 1,
    });
    await addToAccount(t, parent.user.id, groupSet.subject.id);
    const res = await get("/ajax/template/get_categories.php", parent.cookie);
    const byName = new Map((res.json() as CategoriesResponse).categories.map((c) => [c.internalName, c]));
    // The group set came last; cards has a group card, so it qualifies; the mug takes any picture.
    expect(byName.get("cards")?.firstQualifiedSubject?.uuid).toBe(groupSet.subject.uuid);
    expect(byName.get("mugs")?.firstQualifiedSubject?.uuid).toBe(groupSet.subject.uuid);
    expect(byName.get("digitalprint")?.firstQualifiedSubject?.uuid).toBe(groupSet.subject.uuid);
  });

  it("lists every picture set that qualifies, most recent first, so the one the parent shops for is used", async () => {
    const parent = await createParent(t, {}, { pictureCount: 2 });
    const groupSet = await createPictureSet(t, {
      jobId: parent.set.jobId,
      pictureType: "GP",
      pictureCount: 1,
    });
    await addToAccount(t, parent.user.id, groupSet.subject.id);
    const res = await get("/ajax/template/get_categories.php", parent.cookie);
    const byName = new Map((res.json() as CategoriesResponse).categories.map((c) => [c.internalName, c]));
    const both = [groupSet.subject.uuid, parent.set.subject.uuid];
    // Any picture makes a mug, and any set with pictures buys digital pictures: the child's set qualifies too.
    expect(byName.get("mugs")?.qualifiedSubjects).toEqual(both);
    expect(byName.get("digitalprint")?.qualifiedSubjects).toEqual(both);
    // The individual portrait card takes the child's picture, the class card the group picture.
    expect(byName.get("cards")?.qualifiedSubjects).toEqual(both);
  });

  it("shows a tile without a picture of its own filled with the set's pictures, and the child until it has loaded", async () => {
    const parent = await createParent(t, {}, { pictureCount: 2 });
    const subject = parent.set.subject.uuid;
    const child = new RegExp(`^/api/webshop/images/${parent.set.pictures[0]?.uuid}/320\\?exp=\\d+&sig=`);
    const tiles = async (cookie?: string) =>
      new Map(
        (
          (await get("/ajax/template/get_categories.php", cookie)).json() as CategoriesResponse
        ).categories.map((c) => [c.internalName, c]),
      );
    const byName = await tiles(parent.cookie);
    // Its first template the set can fill (the class card of a sub-category needs a group picture).
    const cards = byName.get("cards");
    expect(cards?.image).toMatch(
      new RegExp(`^/api/webshop/templates/filled/${card.uuid}/1/${subject}\\?exp=`),
    );
    expect(cards?.placeholder).toMatch(child);
    expect(byName.get("calendar")?.image).toMatch(new RegExp(`/filled/${calendar.uuid}/1/${subject}\\?`));
    // A category without templates shows the child's picture itself.
    expect(byName.get("digitalprint")?.image).toMatch(child);
    expect(byName.get("digitalprint")?.placeholder).toBeNull();
    const filled = await t.app.inject({ url: cards?.image ?? "", headers: { accept: "image/webp" } });
    expect(filled.statusCode).toBe(200);
    expect(filled.headers["content-type"]).toBe("image/webp");

    // The photographer's picture stays the tile's; a visitor sees no child.
    await t.db
      .update(templateCategories)
      .set({ image: "/img/calendars.jpg" })
      .where(eq(templateCategories.internalName, "calendar"));
    expect((await tiles(parent.cookie)).get("calendar")).toMatchObject({
      image: "/img/calendars.jpg",
      placeholder: null,
    });
    await t.db
      .update(templateCategories)
      .set({ image: null })
      .where(eq(templateCategories.internalName, "calendar"));
    for (const tile of (await tiles()).values()) expect([tile.image, tile.placeholder]).toEqual([null, null]);
  });

  it("answers the cards category row with its default, and a photo gift category's info", async () => {
    const cards = (await get("/api/webshop/templates/cards/categories")).json() as CardCategoriesResponse;
    expect(cards.defaultCategory).toBe("cards-15x15");
    expect(cards.categories.map((c) => c.internalName)).toEqual(["cards-15x15", "cards-10x15"]);
    const info = await get("/api/webshop/templates/photogift/categories/mugs/info");
    expect(info.json() as PhotogiftCategoryInfo).toEqual({
      names: { en: "Title mugs", nb: "Tittel mugs" },
      userImagePreviews: true,
      separateFromBackground: true,
    });
    const unknown = await get("/api/webshop/templates/photogift/categories/nothing/info");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "category_not_found" });
    expect((await get("/api/webshop/templates/photogift/categories/archive/info")).statusCode).toBe(404);
  });

  it("lists templates by type and category with their products and price tiers", async () => {
    const all = (await get("/api/webshop/templates/cards")).json() as TemplateListResponse;
    expect(all.templates.map((x) => x.name)).toEqual(["Portrait card", "Class card"]);
    const [first] = all.templates;
    expect(first).toMatchObject({
      uuid: card.uuid,
      version: 1,
      product: { uuid: cardProduct.uuid, name: "Card 15x15" },
      width: 156,
      height: 156,
      trimBox: { width: 150, height: 150 },
      categories: ["cards", "cards-15x15"],
      type: "CARDS",
      dimensions: "15x15",
      separateFromBackground: false,
      parts: [{ id: "front", descriptions: ["Front"] }],
      images: 1,
      hasText: true,
    });
    expect(first?.userResources.photo).toMatchObject({ kind: "image", image: null });
    expect(all.products.find((p) => p.uuid === cardProduct.uuid)).toMatchObject({
      type: 1,
      producttype: "CARDS",
      minorderpartquantity: 1,
      subproducts: [{ name: "Envelope", extraprice: 300 }],
      productprices: [
        { quantity: 1, price: 2_500, campaignprice: null, type: 0 },
        { quantity: 10, price: 2_000, campaignprice: 1_800, type: 0 },
      ],
      campaignrequirement: null,
    });
    const square = (
      await get("/api/webshop/templates/cards/categories/cards-15x15")
    ).json() as TemplateListResponse;
    expect(square.templates.map((x) => x.uuid)).toEqual([card.uuid]);
    const parentCategory = (
      await get("/api/webshop/templates/cards/categories/cards")
    ).json() as TemplateListResponse;
    expect(parentCategory.templates).toHaveLength(2);
    const gifts = (
      await get("/api/webshop/templates/photogifts/categories/mugs")
    ).json() as TemplateListResponse;
    expect(gifts.templates.map((x) => [x.uuid, x.separateFromBackground])).toEqual([[mug.uuid, true]]);
    const calendars = (await get("/api/webshop/templates/calendars")).json() as TemplateListResponse;
    expect(calendars.templates[0]).toMatchObject({ uuid: calendar.uuid, supportedYears: [2026, 2027] });
    expect((await get("/api/webshop/templates/cards/categories/nothing")).statusCode).toBe(404);
    expect((await get("/api/webshop/templates/posters")).statusCode).toBe(400);
  });

  it("lists for a picture set only the templates it qualifies for, filled with its pictures and name", async () => {
    const parent = await createParent(t, {}, { pictureCount: 2, name: "Ada Lund" });
    const res = await get(`/api/webshop/templates/cards/subjects/${parent.set.subject.uuid}`, parent.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as TemplateListResponse;
    // The class card takes only group pictures: a set of portraits does not qualify for it.
    expect(list.templates.map((x) => x.uuid)).toEqual([card.uuid]);
    const resources = list.templates[0]?.userResources;
    expect(resources?.photo).toMatchObject({
      kind: "image",
      image: {
        uuid: parent.set.pictures[0]?.uuid,
        width: 120,
        height: 150,
        rotation: 0,
        overrideEffect: "original",
      },
    });
    expect(resources?.greeting).toMatchObject({
      kind: "text",
      font: { text: `Hugs from Ada Lund, ${new Date().getUTCFullYear()}` },
    });
    const inCategory = await get(
      `/api/webshop/templates/cards/categories/cards-10x15/subjects/${parent.set.subject.uuid}`,
      parent.cookie,
    );
    expect((inCategory.json() as TemplateListResponse).templates).toEqual([]);
  });

  it("gives each item of a picture set's list a signed preview filled with its pictures, made once and kept", async () => {
    const parent = await createParent(t, {}, { pictureCount: 2, name: "Ada Lund" });
    const plain = (await get("/api/webshop/templates/cards", parent.cookie)).json() as TemplateListResponse;
    expect(plain.templates.every((item) => item.preview.filled === undefined)).toBe(true);
    const list = (
      await get(`/api/webshop/templates/cards/subjects/${parent.set.subject.uuid}`, parent.cookie)
    ).json() as TemplateListResponse;
    const filled = list.templates[0]?.preview.filled;
    if (filled === undefined) throw new Error("no filled preview");
    expect(filled).toMatch(
      new RegExp(`^/api/webshop/templates/filled/${card.uuid}/1/${parent.set.subject.uuid}\\?exp=\\d+&sig=`),
    );
    // Signed like a picture: no session needed, a changed signature is refused.
    const res = await t.app.inject({ method: "GET", url: filled, headers: { accept: "image/webp,*/*" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toMatch(/^private, max-age=\d+, immutable$/);
    const image = sharp(res.rawPayload);
    expect((await image.metadata()).width).toBe(640);
    // The card's photo field holds the set's picture (the test JPEGs are one blue), not the empty field's grey.
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += info.channels * 97)
      colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
    expect(
      [...colours].some((c) => {
        const [r = 0, g = 0, b = 0] = c.split(",").map(Number);
        return b > r + 40 && b > g;
      }),
    ).toBe(true);
    const again = await t.app.inject({ method: "GET", url: filled, headers: { accept: "image/webp,*/*" } });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    const forged = await t.app.inject({ method: "GET", url: filled.replace(/sig=.{4}/, "sig=AAAA") });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: "link_invalid" });
  });

  it("refuses a picture set list signed out (401) and another parent's set (404)", async () => {
    const parent = await createParent(t);
    const other = await createParent(t);
    const url = `/api/webshop/templates/cards/subjects/${parent.set.subject.uuid}`;
    const signedOut = await get(url);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: "unauthorized" });
    const foreign = await get(url, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "picture_set_not_found" });
  });

  it("answers a template by uuid, and by uuid and version with its document", async () => {
    const summary = await get(`/api/webshop/templates/by-uuid/${card.uuid}`);
    expect(summary.json() as TemplateSummary).toEqual({
      uuid: card.uuid,
      name: "Portrait card",
      version: 1,
      type: "CARDS",
    });
    const full = (await get(`/api/webshop/templates/by-uuid/${card.uuid}/1`)).json() as FullTemplate;
    expect(full).toMatchObject({
      uuid: card.uuid,
      version: 1,
      product: { uuid: cardProduct.uuid },
      categories: ["cards", "cards-15x15"],
      document: { schemaVersion: 2, uuid: card.uuid, version: 1, type: "CARDS" },
    });
    expect(full.document.parts[0]?.elements.map((e) => e.id)).toEqual(["photo", "greeting"]);
    const missing = await get(`/api/webshop/templates/by-uuid/${card.uuid}/9`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "template_not_found" });
    expect(
      (await get("/api/webshop/templates/by-uuid/00000000-0000-4000-8000-000000000000")).statusCode,
    ).toBe(404);
    expect((await get("/api/webshop/templates/by-uuid/not-a-uuid")).statusCode).toBe(400);
  });

  it("keeps every version: a new one is listed and the old one still opens", async () => {
    const product = await createTemplateProduct(t, { type: templateProductTypes.PHOTOGIFT, name: "Puzzle" });
    const puzzle = await createTemplate(t, {
      productId: product.id,
      document: aTemplateDocument({ name: "Puzzle", type: "PHOTOGIFT" }),
    });
    const version = await insertTemplateVersion(
      t.db,
      puzzle.id,
      aTemplateDocument({ name: "Puzzle 2", type: "PHOTOGIFT" }),
    );
    expect(version).toBe(2);
    expect((await get(`/api/webshop/templates/by-uuid/${puzzle.uuid}`)).json()).toMatchObject({
      version: 2,
      name: "Puzzle 2",
    });
    expect((await get(`/api/webshop/templates/by-uuid/${puzzle.uuid}/1`)).json()).toMatchObject({
      version: 1,
      document: { name: "Puzzle" },
    });
  });

  it("fills a template from a picture set: the best allowed picture, the name and the year", async () => {
    const parent = await createParent(t, {}, { pictureCount: 2, name: "Ola Berg" });
    const res = await post(
      "/api/webshop/user/templates/fill-template",
      { template: { uuid: card.uuid }, subject: { uuid: parent.set.subject.uuid } },
      parent.cookie,
    );
    expect(res.statusCode).toBe(200);
    const filled = res.json() as FillTemplateResponse;
    expect(filled.year).toBe(new Date().getUTCFullYear());
    expect(filled.userResources.photo).toMatchObject({ image: { uuid: parent.set.pictures[0]?.uuid } });
    expect(filled.userResources.greeting).toMatchObject({
      font: { text: `Hugs from Ola Berg, ${filled.year}` },
    });
    const other = await createParent(t);
    const foreign = await post(
      "/api/webshop/user/templates/fill-template",
      { template: { uuid: card.uuid }, subject: { uuid: parent.set.subject.uuid } },
      other.cookie,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "picture_set_not_found" });
    const signedOut = await post("/api/webshop/user/templates/fill-template", {});
    expect(signedOut.statusCode).toBe(401);
    const invalid = await post("/api/webshop/user/templates/fill-template", { template: {} }, parent.cookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "invalid_input" });
  });

  it("names a siblings' set in its texts by the set's name, not by its first word", async () => {
    const product = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card 10x10" });
    const christmas = await createTemplate(t, {
      productId: product.id,
      document: aTemplateDocument({ name: "Sibling card", text: "Merry Christmas from {firstName}" }),
    });
    const parent = await createParent(
      t,
      {},
      { name: "Emma og Jonas Nordmann", pictureType: "SFP", pictureCount: 2 },
    );
    const res = await post(
      "/api/webshop/user/templates/fill-template",
      { template: { uuid: christmas.uuid }, subject: { uuid: parent.set.subject.uuid } },
      parent.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as FillTemplateResponse).userResources.greeting).toMatchObject({
      font: { text: "Merry Christmas from Emma og Jonas Nordmann" },
    });
  });

  it("fills the names of the pupils in a group picture into the text fields that name them", async () => {
    const ada = await createParent(t, {}, { name: "Ada", group: "2A", pictureCount: 1 });
    const jobId = ada.set.jobId;
    const bo = await createPictureSet(t, { jobId, name: "Bo", group: "2A", pictureCount: 1 });
    await createPictureSet(t, { jobId, name: "Cy", group: "2B", pictureCount: 1 });
    const classSet = await createPictureSet(t, {
      jobId,
      name: "Klasse 2A",
      group: "2A",
      pictureType: "GP",
      pictureCount: 1,
    });
    await addToAccount(t, ada.user.id, classSet.subject.id);
    const res = await post(
      "/api/webshop/templates/fill-user-strings-by-picture",
      {
        subject: { uuid: classSet.subject.uuid },
        template: { uuid: groupCard.uuid },
        picture: { uuid: classSet.pictures[0]?.uuid },
        resource: { id: "photo" },
      },
      ada.cookie,
    );
    expect(res.statusCode).toBe(200);
    const { userStringResources } = res.json() as FillUserStringsResponse;
    expect(userStringResources.greeting?.font.text).toBe(`2A: Ada, ${bo.subject.name}`);
    const noField = await post(
      "/api/webshop/templates/fill-user-strings-by-picture",
      {
        subject: { uuid: classSet.subject.uuid },
        template: { uuid: groupCard.uuid },
        picture: { uuid: classSet.pictures[0]?.uuid },
        resource: { id: "greeting" },
      },
      ada.cookie,
    );
    expect(noField.json()).toMatchObject({ code: "template_resource_not_found" });
    const otherPicture = await post(
      "/api/webshop/templates/fill-user-strings-by-picture",
      {
        subject: { uuid: classSet.subject.uuid },
        template: { uuid: groupCard.uuid },
        picture: { uuid: bo.pictures[0]?.uuid },
        resource: { id: "photo" },
      },
      ada.cookie,
    );
    expect(otherPicture.statusCode).toBe(404);
    expect(otherPicture.json()).toMatchObject({ code: "picture_not_found" });
    // The fill that starts the editor, and the list filled for the class's set, name the pupils too.
    const fill = await post(
      "/api/webshop/user/templates/fill-template",
      { template: { uuid: groupCard.uuid }, subject: { uuid: classSet.subject.uuid } },
      ada.cookie,
    );
    const filled = (fill.json() as FillTemplateResponse).userResources.greeting;
    expect(filled?.kind === "text" && filled.font.text).toBe(`2A: Ada, ${bo.subject.name}`);
    const list = (
      await get(`/api/webshop/templates/cards/subjects/${classSet.subject.uuid}`, ada.cookie)
    ).json() as TemplateListResponse;
    const listed = list.templates.find((x) => x.uuid === groupCard.uuid)?.userResources.greeting;
    expect(listed?.kind === "text" && listed.font.text).toBe(`2A: Ada, ${bo.subject.name}`);
  });

  it("answers the user's templates of a product filled from the most recent qualifying set", async () => {
    const parent = await createParent(t, {}, { pictureCount: 1, name: "Mia" });
    const res = await get(`/api/webshop/user/templates/by-product/${cardProduct.uuid}`, parent.cookie);
    expect(res.statusCode).toBe(200);
    const items = res.json() as UserTemplatesResponse;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      template: { uuid: card.uuid, dimensions: "15x15" },
      subject: { uuid: parent.set.subject.uuid },
      userResources: { photo: { image: { uuid: parent.set.pictures[0]?.uuid } } },
    });
    expect((await get(`/api/webshop/user/templates/by-product/${cardProduct.uuid}`)).statusCode).toBe(401);
    const unknown = await get(
      "/api/webshop/user/templates/by-product/00000000-0000-4000-8000-000000000000",
      parent.cookie,
    );
    expect(unknown.json()).toMatchObject({ code: "product_not_found" });
  });

  it("fills the product's templates from the picture set the editor names, each with its filled preview", async () => {
    const parent = await createParent(t, {}, { pictureCount: 1, name: "Mia" });
    const later = await createPictureSet(t, { name: "Leo", pictureCount: 1 });
    await addToAccount(t, parent.user.id, later.subject.id);
    const path = `/api/webshop/user/templates/by-product/${cardProduct.uuid}`;
    const newest = (await get(path, parent.cookie)).json() as UserTemplatesResponse;
    expect(newest[0]?.subject?.uuid).toBe(later.subject.uuid);
    const res = await get(`${path}?subject=${parent.set.subject.uuid}`, parent.cookie);
    expect(res.statusCode).toBe(200);
    const [item] = res.json() as UserTemplatesResponse;
    expect(item).toMatchObject({
      subject: { uuid: parent.set.subject.uuid },
      userResources: { photo: { image: { uuid: parent.set.pictures[0]?.uuid } } },
      preview: { large: `/templates/all/${card.uuid}-1.svg` },
    });
    const filled = item?.preview.filled ?? "";
    expect(filled).toContain(`/api/webshop/templates/filled/${card.uuid}/1/${parent.set.subject.uuid}?`);
    const image = await t.app.inject({ method: "GET", url: filled, headers: { accept: "image/jpeg" } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    const stranger = await createParent(t);
    const foreign = await get(`${path}?subject=${parent.set.subject.uuid}`, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "picture_set_not_found" });
    expect((await get(`${path}?subject=nope`, parent.cookie)).statusCode).toBe(400);
  });

  it("answers a job's green-screen backgrounds to a parent of the job only", async () => {
    const parent = await createParent(t);
    const backgrounds = await createImageBackgrounds(t, ["Blue", "Grey"]);
    await insertGreenScreenBackgrounds(t.db, t.app.portalId, parent.set.jobId, [
      { backgroundUuid: backgrounds[1]?.uuid as string, isDefault: true },
      { backgroundUuid: backgrounds[0]?.uuid as string, rotation: 90, effect: "bw" },
    ]);
    const jobUuid = (
      await get(`/api/webshop/templates/cards/subjects/${parent.set.subject.uuid}`, parent.cookie)
    ).statusCode;
    expect(jobUuid).toBe(200);
    const { jobs } = await import("../../db/schema/subjects.ts");
    const { eq } = await import("drizzle-orm");
    const [job] = await t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, parent.set.jobId));
    const url = `/api/webshop/green-screen-backgrounds/${job?.uuid}`;
    const res = await get(url, parent.cookie);
    expect(res.statusCode).toBe(200);
    const listed = res.json() as GreenScreenBackgroundsResponse;
    // Each is shown from /system/gsbackground.php with its uuid, rotation and effect, signed like a picture.
    const signed = (uuid: string | undefined, rotation: number, effect: string) =>
      expect.stringMatching(
        new RegExp(
          `^/system/gsbackground\\.php\\?uuid=${uuid}&rotation=${rotation}&effect=${effect}&exp=\\d+&sig=[\\w-]+$`,
        ),
      );
    expect(listed).toEqual([
      {
        uuid: backgrounds[1]?.uuid,
        name: "Grey",
        src: signed(backgrounds[1]?.uuid, 0, "original"),
        rotation: 0,
        effect: "original",
        default: true,
      },
      {
        uuid: backgrounds[0]?.uuid,
        name: "Blue",
        src: signed(backgrounds[0]?.uuid, 90, "bw"),
        rotation: 90,
        effect: "bw",
        default: false,
      },
    ]);
    // The turned, black-and-white background: 128 × 192 (it was 192 × 128), its colour gone.
    const blue = await t.app.inject({ method: "GET", url: listed[1]?.src ?? "" });
    expect(blue.statusCode).toBe(200);
    expect(blue.headers["content-type"]).toBe("image/jpeg");
    const { data, info } = await sharp(blue.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([128, 192]);
    const [red = 0, green = 0, bluish = 0] = data.subarray(0, 3);
    expect(Math.max(red, green, bluish) - Math.min(red, green, bluish)).toBeLessThanOrEqual(2);
    // Another rotation or effect than the signed one is refused, and so is a URL without its signature.
    const turned = (listed[1]?.src ?? "").replace("rotation=90", "rotation=180");
    expect((await t.app.inject({ method: "GET", url: turned })).json()).toMatchObject({
      code: "link_invalid",
    });
    const bare = `/system/gsbackground.php?uuid=${backgrounds[0]?.uuid}&rotation=90&effect=bw`;
    expect((await t.app.inject({ method: "GET", url: bare })).statusCode).toBe(400);
    const stranger = await createUser(t);
    const foreign = await get(url, await signedInCookie(t, stranger.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "job_not_found" });
    expect((await get(url)).statusCode).toBe(401);
  });

  it("answers the promoted products with their label and a rebated price only when lower", async () => {
    await insertPromotedProduct(t.db, t.app.portalId, {
      type: "template",
      templateId: mug.id,
      label: "special_offer",
      rebatedPrice: 14_900,
      sortOrder: 1,
    });
    await insertPromotedProduct(t.db, t.app.portalId, {
      type: "template",
      templateId: card.id,
      label: "best_seller",
      rebatedPrice: 9_900,
      sortOrder: 2,
    });
    await insertPromotedProduct(t.db, t.app.portalId, {
      type: "category",
      categoryId: mugsId,
      label: "best_seller",
      sortOrder: 3,
    });
    const signedOut = (await get("/api/webshop/promoted-products")).json() as PromotedProduct[];
    expect(signedOut.map((p) => [p.type, p.label, p.rebatedPrice, p.product?.price ?? null])).toEqual([
      ["template", "special_offer", 14_900, 19_900],
      ["template", "best_seller", null, 2_500],
      ["category", "best_seller", null, null],
    ]);
    expect(signedOut[0]).toMatchObject({
      template: { uuid: mug.uuid, type: "PHOTOGIFT" },
      templateData: null,
      filledPreview: null,
    });
    const parent = await createParent(t, {}, { pictureCount: 1 });
    const signedIn = (await get("/api/webshop/promoted-products", parent.cookie)).json() as PromotedProduct[];
    expect(signedIn[0]?.templateData?.userResources.photo).toMatchObject({
      image: { uuid: parent.set.pictures[0]?.uuid },
    });
    // The promotion shows the design filled for that set, through a signed preview like the lists'.
    const filled = signedIn[0]?.filledPreview ?? "";
    expect(filled).toMatch(
      new RegExp(
        `^/api/webshop/templates/filled/${mug.uuid}/\\d+/${parent.set.subject.uuid}\\?exp=\\d+&sig=`,
      ),
    );
    expect((await t.app.inject({ url: filled, headers: { accept: "image/webp" } })).statusCode).toBe(200);
  });
});
