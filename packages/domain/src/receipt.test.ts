import { describe, expect, it } from "vitest";
import {
  businessDaysKey,
  deliverySentence,
  plainReceiptText,
  type ReceiptDelivery,
  type ReceiptFacts,
  receiptNotes,
  receiptTexts,
} from "./receipt.ts";

const plainOrder: ReceiptFacts = {
  payment: { isInvoice: false, paid: true },
  containRetouch: false,
  catalogueMaxDeliveryTime: null,
  containDigitalProducts: false,
};

const byPost: ReceiptDelivery = { type: "postage", name: "Post", schoolName: null, pickupLocation: null };
const delivery = (overrides: Partial<ReceiptDelivery>): ReceiptDelivery => ({ ...byPost, ...overrides });

describe("the notes of a receipt", () => {
  it("has only the delivery note for an order without anything special", () => {
    expect(receiptNotes(plainOrder)).toEqual([{ kind: "delivery" }]);
  });

  it("adds invoice, retouch, catalogue and download notes, in that order around the delivery", () => {
    const notes = receiptNotes({
      payment: { isInvoice: true, paid: true },
      containRetouch: true,
      catalogueMaxDeliveryTime: 30,
      containDigitalProducts: true,
    });
    expect(notes).toEqual([
      { kind: "invoicePaid" },
      { kind: "delivery" },
      { kind: "retouch" },
      { kind: "catalogue", days: 30 },
      { kind: "digital" },
    ]);
  });

  it("an invoice paid since says so, and its digital pictures are ready as any paid order's", () => {
    const paid = receiptNotes({
      ...plainOrder,
      payment: { isInvoice: true, paid: true },
      containDigitalProducts: true,
    });
    expect(paid).toEqual([{ kind: "invoicePaid" }, { kind: "delivery" }, { kind: "digital" }]);
    expect(receiptTexts.en.invoicePaidNote).not.toMatch(/please pay|when the invoice is paid/);
  });

  it("an invoice not paid yet says the digital pictures come when it is paid, in place of 'ready to download'", () => {
    const invoiced = {
      ...plainOrder,
      payment: { isInvoice: true, paid: false },
      containDigitalProducts: true,
    };
    expect(receiptNotes(invoiced)).toEqual([
      { kind: "invoice" },
      { kind: "delivery" },
      { kind: "digitalAfterInvoice" },
    ]);
    expect(receiptNotes({ ...invoiced, containDigitalProducts: false })).toEqual([
      { kind: "invoice" },
      { kind: "delivery" },
    ]);
  });

  it("keeps a catalogue note for a catalogue shipped within 0 days", () => {
    expect(receiptNotes({ ...plainOrder, catalogueMaxDeliveryTime: 0 })).toContainEqual({
      kind: "catalogue",
      days: 0,
    });
  });
});

describe("the delivery sentence", () => {
  it("names the pickup place with its address, and marks an express place", () => {
    const place = { name: "Foto Sentrum", address1: "Storgata 1", postalCode: "0155", city: "Oslo" };
    expect(
      deliverySentence(
        delivery({ type: "store-pickup", pickupLocation: { ...place, isExpress: true } }),
        "Express",
      ),
    ).toEqual({ key: "storePickup", values: { place: "Foto Sentrum (Express), Storgata 1, 0155 Oslo" } });
    expect(
      deliverySentence(
        delivery({ type: "store-pickup", pickupLocation: { ...place, isExpress: false } }),
        "Express",
      ).values.place,
    ).toBe("Foto Sentrum, Storgata 1, 0155 Oslo");
  });

  it("falls back on the delivery's name without a pickup place or school", () => {
    expect(
      deliverySentence(delivery({ type: "store-pickup", name: "In the shop" }), "Express").values,
    ).toEqual({
      place: "In the shop",
    });
    expect(deliverySentence(delivery({ type: "school-pickup", name: "School" }), "Express").values).toEqual({
      school: "School",
    });
    expect(
      deliverySentence(delivery({ type: "school-pickup", schoolName: "Solbakken skole" }), "Express").values,
    ).toEqual({ school: "Solbakken skole" });
  });

  it("says post and digital delivery without values", () => {
    expect(deliverySentence(delivery({ type: "postage" }), "Express")).toEqual({
      key: "postage",
      values: {},
    });
    expect(deliverySentence(delivery({ type: "digital-delivery" }), "Express")).toEqual({
      key: "digitalDelivery",
      values: {},
    });
  });
});

describe("the receipt's texts", () => {
  it("have the same texts and placeholders in English and Norwegian Bokmål", () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();
    expect(Object.keys(receiptTexts.nb).sort()).toEqual(Object.keys(receiptTexts.en).sort());
    for (const [key, text] of Object.entries(receiptTexts.en)) {
      expect(placeholders(receiptTexts.nb[key as keyof typeof receiptTexts.nb]), key).toEqual(
        placeholders(text),
      );
    }
  });

  it("fills in the values and leaves the link marks out as plain text", () => {
    expect(plainReceiptText("en", "contactWithPhone", { email: "post@foto.no", phone: "22 00 00 00" })).toBe(
      "Questions about the order? Contact us at post@foto.no or 22 00 00 00.",
    );
    expect(plainReceiptText("nb", "catalogueNote", { days: 30 })).toBe(
      "Katalogen sendes separat innen 30 dager etter siste fotodag.",
    );
  });

  it("says one business day in the singular and every other count in the plural", () => {
    expect(plainReceiptText("en", businessDaysKey(1), { count: 1 })).toBe("1 business day");
    expect(plainReceiptText("en", businessDaysKey(0), { count: 0 })).toBe("0 business days");
    expect(plainReceiptText("nb", businessDaysKey(5), { count: 5 })).toBe("5 virkedager");
  });
});
