import type { OrderLine } from "@shop/contracts/cart";
import type { PackageInstance, PackageOffer } from "@shop/contracts/packages";
import type { FullTemplate } from "@shop/contracts/templates";
import { makePicture, makePictureSet } from "./picture-set-factories.ts";
import { makeOrderLine, uuidOf } from "./shop-factories.ts";
import { cardResources, makeFullTemplate, makeLineTemplate } from "./template-factories.ts";
import { makeTemplateProduct } from "./template-product-factories.ts";

/** Factories for the packages' component tests: each call makes fresh objects. */
export function makePackageOffer(n: number, overrides: Partial<PackageOffer> = {}): PackageOffer {
  return {
    uuid: uuidOf("fa", n),
    name: `Package ${n}`,
    description: `All you need ${n}`,
    type: "package",
    link: null,
    linkText: null,
    image: `/img/package-${n}.jpg`,
    placeholder: null,
    linkInfo: null,
    originalPrice: 100_000,
    priceIncludingDiscount: 100_000,
    useTimeLimitedDiscount: false,
    timeLimitedDiscountPrice: null,
    timeLimitedDiscountEnds: null,
    disabled: null,
    allowSubjectChange: 0,
    ...overrides,
  };
}

export const packageSet = makePictureSet(4, {
  pictures: [
    makePicture(1),
    makePicture(2),
    makePicture(3, { groupPicture: true, pictureType: "GP" }),
    makePicture(4),
  ],
});

/** Two cards of one product (a folded card each) and a calendar-less second product, a catalogue, a digital set. */
export const cardProduct = makeTemplateProduct(1, { name: "Card 15x15" });
export const cardA: FullTemplate = makeFullTemplate(1, { product: cardProduct });
export const cardB: FullTemplate = makeFullTemplate(2, { product: cardProduct });

export function makePackageInstance(overrides: Partial<PackageInstance> = {}): PackageInstance {
  return {
    uuid: uuidOf("fa", 1),
    name: "Winter package",
    description: "Cards, catalogue and digital pictures",
    subject: {
      uuid: packageSet.subject.uuid,
      name: packageSet.subject.name,
      group: packageSet.subject.group,
    },
    allowSubjectChange: 0,
    samePhotographerOnly: false,
    addToCartWarning: false,
    price: 79_900,
    originalPrice: 99_900,
    priceIncludingDiscount: 79_900,
    useTimeLimitedDiscount: false,
    timeLimitedDiscountPrice: null,
    packageItems: [
      templateItem(1, cardA),
      templateItem(2, cardB),
      {
        uuid: uuidOf("fb", 3),
        type: "CATALOGUE",
        product: { uuid: uuidOf("fc", 3), name: "Catalogue", type: 400 },
        template: null,
        templateData: null,
        version: 0,
        canChangeTemplate: false,
        catalogue: { uuid: uuidOf("fd", 3), name: "Solbakken 2026" },
        digitalSet: null,
      },
      {
        uuid: uuidOf("fb", 4),
        type: "DIGITAL_SET",
        product: { uuid: uuidOf("fc", 4), name: "Digital set", type: 300 },
        template: null,
        templateData: null,
        version: 0,
        canChangeTemplate: false,
        catalogue: null,
        digitalSet: {
          type: "IP",
          pictures: [1, 2, 4].map((n) => ({ uuid: makePicture(n).uuid, thumbnail: `/img/${n}/320` })),
        },
      },
    ],
    pictureUrls: { [makePicture(1).uuid]: makePicture(1).urls.preview },
    cutoutUrls: {},
    ...overrides,
  };
}

function templateItem(n: number, template: FullTemplate): PackageInstance["packageItems"][number] {
  return {
    uuid: uuidOf("fb", n),
    type: "TEMPLATE_PRODUCT",
    product: { uuid: template.product.uuid, name: template.product.name, type: 1 },
    template: { uuid: template.uuid, name: template.name, version: template.version, type: template.type },
    templateData: { year: null, userResources: cardResources(template) },
    version: 0,
    canChangeTemplate: n === 1,
    catalogue: null,
    digitalSet: null,
  };
}

/** The instance as a package line of the cart. */
export function makePackageLine(n: number, instance = makePackageInstance()): OrderLine {
  return makeOrderLine(n, {
    product: { uuid: uuidOf("f0", 1), type: 200, name: instance.name, kind: "package" },
    canChangeQuantity: false,
    subjects: [{ ...instance.subject, numImages: 4, jobName: "Solbakken skole 2026" }],
    editLink: null,
    // As the server answers: the set's pictures, which a receipt or an order shows as the line's files.
    digitalFiles: [1, 2, 3, 4, 5].map((i) => ({ uuid: uuidOf("d1", i), thumbnail: `/img/${i}/320` })),
    package: {
      uuid: instance.uuid,
      name: instance.name,
      packageItems: instance.packageItems.map((item) => ({
        uuid: item.uuid,
        type: item.type,
        product: { uuid: item.product.uuid, name: item.product.name },
        template:
          item.type === "TEMPLATE_PRODUCT"
            ? makeLineTemplate(item.template?.uuid === cardA.uuid ? cardA : cardB)
            : null,
        version: item.version,
        canChangeTemplate: item.canChangeTemplate,
        catalogue: item.catalogue,
        digitalSet: item.digitalSet ? { type: item.digitalSet.type } : null,
      })),
    },
  });
}
