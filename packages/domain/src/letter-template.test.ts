import { describe, expect, it } from "vitest";
import { checkLetterTemplate, defaultLetterTemplates, fillLetterTemplate } from "./letter-template.ts";

const values = {
  name: "Ida Hansen",
  firstName: "Ida",
  class: "3B",
  school: "Solbakken skole 2026",
  code: "ACDE FGHJ KMNP",
  link: "https://foto.example.no/?code=ACDEFGHJKMNP",
  host: "foto.example.no",
  deadline: "1 December 2026",
  shop: "Demo Foto AS",
};

describe("the letter template", () => {
  it("takes the default texts in both languages", () => {
    expect(checkLetterTemplate(defaultLetterTemplates.en)).toBeNull();
    expect(checkLetterTemplate(defaultLetterTemplates.nb)).toBeNull();
  });

  it("fills the fields and keeps the QR code's line apart", () => {
    expect(fillLetterTemplate("Hei {firstName} i {class}!\n{qr}\nKode: {code}", values)).toEqual([
      { kind: "text", text: "Hei Ida i 3B!" },
      { kind: "qr" },
      { kind: "text", text: "Kode: ACDE FGHJ KMNP" },
    ]);
  });

  it("refuses an unknown field, a second or inline QR code and a text that gives no way to the code", () => {
    expect(checkLetterTemplate("Code {kode}")).toMatch(/^knows no field \{kode\}/);
    expect(checkLetterTemplate("{qr}\n{qr}")).toBe("may hold {qr} once");
    expect(checkLetterTemplate("Scan {qr} here")).toBe("must have {qr} on a line of its own");
    expect(checkLetterTemplate("Welcome to {shop}")).toBe("must hold {code}, {link} or {qr}");
    expect(checkLetterTemplate(`${"{code}\n".repeat(31)}`)).toBe("must have at most 30 lines");
  });
});
