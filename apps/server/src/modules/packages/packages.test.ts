import type { PackageInstanceResponse, PackageOffersResponse } from "@shop/contracts/packages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageOffers } from "../../db/schema/index.ts";
import { createParent, type Parent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { addPictureSet, createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { createPackageOffer, createPackageParts, type PackageParts } from "./package-test-support.ts";
import { setPackageSettings } from "./service.ts";

const hour = 3_600_000;

describe("package offers and instances", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let parts: PackageParts;
  let parent: Parent;
  let stranger: Parent;
  // The app's clock: the tests move it past a time-limited price's end.
  const start = new Date();
  let clock = start;
  let timed: Awaited<ReturnType<typeof createPackageOffer>>;
  let plain: Awaited<ReturnType<typeof createPackageOffer>>;
  let disabled: Awaited<ReturnType<typeof createPackageOffer>>;
  let link: Awaited<ReturnType<typeof createPackageOffer>>;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    shop = await createPurchaseShop(t);
    parts = await createPackageParts(t);
    timed = await createPackageOffer(t, shop, parts, {
      name: "Autumn package",
      sortOrder: 1,
      timeLimitedDiscountPrice: 50_000,
      timeLimitedDiscountEnds: new Date(start.getTime() + 2 * hour),
    });
    plain = await createPackageOffer(t, shop, parts, { name: "Plain package", sortOrder: 2 });
    disabled = await createPackageOffer(t, shop, parts, {
      name: "Sold out package",
      sortOrder: 3,
      disabledReason: "Sold out for this year",
    });
    link = await createPackageOffer(t, shop, parts, {
      name: "Christmas cards",
      sortOrder: 4,
      type: "link",
      link: "/products/cards/christmas",
      linkText: "See the cards",
      linkInfo: { type: "cards", category: "christmas" },
      image: "/img/christmas-cards.jpg",
      items: [],
    });
    parent = await createParent(t, shop, { pictureCount: 4 });
    stranger = await createParent(t, {}, { pictureCount: 2 });
    await setPackageSettings(t.db, t.app.portalId, { addToCartWarning: true });
  });
  afterAll(() => t.close());

  const offers = (who: Parent, subjectUuid = who.set.subject.uuid) =>
    t.app.inject({ url: `/api/webshop/packages/subjects/${subjectUuid}`, headers: { cookie: who.cookie } });
  const instance = (who: Parent, uuid: string, payload?: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/webshop/packages/${uuid}`,
      headers: { cookie: who.cookie },
      ...(payload === undefined ? {} : { payload }),
    });

  it("lists the offers of the set's job in their order, with their prices and the disabled reason", async () => {
    clock = start;
    const res = await offers(parent);
    expect(res.statusCode).toBe(200);
    const { packages } = res.json() as PackageOffersResponse;
    expect(packages.map((p) => p.name)).toEqual([
      "Autumn package",
      "Plain package",
      "Sold out package",
      "Christmas cards",
    ]);
    const [autumn, plainOffer, soldOut, cards] = packages;
    expect(autumn).toMatchObject({
      uuid: timed.uuid,
      type: "package",
      originalPrice: 90_000,
      priceIncludingDiscount: 70_000,
      useTimeLimitedDiscount: true,
      timeLimitedDiscountPrice: 50_000,
      timeLimitedDiscountEnds: new Date(start.getTime() + 2 * hour).toISOString(),
      disabled: null,
    });
    expect(plainOffer).toMatchObject({
      useTimeLimitedDiscount: false,
      timeLimitedDiscountPrice: null,
      timeLimitedDiscountEnds: null,
    });
    expect(soldOut?.disabled).toEqual({ reason: "Sold out for this year" });
    // The package's mode, by which a line edited from the cart asks replace-all (spec 02 §4).
    expect(plainOffer?.allowSubjectChange).toBe(0);
    // An offer without a picture of its own shows its first template product filled with the child's pictures
    // (a signed filled preview); one with a picture shows that picture.
    expect(autumn?.image).toMatch(
      new RegExp(
        `^/api/webshop/templates/filled/${parts.card.uuid}/1/${parent.set.subject.uuid}\\?exp=\\d+&sig=`,
      ),
    );
    expect(cards?.image).toBe("/img/christmas-cards.jpg");
    expect(cards).toMatchObject({
      uuid: link.uuid,
      type: "link",
      link: "/products/cards/christmas",
      linkText: "See the cards",
      linkInfo: { type: "cards", category: "christmas" },
    });
  });

  it("decides the time-limited price at the time of the answer", async () => {
    clock = new Date(start.getTime() + 2 * hour - 1000);
    const before = (await offers(parent)).json() as PackageOffersResponse;
    expect(before.packages[0]?.useTimeLimitedDiscount).toBe(true);
    // The overview shows the price as the card does (spec 02 §9): the offer's prices, decided at the same time.
    expect(((await instance(parent, timed.uuid)).json() as PackageInstanceResponse).package).toMatchObject({
      price: 50_000,
      originalPrice: 90_000,
      priceIncludingDiscount: 70_000,
      useTimeLimitedDiscount: true,
      timeLimitedDiscountPrice: 50_000,
    });
    clock = new Date(start.getTime() + 2 * hour);
    const after = (await offers(parent)).json() as PackageOffersResponse;
    expect(after.packages[0]?.useTimeLimitedDiscount).toBe(false);
    expect(((await instance(parent, timed.uuid)).json() as PackageInstanceResponse).package).toMatchObject({
      price: 70_000,
      useTimeLimitedDiscount: false,
    });
    clock = start;
  });

  it("answers 404 for a picture set the user cannot see, and 401 signed out", async () => {
    expect((await offers(stranger, parent.set.subject.uuid)).json()).toMatchObject({
      code: "picture_set_not_found",
    });
    expect((await offers(stranger, parent.set.subject.uuid)).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      url: `/api/webshop/packages/subjects/${parent.set.subject.uuid}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("makes an instance filled from the set's pictures, with the digital set's pictures and signed URLs", async () => {
    const res = await instance(parent, plain.uuid);
    expect(res.statusCode, res.body).toBe(200);
    const made = (res.json() as PackageInstanceResponse).package;
    expect(made).toMatchObject({
      uuid: plain.uuid,
      name: "Plain package",
      subject: { uuid: parent.set.subject.uuid, name: parent.set.subject.name },
      allowSubjectChange: 0,
      samePhotographerOnly: false,
      addToCartWarning: true,
      price: 70_000,
    });
    expect(made.packageItems.map((i) => i.type)).toEqual([
      "TEMPLATE_PRODUCT",
      "TEMPLATE_PRODUCT",
      "CATALOGUE",
      "DIGITAL_SET",
    ]);
    const [cardItem, calendarItem, catalogueItem, setItem] = made.packageItems;
    expect(cardItem).toMatchObject({
      uuid: plain.items[0]?.uuid,
      canChangeTemplate: true,
      version: 0,
      product: { uuid: parts.cardProduct.uuid, name: "Card 15x15" },
      template: { uuid: parts.card.uuid, name: "Birthday card", version: 1, type: "CARDS" },
    });
    // The same fill as fill-template's.
    const fill = await t.app.inject({
      method: "POST",
      url: "/api/webshop/user/templates/fill-template",
      payload: { template: { uuid: parts.card.uuid }, subject: { uuid: parent.set.subject.uuid } },
      headers: { cookie: parent.cookie },
    });
    expect(cardItem?.templateData).toEqual(fill.json());
    expect(calendarItem?.canChangeTemplate).toBe(false);
    expect(catalogueItem?.catalogue).toEqual({ uuid: shop.catalogue.uuid, name: shop.catalogue.name });
    expect(setItem?.digitalSet?.type).toBe("IP");
    expect(setItem?.digitalSet?.pictures.map((p) => p.uuid)).toEqual(
      parent.set.pictures.slice(0, 3).map((p) => p.uuid),
    );
    expect(setItem?.digitalSet?.pictures[0]?.thumbnail).toMatch(/^\/api\/webshop\/images\/.*320/);
    const placed = Object.values(cardItem?.templateData?.userResources ?? {}).flatMap((r) =>
      r.kind === "image" && r.image ? [r.image.uuid] : [],
    );
    expect(placed.length).toBeGreaterThan(0);
    for (const uuid of placed) expect(made.pictureUrls[uuid]).toContain(uuid);
  });

  it("makes the instance for a set named in the body, and refuses one under the restriction", async () => {
    const sibling = await addPictureSet(t, parent.user.id, { jobId: shop.jobId, name: "Ola Berg" });
    const res = await instance(parent, plain.uuid, { subject: { uuid: sibling.subject.uuid } });
    expect((res.json() as PackageInstanceResponse).package.subject.name).toBe("Ola Berg");
    // A set of another job: mode 0 allows no change.
    const other = await addPictureSet(t, parent.user.id, {});
    const refused = await instance(parent, plain.uuid, { subject: { uuid: other.subject.uuid } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "package_subject_not_allowed" });
    // Mode 3 (same job type) allows it: both are school jobs of the shop's photographer.
    await t.db.update(packageOffers).set({ allowSubjectChange: 3 }).where(eq(packageOffers.id, plain.id));
    const allowed = await instance(parent, plain.uuid, { subject: { uuid: other.subject.uuid } });
    expect(allowed.statusCode).toBe(200);
    await t.db.update(packageOffers).set({ allowSubjectChange: 0 }).where(eq(packageOffers.id, plain.id));
    // Another user's set is not found.
    const foreign = await instance(parent, plain.uuid, { subject: { uuid: stranger.set.subject.uuid } });
    expect(foreign.json()).toMatchObject({ code: "picture_set_not_found" });
  });

  it("answers 404 package_not_found and 409 package_disabled", async () => {
    const unknown = await instance(parent, "00000000-0000-4000-8000-000000000000");
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "package_not_found"]);
    const linkOffer = await instance(parent, link.uuid);
    expect([linkOffer.statusCode, linkOffer.json().code]).toEqual([404, "package_not_found"]);
    const off = await instance(parent, disabled.uuid);
    expect([off.statusCode, off.json().code]).toEqual([409, "package_disabled"]);
    // A user with no set of the package's job cannot make it.
    const notTheirs = await instance(stranger, plain.uuid);
    expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([404, "package_not_found"]);
  });

  it("says no warning when the shop's setting is off", async () => {
    await setPackageSettings(t.db, t.app.portalId, { addToCartWarning: false });
    const made = (await instance(parent, plain.uuid)).json() as PackageInstanceResponse;
    expect(made.package.addToCartWarning).toBe(false);
    await setPackageSettings(t.db, t.app.portalId, { addToCartWarning: true });
  });

  it("shows a link offer without a picture of its own as the first template of its list that the child's pictures fill", async () => {
    clock = start;
    const calendars = await createPackageOffer(t, shop, parts, {
      name: "Calendars",
      sortOrder: 10,
      type: "link",
      link: null,
      linkText: "See the calendars",
      linkInfo: { type: "calendars", category: null },
      image: null,
      items: [],
    });
    const nowhere = await createPackageOffer(t, shop, parts, {
      name: "Gone category",
      sortOrder: 11,
      type: "link",
      link: null,
      linkText: "See them",
      linkInfo: { type: "photogifts", category: "no-such-category" },
      image: null,
      items: [],
    });
    try {
      const { packages } = (await offers(parent)).json() as PackageOffersResponse;
      const image = (uuid: string) => packages.find((p) => p.uuid === uuid)?.image;
      expect(image(calendars.uuid)).toMatch(
        new RegExp(
          `^/api/webshop/templates/filled/${parts.calendar.uuid}/1/${parent.set.subject.uuid}\\?exp=\\d+&sig=`,
        ),
      );
      expect(image(nowhere.uuid)).toBeNull();
    } finally {
      await t.db.delete(packageOffers).where(eq(packageOffers.uuid, calendars.uuid));
      await t.db.delete(packageOffers).where(eq(packageOffers.uuid, nowhere.uuid));
    }
  });
});
