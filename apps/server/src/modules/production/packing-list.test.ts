import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "./file-test-support.ts";
import { packingLanguage, packingListPdf } from "./packing-list.ts";

describe("a class's packing list", () => {
  it("is A4, breaks pages without splitting a child's row, and speaks the shop's language", async () => {
    const entries = Array.from({ length: 70 }, (_, i) => ({
      child: `Barn nummer ${i + 1} med et svært langt navn som må brytes over flere linjer`,
      reference: `ref${String(i).padStart(5, "0")}`,
      products: ["2 × Kort 15x15", "Kalender 2027"],
    }));
    const pdf = await packingListPdf({ jobName: "Lia skole 2026", group: "3B", entries, language: "nb" });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThan(2);
    const size = doc.getPage(0).getSize();
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([595, 842]);
    const pages = await pdfText(pdf);
    expect(pages[0]).toContain("Pakkeliste: Lia skole 2026 — 3B");
    expect(pages[0]).toContain("Barn");
    expect(pages.at(-1)).toContain(`Side ${pages.length}/${pages.length}`);
    // Every child is on the list once, its reference on the page its name starts on.
    const all = pages.join("");
    for (const entry of entries) expect(all.split(entry.reference).length - 1).toBe(1);
  });

  it("is in Norwegian for a Norwegian shop, else English", () => {
    expect([
      packingLanguage("nb"),
      packingLanguage("nb-NO"),
      packingLanguage("en"),
      packingLanguage("sv"),
    ]).toEqual(["nb", "nb", "en", "en"]);
  });
});
