import type { Order } from "@shop/contracts/orders";
import { plainReceiptText } from "@shop/domain/receipt";
import { afterEach, describe, expect, it } from "vitest";
import { expectCleanName, nastyName } from "../../test/mail-names.ts";
import type { OrderLineKind } from "../cart/kind.ts";
import { handKindsToModules } from "../kinds.ts";
import { invoicePaidMail, orderConfirmationMail } from "./mail.ts";

function order(overrides: Partial<Order> = {}): Order {
  return {
    uuid: "c0ffee12-3456-4789-8abc-def012345678",
    reference: "c0ffee12",
    status: "paid",
    createdAt: "2026-03-02T09:00:00.000Z",
    confirmTime: "2026-03-02T09:05:00.000Z",
    orderLines: [],
    summary: { lines: [], totalPrice: 0, vatAmount: 0, currency: "NOK" },
    rebateCode: null,
    payment: { provider: "card", title: "Card", isInvoice: false, paid: true },
    delivery: {
      type: "digital-delivery",
      name: "Digital delivery",
      address: null,
      contact: null,
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

const context = {
  to: "kari@example.com",
  name: "Kari",
  lang: "en",
  shop: { name: "Demo Foto AS", email: "post@demofoto.no", phone: "" },
  receiptUrl: "http://shop.test/shopping-cart/checkout/payment/receipt/c0ffee12-3456-4789-8abc-def012345678",
};

const retouchNote =
  "Retouching is done by hand, so the retouched pictures are ready some days after the order. They appear in your picture sets when they are done.";

describe("the order confirmation mail", () => {
  it("says the profile name only cleaned, and never in the subject", () => {
    expectCleanName(orderConfirmationMail(order(), { ...context, name: nastyName }));
  });

  it("carries the retouch note, as the receipt does, only when the order holds a retouch", () => {
    expect(orderConfirmationMail(order({ containRetouch: true }), context).text).toContain(retouchNote);
    expect(orderConfirmationMail(order(), context).text).not.toContain(retouchNote);
  });

  it("carries the receipt's notes in the receipt's words and order", () => {
    const mail = orderConfirmationMail(
      order({
        payment: { provider: "invoice", title: "Invoice", isInvoice: true, paid: false },
        containRetouch: true,
        catalogueMaxDeliveryTime: 30,
        containDigitalProducts: true,
      }),
      { ...context, lang: "nb" },
    );
    const notes = [
      plainReceiptText("nb", "invoiceNote"),
      plainReceiptText("nb", "digitalDelivery"),
      plainReceiptText("nb", "retouchNote"),
      plainReceiptText("nb", "catalogueNote", { days: 30 }),
      // An invoice not paid yet: its digital pictures come when it is paid (decision 0043).
      plainReceiptText("nb", "digitalAfterInvoiceNote"),
    ];
    const places = notes.map((note) => mail.text.indexOf(note));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(mail.text).not.toContain(plainReceiptText("nb", "digitalNote"));
  });

  it("says when the digital pictures of an invoice order come: when it is paid, not 'ready to download'", () => {
    const invoiced = order({
      status: "invoiced",
      payment: { provider: "invoice", title: "Invoice", isInvoice: true, paid: false },
      containDigitalProducts: true,
    });
    const mail = orderConfirmationMail(invoiced, context);
    expect(mail.text).toContain("Your digital pictures can be downloaded when the invoice is paid.");
    expect(mail.html).toContain("Your digital pictures can be downloaded when the invoice is paid.");
    expect(mail.text).not.toContain(plainReceiptText("en", "digitalNote"));
    const paid = orderConfirmationMail(order({ containDigitalProducts: true }), context);
    expect(paid.text).toContain(plainReceiptText("en", "digitalNote"));
    expect(paid.text).not.toContain("when the invoice is paid");
  });

  describe("with a kind of the test's own", () => {
    afterEach(() => handKindsToModules());

    it("says each kind's note once, the spec's in the receipt's order and a new kind's after them", () => {
      const workshopNote = "The gift cards are posted separately.";
      const giftCard: OrderLineKind = {
        name: "voucher",
        fulfilment: "production",
        cartLines: async () => new Map(),
        mailNote: () => ({ id: "gift-card", text: () => workshopNote }),
        entitlements: () => ({ pictureIds: [], sets: [] }),
        downloads: () => ({ files: [], sets: [] }),
      };
      handKindsToModules([giftCard]);
      const mail = orderConfirmationMail(
        order({ containRetouch: true, containDigitalProducts: true, catalogueMaxDeliveryTime: 30 }),
        context,
      );
      const notes = [
        plainReceiptText("en", "retouchNote"),
        plainReceiptText("en", "catalogueNote", { days: 30 }),
        plainReceiptText("en", "digitalNote"),
        workshopNote,
      ];
      const places = notes.map((note) => mail.text.indexOf(note));
      expect(places.every((place) => place >= 0)).toBe(true);
      expect(places).toEqual([...places].sort((a, b) => a - b));
      // Both digital kinds give the download note; the mail says it once.
      expect(mail.text.split(plainReceiptText("en", "digitalNote")).length).toBe(2);
    });
  });

  it("says the retouch note in Norwegian to a Norwegian customer", () => {
    const mail = orderConfirmationMail(order({ containRetouch: true }), { ...context, lang: "nb" });
    expect(mail.text).toContain("Retusjeringen gjøres for hånd");
  });
});

describe("the mail that an invoice is paid (decision 0043)", () => {
  const paidInvoice = {
    reference: "c0ffee12",
    payment: { isInvoice: true, paid: true },
    containDigitalProducts: true,
  };

  afterEach(() => handKindsToModules());

  it("says the profile name only cleaned, and never in the subject", () => {
    expectCleanName(invoicePaidMail(paidInvoice, { ...context, name: nastyName }));
  });

  it("says the notes the kinds give of the files it releases, not those of what is retouched or sent", () => {
    const note = "The gift cards can be downloaded too.";
    handKindsToModules([
      {
        name: "voucher",
        fulfilment: "download",
        cartLines: async () => new Map(),
        mailNote: (o) => (o.containDigitalProducts ? { id: "gift-card", text: () => note } : null),
        entitlements: () => ({ pictureIds: [], sets: [] }),
        downloads: () => ({ files: [], sets: [] }),
      },
    ]);
    const mail = invoicePaidMail(paidInvoice, context);
    expect(mail.text).toContain(note);
    expect(mail.text.split(plainReceiptText("en", "digitalNote")).length).toBe(2);
    expect(mail.text).not.toContain(plainReceiptText("en", "retouchNote"));
  });

  it("says the pictures can now be downloaded, with the link to the receipt, in the buyer's language", () => {
    const en = invoicePaidMail(paidInvoice, context);
    expect(en.subject).toBe("Your digital pictures of order #c0ffee12 are ready – Demo Foto AS");
    expect(en.text).toContain("Thank you: the invoice of order #c0ffee12 is paid.");
    expect(en.text).toContain(plainReceiptText("en", "digitalNote"));
    expect(en.text).toContain(`See the order receipt:\n${context.receiptUrl}`);
    expect(en.html).toContain(`<a href="${context.receiptUrl}">`);
    expect(en.text).toContain("Questions about the order? Contact us at post@demofoto.no.");

    const nb = invoicePaidMail(paidInvoice, { ...context, lang: "nb" });
    expect(nb.subject).toBe("De digitale bildene dine fra ordre #c0ffee12 er klare – Demo Foto AS");
    expect(nb.text).toContain("Takk: fakturaen for ordre #c0ffee12 er betalt.");
    expect(nb.text).toContain(plainReceiptText("nb", "digitalNote"));
    expect(nb.text).toContain(`Se kvitteringen:\n${context.receiptUrl}`);
  });
});
