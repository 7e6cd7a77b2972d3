import type { Cart, OrderLine, Summary } from "@shop/contracts/cart";
import type { Catalogue } from "@shop/contracts/catalogues";
import type { CheckoutResponse, PaymentOption } from "@shop/contracts/checkout";
import type { DeliveryOption, PickupLocation, ShippingCountry } from "@shop/contracts/delivery";
import type { DigitalTypeOffer } from "@shop/contracts/digital";
import type { Order } from "@shop/contracts/orders";
import type { PaymentResult, TransactionResponse } from "@shop/contracts/payments";

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
    subProducts: [],
    pictureType: null,
    subjects: [],
    digitalFiles: [],
    catalogue: null,
    template: null,
    package: null,
    fileRetouch: null,
    retouchLeavesWith: [],
    editLink: "/products/catalogues",
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
    editLink: `/products/digital-portraits/${uuidOf("c1", 1)}`,
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
      awaitingInvoice: false,
      inCart: false,
      inPackage: null,
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

export function makeTransaction(
  overrides: Partial<TransactionResponse["transaction"]> = {},
): TransactionResponse["transaction"] {
  const orderUuid = overrides.orderUuid ?? uuidOf("0a7e1234", 1);
  return {
    uuid: uuidOf("7a", 1),
    status: "pending",
    amount: 29800,
    currency: "NOK",
    provider: "card",
    paymentTitle: "Card",
    orderUuid,
    orderReference: orderUuid.slice(0, 8),
    mobilePhone: null,
    lastError: null,
    lastErrorCode: null,
    lastErrorParams: null,
    stopReason: null,
    ...overrides,
  };
}

export function makePaymentResult(overrides: Partial<PaymentResult> = {}): PaymentResult {
  return {
    status: "paid",
    orderUuid: uuidOf("0a7e1234", 1),
    error: null,
    code: null,
    params: null,
    stopReason: null,
    redirectUrl: null,
    ...overrides,
  };
}

/** A paid order as the receipt reads it: digital delivery and no notes, unless the overrides add them. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  const uuid = overrides.uuid ?? uuidOf("0a7e1234", 1);
  const lines = overrides.orderLines ?? [makeOrderLine(1)];
  return {
    uuid,
    reference: uuid.slice(0, 8),
    status: "paid",
    createdAt: "2026-03-02T09:00:00.000Z",
    confirmTime: "2026-03-02T09:05:00.000Z",
    orderLines: lines,
    summary: makeSummary(lines.reduce((sum, l) => sum + l.actualLinePrice, 0)),
    rebateCode: null,
    payment: { provider: "card", title: "Card", isInvoice: false, paid: true },
    delivery: {
      type: "digital-delivery",
      name: "Digital delivery",
      address: null,
      contact: { name: "Kari Nordmann", emailAddress: "kari@example.com" },
      pickupLocation: null,
      deliveryTime: null,
      schoolName: null,
    },
    comment: "",
    containDigitalProducts: false,
    catalogueMaxDeliveryTime: null,
    containRetouch: false,
    downloads: { files: [], sets: [] },
    ...overrides,
  };
}

export function makeShippingCountry(code: string, overrides: Partial<ShippingCountry> = {}): ShippingCountry {
  return { code, name: code, gatherState: false, hidePostalCode: false, states: null, ...overrides };
}

export function makePickupLocation(uuid: string, overrides: Partial<PickupLocation> = {}): PickupLocation {
  return {
    uuid,
    pickupname: "Demo Foto Oslo",
    pickupaddress1: "Storgata 12",
    pickuppostalcode: "0155",
    pickupcity: "Oslo",
    price: 0,
    deliveryTime: { seconds: 5 * 86400, string: "5 business days" },
    ...overrides,
  };
}

/** A delivery option of the given kind; postage ships to Norway unless the overrides say otherwise. */
export function makeDeliveryOption(
  n: number,
  type: DeliveryOption["type"],
  overrides: Partial<DeliveryOption> = {},
): DeliveryOption {
  return {
    uuid: uuidOf("d0", n),
    type,
    name: `Delivery ${n}`,
    description: "",
    price: 0,
    deliverytime: 3,
    expire: null,
    isExpress: false,
    subjects: [],
    countries: type === "postage" ? [makeShippingCountry("NO", { name: "Norge" })] : [],
    pickupLocations: [],
    ...overrides,
  };
}

export function makePaymentOption(n: number, overrides: Partial<PaymentOption> = {}): PaymentOption {
  return {
    uuid: uuidOf("e0", n),
    provider: "card",
    title: `Payment ${n}`,
    mobileTitle: `Pay ${n}`,
    description: `Pay with method ${n}.`,
    mobileDescription: `Method ${n}`,
    verifyMobile: false,
    requirePersonNo: false,
    enabledPaymentMethods: [{ name: "Visa", icon: "visa" }],
    fee: 0,
    ...overrides,
  };
}

/** A checkout session over one product line, with the delivery options grouped by kind as the server does. */
export function makeCheckout(
  options: DeliveryOption[],
  overrides: Partial<CheckoutResponse> = {},
): CheckoutResponse {
  const types = [...new Set(options.map((o) => o.type))];
  return {
    checkoutUuid: uuidOf("c0", 1),
    cart: makeCart([makeOrderLine(1)]),
    deliveryOptions: types.map((type) => {
      const own = options.filter((o) => o.type === type);
      return {
        type,
        name: own[0]?.name ?? type,
        deliveryOptions: own,
        pickupLocations: own.flatMap((o) => o.pickupLocations),
      };
    }),
    user: {
      uuid: uuidOf("f0", 1),
      emailAddress: "kari@example.com",
      isAnonymousUser: false,
      name: "Kari Nordmann",
      address: null,
      address2: null,
      postalCode: null,
      city: null,
      state: null,
      country: null,
      mobilePhone: null,
    },
    hasActiveRebateCampaigns: false,
    termsOfPurchase: "First line\nSecond line",
    options: { disableOrderComment: false, useAddressAutocompleteService: false, gatherAddress2: false },
    upsaleList: [],
    catalogueMaxDeliveryTime: null,
    ...overrides,
  };
}
