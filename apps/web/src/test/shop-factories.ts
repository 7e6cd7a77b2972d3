import type { Cart, OrderLine, Summary } from "@shop/contracts/cart";
import type { Catalogue } from "@shop/contracts/catalogues";
import type { DigitalTypeOffer } from "@shop/contracts/digital";

/** Small factories for the shop's component tests: each call makes fresh objects. */
export function uuidOf(prefix: string, n: number): string {
  return `${prefix.padStart(8, "0").slice(0, 8)}-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

export function makeOrderLine(n: number, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    uuid: uuidOf("a1", n),
    type: 0,
    product: { uuid: uuidOf("b1", n), type: 400, name: `Product ${n}`, kind: "catalogue" },
    quantity: 1,
    description: "",
    linePrice: 15000,
    actualLinePrice: 15000,
    rebate: null,
    canChangeQuantity: true,
    minimumQuantity: 1,
    maximumQuantity: 10,
    subProductUuids: [],
    pictureType: null,
    subjects: [],
    digitalFiles: [],
    catalogue: null,
    ...overrides,
  };
}

export function makeDigitalLine(n: number, overrides: Partial<OrderLine> = {}): OrderLine {
  return makeOrderLine(n, {
    product: { uuid: uuidOf("b2", n), type: 300, name: "Digital picture", kind: "digital_file" },
    linePrice: 9900,
    actualLinePrice: 9900,
    canChangeQuantity: false,
    maximumQuantity: 1,
    pictureType: "IP",
    subjects: [
      { uuid: uuidOf("c1", 1), name: "Emma Nordmann", group: "3B", numImages: 8, jobName: "Solbakken" },
    ],
    digitalFiles: [{ uuid: uuidOf("d1", n), thumbnail: `/img/${n}/320` }],
    ...overrides,
  });
}

/** A summary as the server computes it: subtotal, total and the VAT it includes (25 %). */
export function makeSummary(subtotal: number, extra: Summary["lines"] = []): Summary {
  const total = subtotal + extra.reduce((sum, l) => sum + l.linePrice, 0);
  const vat = Math.round((total * 2500) / 12500);
  return {
    lines: [
      { type: 0, kind: "subtotal", description: "Subtotal", linePrice: subtotal },
      ...extra,
      { type: 4, kind: "total", description: "Total", linePrice: total },
      { type: 4, kind: "tax", description: "VAT included", linePrice: vat },
    ],
    totalPrice: total,
    vatAmount: vat,
    currency: "NOK",
  };
}

export function makeCart(lines: OrderLine[], overrides: Partial<Cart> = {}): Cart {
  const subtotal = lines.reduce((sum, l) => sum + l.actualLinePrice, 0);
  return {
    orderLines: lines,
    summary: makeSummary(subtotal),
    rebateCode: null,
    freeShipping: null,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<DigitalTypeOffer> = {}): DigitalTypeOffer {
  return {
    type: "IP",
    pictureCount: 3,
    file: { productUuid: uuidOf("e1", 1), price: 9900, rebatedPrice: null },
    set: {
      productUuid: uuidOf("e1", 2),
      price: 39900,
      rebatedPrice: 29900,
      bought: false,
      inCart: false,
      zipUrl: null,
    },
    ...overrides,
  };
}

export function makeCatalogue(n: number, overrides: Partial<Catalogue> = {}): Catalogue {
  return {
    uuid: uuidOf("f1", n),
    name: `School catalogue ${n}`,
    description: "Everyone from the photo day.",
    price: 19900,
    quantity: 0,
    maxQuantity: 10,
    deliveryTime: { days: 30 },
    subject: { uuid: uuidOf("c1", n), name: `Subject ${n}`, group: null },
    ...overrides,
  };
}
