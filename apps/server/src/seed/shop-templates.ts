import { type TemplateProductType, templateProductTypes } from "@shop/domain/product-kind";
import type { Db } from "../db/client.ts";
import { insertTemplateProduct } from "../modules/catalog/template-products.ts";
import {
  insertCategory,
  insertGreenScreenBackgrounds,
  insertPromotedProduct,
  insertTemplate,
  type NewCategory,
} from "../modules/templates/records.ts";

/**
 * The demo shop's personalised products (issue 11): six cards in two sub-categories, two calendars and four photo
 * gifts in two categories, with their prices, the promoted products and the backgrounds of the kindergarten's
 * green-screen picture. Every document goes through `@shop/render/template` when it is stored.
 */

type Element = Record<string, unknown>;

const image = (
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
  extra: Element = {},
): Element => ({
  kind: "image",
  id,
  x,
  y,
  width,
  height,
  ...extra,
});

const text = (
  id: string,
  box: { x: number; y: number; width: number; height: number },
  font: { family: string; size: number; color: string; align?: string },
  defaultText: string,
  extra: Element = {},
): Element => ({ kind: "text", id, ...box, font, defaultText, maxLines: 2, ...extra });

const part = (
  id: string,
  name: string,
  width: number,
  height: number,
  elements: Element[],
  extra: Element = {},
) => ({
  id,
  name,
  trim: { width, height },
  elements,
  ...extra,
});

const doc = (name: string, type: string, parts: unknown[], supportedYears: number[] = []) => ({
  schemaVersion: 2,
  uuid: "demo",
  name,
  type,
  supportedYears,
  parts,
});

/** The demo's calendar years. */
export const demoCalendarYears = [2026, 2027];

const monthPages = (prefix: string, width: number, height: number, photoHeight: number) =>
  Array.from({ length: 12 }, (_, i) =>
    part(`${prefix}${i + 1}`, `Month ${i + 1}`, width, height, [
      image(`${prefix}Photo${i + 1}`, -3, -3, width + 6, photoHeight + 3),
      {
        kind: "monthGrid",
        id: `${prefix}Grid${i + 1}`,
        x: 8,
        y: photoHeight + 5,
        width: width - 16,
        height: height - photoHeight - 12,
        month: i + 1,
        family: "Montserrat",
        color: "#222222",
      },
    ]),
  );

interface DemoProduct {
  name: string;
  type: TemplateProductType;
  prices: Array<{ quantity: number; price: number; campaignPrice: number | null }>;
  subProducts?: Array<{ name: string; extraPrice: number }>;
  category: string;
  templates: unknown[];
}

const portraitsOnly = { allowed: { pictureTypes: ["IP", "SFP"], groupPicture: "never" } };
const groupOnly = { allowed: { pictureTypes: ["GP"], groupPicture: "only" } };

/**
 * The Norwegian names of the demo's products, options and templates (the demo's default language is English). The
 * sizes stay in the names: the lists sort cards and calendars by them (packages/domain template-lists.ts).
 */
const norwegianNames: Readonly<Record<string, string>> = {
  "Card 15x15": "Kort 15x15",
  Envelope: "Konvolutt",
  "Christmas card": "Julekort",
  "Portrait square": "Kvadratisk portrett",
  "Birthday invitation": "Bursdagsinvitasjon",
  "Card 10x15": "Kort 10x15",
  "Class picture card": "Klassebildekort",
  "Thank-you card": "Takkekort",
  "Simple portrait 10x15": "Enkelt portrett 10x15",
  "Wall calendar 20x30": "Veggkalender 20x30",
  "Desk calendar": "Bordkalender",
  Mug: "Krus",
  "Photo mug": "Fotokrus",
  "Mouse pad": "Musematte",
  "Canvas 30x40": "Lerret 30x40",
  "Hanging kit": "Opphengssett",
  "Puzzle 500 pieces": "Puslespill 500 biter",
  "Photo puzzle": "Fotopuslespill",
};

/** A demo name in English and Norwegian, English first: the language the demo's own texts are in. */
export function inBothLanguages(english: string): { en: string; nb: string } {
  const nb = norwegianNames[english];
  if (nb === undefined) throw new Error(`the demo has no Norwegian name for ${english}`);
  return { en: english, nb };
}

/** The products, their prices (øre, VAT included) and templates, by the category that lists them. */
export const demoTemplateProducts: readonly DemoProduct[] = [
  {
    name: "Card 15x15",
    type: templateProductTypes.CARDS,
    prices: [
      { quantity: 1, price: 2_900, campaignPrice: null },
      { quantity: 10, price: 2_400, campaignPrice: null },
      { quantity: 25, price: 1_900, campaignPrice: 1_700 },
    ],
    subProducts: [{ name: "Envelope", extraPrice: 300 }],
    category: "cards-15x15",
    templates: [
      doc("Christmas card", "CARDS", [
        part("front", "Front", 150, 150, [
          image("photo", -3, -3, 156, 111, portraitsOnly),
          text(
            "greeting",
            { x: 10, y: 112, width: 130, height: 30 },
            { family: "Dancing Script", size: 36, color: "#b71c1c" },
            "Merry Christmas from {name}",
          ),
        ]),
        part("inside", "Inside", 150, 150, [
          text(
            "message",
            { x: 15, y: 40, width: 120, height: 70 },
            { family: "Lora", size: 18, color: "#222222" },
            "Warm wishes for {year}",
            { maxLines: 5 },
          ),
        ]),
      ]),
      doc("Portrait square", "CARDS", [part("front", "Front", 150, 150, [image("photo", -3, -3, 156, 156)])]),
      doc("Birthday invitation", "CARDS", [
        part("front", "Front", 150, 150, [
          image("photo", 15, 15, 120, 95, portraitsOnly),
          text(
            "title",
            { x: 10, y: 115, width: 130, height: 25 },
            { family: "Pacifico", size: 30, color: "#6a1b9a" },
            "{name} invites you!",
          ),
        ]),
      ]),
    ],
  },
  {
    name: "Card 10x15",
    type: templateProductTypes.CARDS,
    prices: [
      { quantity: 1, price: 1_900, campaignPrice: null },
      { quantity: 10, price: 1_500, campaignPrice: null },
    ],
    category: "cards-10x15",
    templates: [
      doc("Class picture card", "CARDS", [
        part("front", "Front", 150, 100, [
          image("photo", -3, -3, 156, 78, groupOnly),
          text(
            "pupils",
            { x: 5, y: 77, width: 140, height: 20 },
            { family: "Roboto", size: 12, color: "#222222" },
            "{group}: {names}",
            { maxLines: 3 },
          ),
        ]),
      ]),
      doc("Thank-you card", "CARDS", [
        part("front", "Front", 100, 150, [
          image("photo", -3, -3, 106, 116, portraitsOnly),
          text(
            "thanks",
            { x: 5, y: 118, width: 90, height: 25 },
            { family: "Sacramento", size: 32, color: "#1b5e20" },
            "Thank you!",
          ),
        ]),
      ]),
      doc("Simple portrait 10x15", "CARDS", [
        part("front", "Front", 100, 150, [image("photo", -3, -3, 106, 156)]),
      ]),
    ],
  },
  {
    name: "Wall calendar 20x30",
    type: templateProductTypes.CALENDAR,
    prices: [{ quantity: 1, price: 24_900, campaignPrice: 19_900 }],
    category: "calendar",
    templates: [
      doc(
        "Wall calendar 20x30",
        "CALENDAR",
        [
          part("cover", "Cover", 200, 300, [
            image("coverPhoto", -3, -3, 206, 250),
            text(
              "coverTitle",
              { x: 10, y: 255, width: 180, height: 35 },
              { family: "Playfair Display", size: 40, color: "#222222" },
              "{year}",
            ),
          ]),
          ...monthPages("wall", 200, 300, 165),
        ],
        demoCalendarYears,
      ),
    ],
  },
  {
    name: "Desk calendar",
    type: templateProductTypes.CALENDAR,
    prices: [{ quantity: 1, price: 17_900, campaignPrice: null }],
    category: "calendar",
    templates: [
      doc(
        "Desk calendar",
        "CALENDAR",
        [
          part("cover", "Cover", 210, 100, [
            image("coverPhoto", -3, -3, 110, 106),
            text(
              "coverTitle",
              { x: 112, y: 35, width: 90, height: 30 },
              { family: "Montserrat", size: 28, color: "#222222" },
              "{name} {year}",
            ),
          ]),
          ...Array.from({ length: 12 }, (_, i) =>
            part(`desk${i + 1}`, `Month ${i + 1}`, 210, 100, [
              image(`deskPhoto${i + 1}`, -3, -3, 103, 106),
              {
                kind: "monthGrid",
                id: `deskGrid${i + 1}`,
                x: 108,
                y: 6,
                width: 96,
                height: 88,
                month: i + 1,
                family: "Roboto",
                color: "#222222",
              },
            ]),
          ),
        ],
        demoCalendarYears,
      ),
    ],
  },
  {
    name: "Mug",
    type: templateProductTypes.PHOTOGIFT,
    prices: [{ quantity: 1, price: 19_900, campaignPrice: null }],
    category: "mugs",
    templates: [
      doc("Photo mug", "PHOTOGIFT", [
        part("wrap", "Print area", 200, 90, [
          image("photo", 0, 0, 95, 90, { ...portraitsOnly, disableBackground: false }),
          text(
            "name",
            { x: 105, y: 30, width: 90, height: 30 },
            { family: "Lobster", size: 30, color: "#0d47a1" },
            "{name}",
          ),
        ]),
      ]),
    ],
  },
  {
    name: "Mouse pad",
    type: templateProductTypes.PHOTOGIFT,
    prices: [{ quantity: 1, price: 14_900, campaignPrice: null }],
    category: "mugs",
    templates: [
      doc("Mouse pad", "PHOTOGIFT", [part("top", "Top", 230, 190, [image("photo", -3, -3, 236, 196)])]),
    ],
  },
  {
    name: "Canvas 30x40",
    type: templateProductTypes.PHOTOGIFT,
    prices: [{ quantity: 1, price: 59_900, campaignPrice: null }],
    subProducts: [{ name: "Hanging kit", extraPrice: 4_900 }],
    category: "wallart",
    templates: [
      doc("Canvas 30x40", "PHOTOGIFT", [
        part("front", "Front", 300, 400, [image("photo", -20, -20, 340, 440)], { bleed: 20 }),
      ]),
    ],
  },
  {
    name: "Puzzle 500 pieces",
    type: templateProductTypes.PHOTOGIFT,
    prices: [{ quantity: 1, price: 29_900, campaignPrice: null }],
    category: "wallart",
    templates: [
      doc("Photo puzzle", "PHOTOGIFT", [
        part("front", "Front", 400, 300, [image("photo", -3, -3, 406, 306)]),
      ]),
    ],
  },
];

const categories: readonly NewCategory[] = [
  {
    internalName: "cards",
    title: { en: "Cards", nb: "Kort" },
    description: { en: "Greeting cards with your pictures", nb: "Kort med dine bilder" },
  },
  {
    internalName: "calendar",
    title: { en: "Calendars", nb: "Kalendere" },
    description: { en: "Wall and desk calendars", nb: "Vegg- og bordkalendere" },
  },
  {
    internalName: "mugs",
    title: { en: "Mugs and mouse pads", nb: "Kopper og musematter" },
    description: { en: "Everyday gifts", nb: "Gaver til hverdags" },
    separateFromBackground: true,
    userImagePreviews: true,
  },
  {
    internalName: "wallart",
    title: { en: "Canvas and puzzles", nb: "Lerret og puslespill" },
    description: { en: "For the wall and the table", nb: "Til veggen og bordet" },
  },
  {
    internalName: "digitalprint",
    title: { en: "Digital pictures", nb: "Digitale bilder" },
    description: { en: "Download your pictures", nb: "Last ned bildene dine" },
  },
  {
    internalName: "catalogues",
    title: { en: "Catalogues", nb: "Kataloger" },
    description: { en: "The school catalogue", nb: "Skolekatalogen" },
  },
  { internalName: "archive", title: { en: "Archive", nb: "Arkiv" }, description: {} },
];

const cardSubCategories = [
  { internalName: "cards-15x15", title: { en: "15x15 cards", nb: "Kort 15x15" }, isDefault: true },
  { internalName: "cards-10x15", title: { en: "10x15 cards", nb: "Kort 10x15" }, isDefault: false },
];

export interface DemoTemplatesSummary {
  templates: number;
  products: number;
}

/** Writes the demo's range in the caller's transaction; `greenScreen` names the job and backgrounds of its cut-outs. */
export async function seedDemoTemplates(
  db: Db,
  portalId: number,
  greenScreen: { jobId: number; backgroundUuids: readonly string[] },
): Promise<DemoTemplatesSummary> {
  const ids = new Map<string, number>();
  for (const [sortOrder, category] of categories.entries()) {
    const made = await insertCategory(db, portalId, { ...category, sortOrder });
    ids.set(category.internalName, made.id);
  }
  for (const [sortOrder, sub] of cardSubCategories.entries()) {
    const made = await insertCategory(db, portalId, {
      ...sub,
      parentId: ids.get("cards") ?? null,
      sortOrder,
    });
    ids.set(sub.internalName, made.id);
  }
  const made = new Map<string, { id: number; productId: number }>();
  for (const [sortOrder, product] of demoTemplateProducts.entries()) {
    const row = await insertTemplateProduct(db, portalId, {
      name: inBothLanguages(product.name),
      type: product.type,
      sortOrder,
      prices: product.prices,
      ...(product.subProducts
        ? { subProducts: product.subProducts.map((s) => ({ ...s, name: inBothLanguages(s.name) })) }
        : {}),
    });
    const categoryIds = [ids.get(product.category) as number];
    if (product.category.startsWith("cards-")) categoryIds.unshift(ids.get("cards") as number);
    for (const [order, document] of product.templates.entries()) {
      const template = await insertTemplate(db, portalId, {
        productId: row.id,
        categoryIds,
        document,
        sortOrder: order,
        names: inBothLanguages((document as { name: string }).name),
      });
      made.set(template.document.name, { id: template.id, productId: row.id });
    }
  }
  const mug = made.get("Photo mug");
  const wall = made.get("Wall calendar 20x30");
  if (mug) {
    await insertPromotedProduct(db, portalId, {
      type: "template",
      templateId: mug.id,
      label: "special_offer",
      rebatedPrice: 14_900,
      sortOrder: 0,
    });
  }
  if (wall) {
    await insertPromotedProduct(db, portalId, {
      type: "template",
      templateId: wall.id,
      label: "best_seller",
      sortOrder: 1,
    });
  }
  await insertPromotedProduct(db, portalId, {
    type: "category",
    categoryId: ids.get("wallart") as number,
    label: "best_seller",
    sortOrder: 2,
  });
  await insertGreenScreenBackgrounds(
    db,
    portalId,
    greenScreen.jobId,
    greenScreen.backgroundUuids.map((backgroundUuid, i) => ({ backgroundUuid, isDefault: i === 0 })),
  );
  return { templates: made.size, products: demoTemplateProducts.length };
}
