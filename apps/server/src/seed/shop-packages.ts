import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { catalogues, products, templates } from "../db/schema/index.ts";
import { insertPackageProduct } from "../modules/catalog/package-products.ts";
import { insertPackageOffer, type NewPackageItem } from "../modules/packages/service.ts";

/**
 * The demo's package offers (issue 12), for each demo job: the 'Autumn package' with a time-limited price that ends
 * three days after the shop was seeded (its first start), the 'Family package' with a normal discount, a disabled
 * 'Grandparents package' with its reason, and a 'link' offer to the cards. Each package holds two or three of the
 * demo's template products, the job's catalogue (the school has one, the kindergarten none) and the digital portrait
 * set. Demo mode only: seedDemo calls it.
 */

const day = 24 * 60 * 60 * 1000;

interface DemoPackage {
  name: { en: string; nb: string };
  description: { en: string; nb: string };
  /** The package product's regular price: the offer's original price. */
  originalPrice: number;
  priceIncludingDiscount: number;
  /** Days after the seed that the time-limited price ends, with the price. */
  timeLimited?: { price: number; days: number };
  disabledReason?: { en: string; nb: string };
  /** Template names, and whether the parent may change each for another template of the same product. */
  templates: Array<{ name: string; canChangeTemplate: boolean }>;
  allowSubjectChange?: number;
}

export const demoPackages: readonly DemoPackage[] = [
  {
    name: { en: "Autumn package", nb: "Høstpakke" },
    description: {
      en: "A portrait card, a wall calendar and a photo mug, the school catalogue and every portrait as a file.",
      nb: "Et portrettkort, en veggkalender og et fotokrus, skolekatalogen og alle portrettene som filer.",
    },
    originalPrice: 149_900,
    priceIncludingDiscount: 119_900,
    timeLimited: { price: 99_900, days: 3 },
    templates: [
      { name: "Portrait square", canChangeTemplate: true },
      { name: "Wall calendar 20x30", canChangeTemplate: false },
      { name: "Photo mug", canChangeTemplate: false },
    ],
    allowSubjectChange: 2,
  },
  {
    name: { en: "Family package", nb: "Familiepakke" },
    description: {
      en: "Portrait cards and a mouse pad, the school catalogue and every portrait as a file.",
      nb: "Portrettkort og en musematte, skolekatalogen og alle portrettene som filer.",
    },
    originalPrice: 99_900,
    priceIncludingDiscount: 84_900,
    templates: [
      { name: "Simple portrait 10x15", canChangeTemplate: true },
      { name: "Mouse pad", canChangeTemplate: false },
    ],
    // Mode 4: a new picture in one item is offered for the others too (spec 02 §4, replace-all).
    allowSubjectChange: 4,
  },
  {
    name: { en: "Grandparents package", nb: "Besteforeldrepakke" },
    description: {
      en: "A canvas and a photo puzzle for the grandparents, with every portrait as a file.",
      nb: "Et lerret og et fotopuslespill til besteforeldrene, med alle portrettene som filer.",
    },
    originalPrice: 129_900,
    priceIncludingDiscount: 109_900,
    disabledReason: {
      en: "Sold out: every grandparents package of this year is taken.",
      nb: "Utsolgt: alle årets besteforeldrepakker er tatt.",
    },
    templates: [
      { name: "Canvas 30x40", canChangeTemplate: false },
      { name: "Photo puzzle", canChangeTemplate: false },
    ],
  },
];

/** Writes the demo's offers for a job in the caller's transaction; `now` is when the shop was seeded. */
export async function seedDemoPackages(
  tx: Db,
  portalId: number,
  jobs: ReadonlyArray<{ id: number }>,
  now: Date,
): Promise<{ offers: number }> {
  const templateRows = await tx
    .select({
      id: templates.id,
      uuid: templates.uuid,
      productId: templates.productId,
      name: templates.name,
      version: templates.currentVersion,
    })
    .from(templates)
    .where(eq(templates.portalId, portalId));
  const templateNamed = (name: string) => {
    const found = templateRows.find((t) => t.name === name);
    if (!found) throw new Error(`the demo has no template named ${name}`);
    return found;
  };
  const [portraitSet] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.portalId, portalId), eq(products.kind, "digital_set"), eq(products.pictureType, "IP")),
    )
    .limit(1);
  if (!portraitSet) throw new Error("the demo has no digital portrait set");
  let offers = 0;
  for (const job of jobs) {
    const [catalogue] = await tx
      .select({ id: catalogues.id, productId: catalogues.productId })
      .from(catalogues)
      .where(eq(catalogues.jobId, job.id))
      .limit(1);
    for (const [sortOrder, demo] of demoPackages.entries()) {
      const product = await insertPackageProduct(tx, portalId, {
        name: demo.name.en,
        names: demo.name,
        price: demo.originalPrice,
      });
      const items: NewPackageItem[] = [
        ...demo.templates.map(({ name, canChangeTemplate }): NewPackageItem => {
          const template = templateNamed(name);
          return {
            type: "TEMPLATE_PRODUCT",
            productId: template.productId,
            templateId: template.id,
            canChangeTemplate,
          };
        }),
        ...(catalogue
          ? [{ type: "CATALOGUE", productId: catalogue.productId, catalogueId: catalogue.id } as const]
          : []),
        { type: "DIGITAL_SET", productId: portraitSet.id, pictureType: "IP" },
      ];
      await insertPackageOffer(tx, portalId, {
        jobId: job.id,
        productId: product.id,
        name: demo.name.en,
        description: demo.description.en,
        // No picture of its own: the card shows the first product filled with the child's pictures.
        image: null,
        priceIncludingDiscount: demo.priceIncludingDiscount,
        timeLimitedDiscountPrice: demo.timeLimited?.price ?? null,
        timeLimitedDiscountEnds: demo.timeLimited
          ? new Date(now.getTime() + demo.timeLimited.days * day)
          : null,
        disabledReason: demo.disabledReason?.en ?? null,
        translations: {
          name: demo.name,
          description: demo.description,
          ...(demo.disabledReason ? { disabledReason: demo.disabledReason } : {}),
        },
        allowSubjectChange: demo.allowSubjectChange ?? 0,
        sortOrder,
        items,
      });
      offers += 1;
    }
    // A link offer: the card leads to the 15x15 cards, and with no picture of its own it shows the first of them the
    // child's pictures fill (the Christmas card), filled with them.
    const cardsName = { en: "Christmas cards", nb: "Julekort" };
    const cardsText = {
      en: "Send this year's portrait with your Christmas greetings.",
      nb: "Send årets portrett med julehilsenen din.",
    };
    const cardsLink = { en: "See the cards", nb: "Se kortene" };
    const cards = await insertPackageProduct(tx, portalId, {
      name: cardsName.en,
      names: cardsName,
      price: 2_900,
    });
    await insertPackageOffer(tx, portalId, {
      jobId: job.id,
      productId: cards.id,
      name: cardsName.en,
      description: cardsText.en,
      translations: { name: cardsName, description: cardsText, linkText: cardsLink },
      type: "link",
      link: "/products/cards",
      linkText: cardsLink.en,
      linkInfo: { type: "cards", category: "cards-15x15" },
      image: null,
      priceIncludingDiscount: 2_900,
      sortOrder: demoPackages.length,
      items: [],
    });
    offers += 1;
  }
  return { offers };
}
