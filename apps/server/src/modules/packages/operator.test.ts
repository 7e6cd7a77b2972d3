import type { PackageOffersResponse } from "@shop/contracts/packages";
import { JobPackagesFile } from "@shop/contracts/packages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob, createParent, type Parent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { applyJobPackages, PackageFileError } from "./operator.ts";
import { createPackageParts, type PackageParts } from "./package-test-support.ts";

describe("the operator's offers file (job packages)", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let parts: PackageParts;
  let parent: Parent;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    parts = await createPackageParts(t);
    parent = await createParent(t, shop);
  });
  afterAll(() => t.close());

  const file = (packages: unknown[]) => JobPackagesFile.parse({ packages });
  const apply = (packages: unknown[], jobId = shop.jobId) =>
    t.db.transaction((tx) => applyJobPackages(tx, t.app.portalId, jobId, file(packages), "en"));
  const offers = async () =>
    (
      (
        await t.app.inject({
          url: `/api/webshop/packages/subjects/${parent.set.subject.uuid}`,
          headers: { cookie: parent.cookie },
        })
      ).json() as PackageOffersResponse
    ).packages;
  const autumn = {
    name: "Autumn package",
    description: "Cards and the catalogue",
    price: 90_000,
    packagePrice: 70_000,
    timeLimited: { price: 50_000, ends: "2030-01-01T00:00:00+01:00" },
    items: [
      { type: "TEMPLATE_PRODUCT", template: "Birthday card", canChangeTemplate: true },
      { type: "TEMPLATE_PRODUCT", template: "Calendar" },
      { type: "CATALOGUE" },
      { type: "DIGITAL_SET", pictureType: "IP" },
    ],
  };

  it("creates the offers of the file, in its order, with templates by name or uuid", async () => {
    const withCalendar = {
      ...autumn,
      items: autumn.items.map((i, n) => (n === 1 ? { ...i, template: parts.calendar.uuid } : i)),
    };
    const link = { name: "Cards", type: "link", price: 2_900, linkInfo: { type: "cards" } };
    expect(await apply([withCalendar, link])).toEqual({
      created: ["Autumn package", "Cards"],
      replaced: [],
      untouched: [],
    });
    const listed = await offers();
    expect(listed.map((o) => [o.name, o.type])).toEqual([
      ["Autumn package", "package"],
      ["Cards", "link"],
    ]);
    expect(listed[0]).toMatchObject({
      originalPrice: 90_000,
      priceIncludingDiscount: 70_000,
      timeLimitedDiscountPrice: 50_000,
      timeLimitedDiscountEnds: "2029-12-31T23:00:00.000Z",
      useTimeLimitedDiscount: true,
    });
    expect(listed[1]).toMatchObject({ originalPrice: 2_900, priceIncludingDiscount: 2_900 });
  });

  it("replaces an offer of the same name and keeps the ones the file leaves out", async () => {
    const result = await apply([
      { ...autumn, items: autumn.items.slice(2), price: 80_000, timeLimited: null },
    ]);
    expect(result).toEqual({ created: [], replaced: ["Autumn package"], untouched: ["Cards"] });
    const [replaced] = await offers();
    expect(replaced).toMatchObject({
      name: "Autumn package",
      originalPrice: 80_000,
      useTimeLimitedDiscount: false,
    });
    const instance = await t.app.inject({
      method: "POST",
      url: `/api/webshop/packages/${replaced?.uuid}`,
      headers: { cookie: parent.cookie },
    });
    expect(instance.json().package.packageItems.map((i: { type: string }) => i.type)).toEqual([
      "CATALOGUE",
      "DIGITAL_SET",
    ]);
  });

  it("takes an offer's texts per language, answers each parent in theirs, and finds the offer by any of its names", async () => {
    const result = await apply([
      {
        ...autumn,
        name: { en: "Autumn package", nb: "Høstpakke" },
        description: { en: "Cards and the catalogue", nb: "Kort og katalogen" },
        disabledReason: { en: "Sold out", nb: "Utsolgt" },
      },
    ]);
    expect(result).toEqual({ created: [], replaced: ["Autumn package"], untouched: ["Cards"] });
    const inNorwegian = await t.app.inject({
      url: `/api/webshop/packages/subjects/${parent.set.subject.uuid}`,
      headers: { cookie: parent.cookie, "x-shop-language": "nb" },
    });
    const [autumnNb] = (inNorwegian.json() as PackageOffersResponse).packages;
    expect(autumnNb).toMatchObject({
      name: "Høstpakke",
      description: "Kort og katalogen",
      disabled: { reason: "Utsolgt" },
    });
    expect((await offers())[0]).toMatchObject({ name: "Autumn package", disabled: { reason: "Sold out" } });
    // Named only in Norwegian now, the file still finds the same offer.
    expect(await apply([{ ...autumn, name: "Høstpakke" }])).toMatchObject({
      replaced: ["Høstpakke"],
      created: [],
    });
    await apply([
      {
        ...autumn,
        name: { en: "Autumn package", nb: "Høstpakke" },
        items: autumn.items.slice(2),
        price: 80_000,
        timeLimited: null,
      },
    ]);
  });

  it("stores nothing when a template, the catalogue or a digital set is missing", async () => {
    const otherJob = await createJob(t, { name: "No catalogue 2026" });
    const error = await apply(
      [
        { ...autumn, name: "New one", items: [{ type: "TEMPLATE_PRODUCT", template: "No such card" }] },
        { ...autumn, name: "Second", items: [{ type: "CATALOGUE" }] },
      ],
      otherJob.id,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PackageFileError);
    expect((error as Error).message).toBe(
      [
        "No offer was stored:",
        '  New one: no sold template is named "No such card"',
        "  Second: the job has no catalogue",
      ].join("\n"),
    );
    expect((await offers()).map((o) => o.name)).toEqual(["Autumn package", "Cards"]);
  });

  it("checks the file with its contract", () => {
    const bad = (packages: unknown[]) => JobPackagesFile.safeParse({ packages }).success;
    expect(bad([{ name: "A", price: 100, items: [] }])).toBe(false);
    expect(bad([{ name: "A", type: "link", price: 100 }])).toBe(false);
    expect(bad([{ ...autumn }, { ...autumn }])).toBe(false);
    expect(bad([{ ...autumn, allowSubjectChange: 5 }])).toBe(false);
    // Mode 4: no other picture set, and a new picture is offered for every item (spec 02 §4).
    expect(bad([{ ...autumn, allowSubjectChange: 4 }])).toBe(true);
    expect(bad([{ ...autumn, items: [{ type: "DIGITAL_SET", pictureType: "XX" }] }])).toBe(false);
    expect(bad([{ ...autumn, price: -1 }])).toBe(false);
    expect(bad([{ ...autumn, colour: "red" }])).toBe(false);
    expect(bad([{ ...autumn }])).toBe(true);
  });
});
