import { migrateTemplate, type TemplateDocument } from "@shop/render/template";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessCodes,
  greenScreenBackgrounds,
  imageBackgrounds,
  jobs,
  menuItems,
  pageSettings,
  pictureEntitlements,
  pictures,
  portals,
  promotedProducts,
  subjects,
  templateCategories,
  templateCategoryLinks,
  templates,
  templateVersions,
  userSubjects,
  users,
  webshopSettings,
} from "../db/schema/index.ts";
import { revealAccessCode } from "../modules/access/codes.ts";
import { frontBackgroundKey, frontBackgroundPath } from "../modules/content/service.ts";
import { loadShopSettingsFile } from "../modules/settings/file.ts";
import { applyShopSettings } from "../modules/settings/service.ts";
import { verifyPassword } from "../platform/passwords.ts";
import { createTestApp, type TestApp, testPictureScale } from "../test/helpers.ts";
import { demoAccount, demoShopSettingsFile, findDemo, seedDemo } from "./demo.ts";
import {
  demoCatalogue,
  demoDigitalNames,
  demoDigitalPrices,
  demoPortraitSetRebatedPrice,
  demoVouchers,
} from "./shop-catalog.ts";
import { demoDelivery, demoPayment, demoPickup } from "./shop-checkout.ts";
import { demoAccessibilityPage, demoPage } from "./shop-pages.ts";
import { demoRetouch } from "./shop-retouch.ts";
import { demoCalendarYears } from "./shop-templates.ts";

describe("the demo shop", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The seed fills in the portal the app made at its start, as `npm start` seeds an empty database.
    t = await createTestApp();
    await seedDemo(t.db, t.storage, { keys: t.config, scale: testPictureScale });
  });
  afterAll(() => t.close());

  it("creates the five codes, normalized, for the right subjects and counts of pictures", async () => {
    const stored = await t.db
      .select({
        codeEncrypted: accessCodes.codeEncrypted,
        name: subjects.name,
        favorites: subjects.qualifyForSelectOwnFavorites,
        yearbook: subjects.qualifyForSelectYearbookPose,
        job: jobs.name,
        count: sql<number>`(select count(*)::int from ${pictures} where ${pictures.subjectId} = ${subjects.id} and ${pictures.ready})`,
      })
      .from(accessCodes)
      .innerJoin(subjects, eq(subjects.id, accessCodes.subjectId))
      .innerJoin(jobs, eq(jobs.id, subjects.jobId));
    const rows = stored
      .map(({ codeEncrypted, ...row }) => ({ code: revealAccessCode(t.config, codeEncrypted ?? ""), ...row }))
      .sort((a, b) => a.code.localeCompare(b.code));
    expect(rows).toEqual([
      {
        code: "EMMA2026",
        name: "Emma Nordmann",
        favorites: true,
        yearbook: true,
        job: "Solbakken skole 2026",
        // Her 12 pictures and her class picture.
        count: 13,
      },
      {
        code: "IDA2026",
        name: "Ida Hansen",
        favorites: true,
        yearbook: true,
        job: "Solbakken skole 2026",
        count: 4,
      },
      {
        code: "KLASSE3B",
        name: "Klasse 3B",
        favorites: false,
        yearbook: false,
        job: "Solbakken skole 2026",
        count: 2,
      },
      {
        code: "NORA2025",
        name: "Nora Berg",
        favorites: true,
        yearbook: true,
        job: "Eventyrskogen barnehage 2025",
        count: 8,
      },
      {
        code: "SIBS2026",
        name: "Emma og Jonas Nordmann",
        favorites: false,
        yearbook: true,
        job: "Solbakken skole 2026",
        count: 4,
      },
      {
        code: "TOMT2026",
        name: "Ola Tomt",
        favorites: true,
        yearbook: true,
        job: "Solbakken skole 2026",
        count: 0,
      },
    ]);
  });

  it("opens the school's yearbook selection for a year and closes the kindergarten's", async () => {
    const rows = await t.db.select().from(jobs).orderBy(asc(jobs.id));
    const school = rows.find((j) => j.jobType === "school");
    const kindergarten = rows.find((j) => j.jobType === "kindergarten");
    expect(school?.year).toBe(2026);
    expect(school?.yearbookPoseDeadline?.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(kindergarten?.year).toBe(2025);
    expect(kindergarten?.yearbookPoseDeadline?.getTime()).toBeLessThan(Date.now());
  });

  it("creates the demo account with its password, owning Nora with two bought pictures", async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, demoAccount.email));
    expect(user?.name).toBe("Kari Berg");
    expect(user?.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword(user?.passwordHash ?? "", "demo1234")).toBe(true);
    const owned = await t.db
      .select({ name: subjects.name })
      .from(userSubjects)
      .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
      .where(eq(userSubjects.userId, user?.id ?? 0));
    expect(owned).toEqual([{ name: "Nora Berg" }]);
    const bought = await t.db
      .select({ subject: subjects.name })
      .from(pictureEntitlements)
      .innerJoin(pictures, eq(pictures.id, pictureEntitlements.pictureId))
      .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
      .where(eq(pictureEntitlements.userId, user?.id ?? 0));
    expect(bought).toEqual([{ subject: "Nora Berg" }, { subject: "Nora Berg" }]);
  });

  it("stores a real JPEG original for every picture", async () => {
    const rows = await t.db.select().from(pictures);
    // 29 drawn pictures and the class picture in three children's sets.
    expect(rows).toHaveLength(32);
    for (const row of rows.slice(0, 3)) {
      const file = await t.storage.get(row.originalKey);
      expect(file).not.toBeNull();
      const meta = await sharp(file as Buffer).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(row.width);
      expect(row.originalKey).toBe(`originals/${row.uuid}.jpg`);
    }
    const group = rows.find((r) => r.pictureType === "GP");
    expect(group?.groupPicture).toBe(true);
    expect((group?.width ?? 0) > (group?.height ?? 0)).toBe(true);
    expect(rows.filter((r) => r.keywords.includes("retouched"))).toHaveLength(1);
    expect(rows.filter((r) => r.greenscreen)).toHaveLength(1);
    expect(rows.every((r) => /^\d{2}-\d{4}-\d{2}$/.test(r.webshopId))).toBe(true);
  });

  it("gives every child of a class its class picture: the file of Klasse 3B's first group picture", async () => {
    const rows = await t.db
      .select({
        name: subjects.name,
        key: pictures.originalKey,
        ready: pictures.ready,
        source: pictures.sourceName,
      })
      .from(pictures)
      .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
      .where(eq(pictures.pictureType, "GP"))
      .orderBy(asc(pictures.id));
    const [classFirst] = rows.filter((r) => r.name === "Klasse 3B");
    // Every child of the class (the class's own set of group pictures is not a child).
    expect(rows.filter((r) => r.source === "class-3B.jpg")).toEqual([
      { name: "Emma Nordmann", key: classFirst?.key, ready: true, source: "class-3B.jpg" },
      { name: "Ida Hansen", key: classFirst?.key, ready: true, source: "class-3B.jpg" },
      { name: "Ola Tomt", key: classFirst?.key, ready: false, source: "class-3B.jpg" },
    ]);
  });

  // How a mask is drawn is tested on its own (pictures.test.ts); the seed gives its one green-screen picture one.
  it("stores a mask of its size for the green-screen picture, and for no other", async () => {
    const rows = await t.db.select().from(pictures);
    expect(rows.filter((r) => r.maskKey !== null).map((r) => r.greenscreen)).toEqual([true]);
    const green = rows.find((r) => r.greenscreen);
    const file = await t.storage.get(green?.maskKey ?? "");
    if (!file) throw new Error("the mask is not in storage");
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([green?.width, green?.height]);
  });

  it("sets up the portal, its settings, the menu and the backgrounds", async () => {
    const [portal] = await t.db.select().from(portals);
    expect(portal).toMatchObject({ name: "Demo Foto AS", country: "NO", currency: "NOK", vatRate: 2500 });
    expect(t.app.portalId).toBe(portal?.id);
    const [settings] = await t.db.select().from(webshopSettings);
    expect(settings?.freeShippingThreshold).toBe(100000);
    expect(settings?.languages.map((l) => l.long)).toEqual(["en", "nb"]);
    expect(settings?.privacyPolicy).toContain("\n");
    const [page] = await t.db.select().from(pageSettings);
    expect(page?.backgroundImage).toBe(frontBackgroundPath);
    expect(await t.storage.exists(frontBackgroundKey)).toBe(true);
    // The menu is the settings file's, in its order (what each item does is tested on the factories' shop in
    // modules/settings and modules/content).
    const menu = await t.db.select().from(menuItems).orderBy(asc(menuItems.position));
    const file = await loadShopSettingsFile(demoShopSettingsFile);
    expect(menu.map((m) => [m.label.en, m.type, m.target])).toEqual(
      (file.menu ?? []).map((m) => [m.label.en, m.type, m.target]),
    );
    // Whatever the demo's menu holds as it grows, it is not empty and every item of the file was stored.
    expect(menu.length).toBeGreaterThan(0);
    expect(menu).toHaveLength(file.menu?.length ?? 0);
    expect(menu.every((m) => typeof m.label.nb === "string")).toBe(true);
    const backgrounds = await t.db.select().from(imageBackgrounds);
    expect(backgrounds.map((b) => [b.name, b.isDefault])).toEqual([
      ["Blue studio", true],
      ["Grey", false],
      ["Garden green", false],
    ]);
    for (const b of backgrounds) expect(await t.storage.exists(b.storageKey)).toBe(true);
  });

  // What the seed stores; how the calls answer it (qualifying sets, filling, backgrounds to parents of the job only,
  // promoted prices) is tested on the factories' data in modules/templates/templates.test.ts.
  it("stores six cards in two sub-categories, two calendars and four photo gifts in two categories", async () => {
    const categories = await t.db
      .select({
        id: templateCategories.id,
        internalName: templateCategories.internalName,
        title: templateCategories.title,
        parentId: templateCategories.parentId,
        isDefault: templateCategories.isDefault,
      })
      .from(templateCategories)
      .orderBy(asc(templateCategories.sortOrder), asc(templateCategories.id));
    const top = categories.filter((c) => c.parentId === null && c.internalName !== "archive");
    expect(top.map((c) => [c.internalName, c.title.nb])).toEqual([
      ["cards", "Kort"],
      ["calendar", "Kalendere"],
      ["mugs", "Kopper og musematter"],
      ["wallart", "Lerret og puslespill"],
      ["digitalprint", "Digitale bilder"],
      ["catalogues", "Kataloger"],
    ]);
    const cardsId = top[0]?.id;
    expect(
      categories.filter((c) => c.parentId === cardsId).map((c) => [c.internalName, c.isDefault]),
    ).toEqual([
      ["cards-15x15", true],
      ["cards-10x15", false],
    ]);

    const stored = await t.db
      .select({
        name: templates.name,
        document: templateVersions.document,
        categoryId: templateCategoryLinks.categoryId,
      })
      .from(templates)
      .innerJoin(
        templateVersions,
        and(
          eq(templateVersions.templateId, templates.id),
          eq(templateVersions.version, templates.currentVersion),
        ),
      )
      .innerJoin(templateCategoryLinks, eq(templateCategoryLinks.templateId, templates.id))
      .orderBy(asc(templates.productId), asc(templates.sortOrder), asc(templates.id));
    const inCategory = (name: string) => {
      const id = categories.find((c) => c.internalName === name)?.id;
      return stored
        .filter((row) => row.categoryId === id)
        .map((row) => ({ ...row, doc: migrateTemplate(row.document) }));
    };
    const size = (doc: TemplateDocument) =>
      `${(doc.parts[0]?.trim.width ?? 0) / 10}x${(doc.parts[0]?.trim.height ?? 0) / 10}`;
    const hasText = (doc: TemplateDocument) =>
      doc.parts.some((part) => part.elements.some((element) => element.kind === "text"));
    const cards = inCategory("cards");
    expect(cards.map((c) => [c.name, size(c.doc), c.doc.parts.length])).toEqual([
      ["Christmas card", "15x15", 2],
      ["Portrait square", "15x15", 1],
      ["Birthday invitation", "15x15", 1],
      ["Class picture card", "15x10", 1],
      ["Thank-you card", "10x15", 1],
      ["Simple portrait 10x15", "10x15", 1],
    ]);
    expect(cards.filter((c) => hasText(c.doc))).toHaveLength(4);
    expect(inCategory("calendar").map((c) => [c.name, c.doc.parts.length, c.doc.supportedYears])).toEqual([
      ["Wall calendar 20x30", 13, demoCalendarYears],
      ["Desk calendar", 13, demoCalendarYears],
    ]);
    expect(inCategory("mugs").map((g) => g.name)).toEqual(["Photo mug", "Mouse pad"]);
    const [mugs] = await t.db
      .select({ separate: templateCategories.separateFromBackground })
      .from(templateCategories)
      .where(eq(templateCategories.internalName, "mugs"));
    expect(mugs?.separate).toBe(true);
    expect(inCategory("wallart").map((g) => g.name)).toEqual(["Canvas 30x40", "Photo puzzle"]);

    const [nora] = await t.db
      .select({ jobId: subjects.jobId })
      .from(subjects)
      .where(eq(subjects.name, "Nora Berg"));
    const backgrounds = await t.db
      .select({ name: imageBackgrounds.name, isDefault: greenScreenBackgrounds.isDefault })
      .from(greenScreenBackgrounds)
      .innerJoin(imageBackgrounds, eq(imageBackgrounds.id, greenScreenBackgrounds.backgroundId))
      .where(eq(greenScreenBackgrounds.jobId, nora?.jobId ?? -1))
      .orderBy(asc(greenScreenBackgrounds.sortOrder));
    expect(backgrounds.map((b) => [b.name, b.isDefault])).toEqual([
      ["Blue studio", true],
      ["Grey", false],
      ["Garden green", false],
    ]);
    const promoted = await t.db
      .select({
        type: promotedProducts.type,
        label: promotedProducts.label,
        rebatedPrice: promotedProducts.rebatedPrice,
      })
      .from(promotedProducts)
      .orderBy(asc(promotedProducts.sortOrder), asc(promotedProducts.id));
    expect(promoted.map((p) => [p.type, p.label, p.rebatedPrice])).toEqual([
      ["template", "special_offer", 14_900],
      ["template", "best_seller", null],
      ["category", "best_seller", null],
    ]);
  });

  it("holds exactly the settings of docs/examples/shop.json", async () => {
    const settings = await loadShopSettingsFile(demoShopSettingsFile);
    const report = await applyShopSettings(t.db, settings, { dryRun: true });
    expect(report.portalId).toBe(t.app.portalId);
    expect(report.changes.filter((c) => c.action !== "unchanged")).toEqual([]);
  });

  it("finds the demo codes again for the start banner", async () => {
    const info = await findDemo(t.db, t.config);
    expect(info?.codes.map((c) => c.code)).toEqual([
      "EMMA2026",
      "IDA2026",
      "SIBS2026",
      "KLASSE3B",
      "NORA2025",
      "TOMT2026",
    ]);
    expect(info?.account).toEqual({ email: "demo@example.com", password: "demo1234" });
  });
});

/** The settings with each text per language read in English, the language the constants and the README name them in. */
function inEnglish<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inEnglish) as T;
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const entries = Object.entries(value);
  if (entries.length === 2 && "en" in value && "nb" in value) return inEnglish((value as { en: T }).en);
  return Object.fromEntries(entries.map(([key, v]) => [key, inEnglish(v)])) as T;
}

describe("the demo's named prices, options and vouchers", () => {
  it("gives every name of docs/examples/shop.json in English and Norwegian", async () => {
    const settings = await loadShopSettingsFile(demoShopSettingsFile);
    const named = [
      ...Object.values(settings.digital ?? {}).flatMap((d) => [d.file?.name, d.set?.name]),
      ...(settings.retouch ?? []).flatMap((r) => [r.name, ...r.tasks.map((t) => t.name)]),
      ...(settings.deliveryOptions ?? []).flatMap((o) => [o.name, o.description]),
      ...(settings.paymentOptions ?? []).flatMap((o) => [o.title, o.mobileTitle, o.description]),
      ...(settings.pages ?? []).map((p) => p.title),
    ];
    // A brand is the same in every language, and may be written once.
    for (const text of named.filter((t) => t !== "Stripe")) {
      expect(text).toEqual({ en: expect.any(String), nb: expect.any(String) });
    }
  });

  it("say what docs/examples/shop.json says, in English", async () => {
    const settings = inEnglish(await loadShopSettingsFile(demoShopSettingsFile));
    for (const type of ["IP", "SFP", "GP"] as const) {
      for (const kind of ["file", "set"] as const) {
        expect(settings.digital?.[type]?.[kind]).toMatchObject({
          name: demoDigitalNames[type][kind],
          price: demoDigitalPrices[type][kind],
        });
      }
    }
    expect(settings.digital?.IP?.set?.rebatedPrice).toBe(demoPortraitSetRebatedPrice);
    expect(settings.catalogues).toEqual([
      expect.objectContaining({
        name: demoCatalogue.name,
        description: demoCatalogue.description,
        price: demoCatalogue.price,
        maxQuantity: demoCatalogue.maxQuantity,
        deliveryDays: demoCatalogue.deliveryDays,
        job: demoCatalogue.jobName,
      }),
    ]);

    // 'Dear customer' before a package is added, and before a design of the template editor.
    expect(settings.webshop.package.addToCartWarning).toBe(true);
    expect(settings.webshop.editor.addToCartWarning).toBe(true);

    expect(settings.retouch).toEqual([
      expect.objectContaining({
        name: demoRetouch.name,
        price: demoRetouch.price,
        pictureType: null,
        tasks: demoRetouch.tasks,
      }),
    ]);

    expect(settings.pages?.map((p) => [p.id, p.title])).toEqual([
      [demoPage.id, demoPage.title],
      [demoAccessibilityPage.id, demoAccessibilityPage.title],
    ]);
    expect(settings.menu).toContainEqual(
      expect.objectContaining({
        label: demoAccessibilityPage.menuLabel,
        target: `/pages/${demoAccessibilityPage.id}`,
      }),
    );
    expect(settings.menu).toContainEqual(
      expect.objectContaining({
        label: demoPage.menuLabel,
        target: `/pages/${demoPage.id}`,
      }),
    );

    const vouchers = new Map(settings.vouchers?.map((v) => [v.code, v]));
    expect([...vouchers.keys()]).toEqual(Object.values(demoVouchers).map((v) => v.code));
    expect(vouchers.get(demoVouchers.welcome.code)).toMatchObject({
      percent: demoVouchers.welcome.percentBasisPoints / 100,
      minOrderValue: null,
      expiresAt: null,
      oncePerUser: false,
    });
    expect(vouchers.get(demoVouchers.fiftyOff.code)).toMatchObject({
      amount: demoVouchers.fiftyOff.amount,
      minOrderValue: demoVouchers.fiftyOff.minOrderValue,
      expiresAt: null,
    });
    const expired = vouchers.get(demoVouchers.expired.code);
    expect(expired?.percent).toBe(demoVouchers.expired.percentBasisPoints / 100);
    expect(expired?.expiresAt?.getTime()).toBeLessThan(Date.now());
    expect(vouchers.get(demoVouchers.oncePerUser.code)).toMatchObject({
      percent: demoVouchers.oncePerUser.percentBasisPoints / 100,
      oncePerUser: true,
      expiresAt: null,
      description: "20 % off, once per customer",
    });

    const delivery = settings.deliveryOptions ?? [];
    expect(delivery.map((o) => [o.type, o.name, o.price, o.deliveryDays])).toEqual([
      ["postage", demoDelivery.postage.name, demoDelivery.postage.price, demoDelivery.postage.days],
      ["store-pickup", demoDelivery.store.name, demoDelivery.store.price, demoDelivery.store.days],
      ["school-pickup", demoDelivery.school.name, demoDelivery.school.price, demoDelivery.school.days],
      ["digital-delivery", demoDelivery.digital.name, demoDelivery.digital.price, demoDelivery.digital.days],
    ]);
    const store = delivery[1];
    expect(store?.type === "store-pickup" && store.stores).toEqual([
      expect.objectContaining({
        uuid: demoPickup.oslo.uuid,
        name: demoPickup.oslo.name,
        deliveryDays: demoDelivery.store.days,
        express: {
          name: demoPickup.osloExpress.name,
          price: demoDelivery.store.expressPrice,
          deliveryDays: demoDelivery.store.expressDays,
        },
      }),
      expect.objectContaining({ uuid: demoPickup.bergen.uuid, name: demoPickup.bergen.name }),
    ]);
    const school = delivery[2];
    expect(school?.type === "school-pickup" && school.jobs).toEqual([demoDelivery.school.jobName]);

    expect(settings.paymentOptions?.map((p) => [p.provider, p.title, p.fee])).toEqual([
      ["card", demoPayment.card.title, 0],
      ["mobile", demoPayment.mobile.title, 0],
      ["invoice", demoPayment.invoice.title, demoPayment.invoice.fee],
      ["stripe", demoPayment.stripe.title, 0],
      ["vipps", demoPayment.vipps.title, 0],
    ]);
  });
});
