import { describe, expect, it } from "vitest";
import { pdfText } from "../production/file-test-support.ts";
import { invoiceLanguage, invoicePdf } from "./pdf.ts";

const document = {
  kind: "invoice",
  number: 42,
  kid: "0000000422",
  dueDate: "2026-12-13",
  currency: "NOK",
  amount: 14_900,
  lines: [
    {
      kind: "product" as const,
      description: "Digitalt bilde",
      quantity: 1,
      amount: 14_900,
      vatRate: 2500,
      vatAmount: 2_980,
    },
  ],
  seller: {
    name: "Fotograf Ås",
    address: ["Fotogata 1", "0150 Oslo"],
    organisationNumber: "923609016",
    accountNumber: "86011117947",
  },
  buyer: { name: "Kari Nordmann", address: ["Skoleveien 2", "0150 Oslo"] },
  issuedDay: "2026-11-29",
  orderReference: "1a2b3c4d",
  creditsNumber: null,
};

describe("the invoice PDF in Norwegian", () => {
  it("says Faktura and names each field in Norwegian, with Norwegian letters", async () => {
    const [text = ""] = await pdfText(await invoicePdf({ document, language: "nb" }));
    const lines = text.replace(/\u00a0/g, " ").split("\n");
    expect(lines.slice(0, 2)).toEqual(["Faktura", "Fotograf Ås"]);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Fakturanr.",
        "42",
        "Forfallsdato",
        "KID",
        "0000000422",
        "Kontonr.",
        "8601.11.17947",
      ]),
    );
    expect(lines).toEqual(expect.arrayContaining(["Org.nr. 923 609 016 MVA", "Å betale", "Beløp", "MVA"]));
  });

  it("says Kreditnota and the invoice it credits on a credit note, without KID or account", async () => {
    const note = {
      ...document,
      kind: "credit_note",
      number: 43,
      kid: null,
      dueDate: null,
      creditsNumber: 42,
    };
    const [text = ""] = await pdfText(await invoicePdf({ document: note, language: "nb" }));
    const lines = text.split("\n");
    expect(lines[0]).toBe("Kreditnota");
    expect(lines[lines.indexOf("Krediterer faktura nr.") + 1]).toBe("42");
    expect(lines).not.toContain("KID");
  });

  it("prints a voucher's negative amount with a hyphen, and every line of a long order over pages", async () => {
    const lines = [
      ...Array.from({ length: 60 }, (_, i) => ({
        kind: "product" as const,
        description: `Digitalt bilde ${i + 1}`,
        quantity: 1,
        amount: 14_900,
        vatRate: 2500,
        vatAmount: 2_980,
      })),
      {
        kind: "voucher" as const,
        description: "VELKOMMEN10",
        quantity: 1,
        amount: -4_460,
        vatRate: 2500,
        vatAmount: -892,
      },
    ];
    const pages = await pdfText(await invoicePdf({ document: { ...document, lines }, language: "nb" }));
    expect(pages.length).toBeGreaterThan(1);
    const all = pages
      .join("")
      .replace(/\u00a0/g, " ")
      .split("\n");
    for (let i = 1; i <= 60; i += 1) expect(all).toContain(`Digitalt bilde ${i}`);
    expect(all).toContain("-44,60 kr");
    expect(pages[1]?.split("\n")[0]).toBe("Faktura 42");
  });

  it("is Norwegian for a shop whose default language is Norwegian", () => {
    expect(invoiceLanguage("nb")).toBe("nb");
    expect(invoiceLanguage("nn-NO")).toBe("nb");
    expect(invoiceLanguage("en")).toBe("en");
  });
});
