import { ShopSettings } from "@shop/contracts/shop-settings";
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { webshopSettings } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { jobFolder, readCodes } from "./job-test-support.ts";
import { buildLetters, codeLink, drawableText, type LetterShop, makeQr } from "./letters.ts";
import { importJob, JobLookupError, jobLetters } from "./service.ts";

/** The text each page shows (pdf-lib writes it as hex strings in the compressed content streams). */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const operators = streams
      .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString("latin1"))
      .join("\n");
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map((m) => Buffer.from(m[1] ?? "", "hex").toString("latin1"))
      .join("\n");
  });
}

const shop: LetterShop = {
  name: "Demo Foto AS",
  address: "Storgata 1",
  postalCode: "0155",
  city: "Oslo",
  state: null,
  country: "NO",
  email: "post@demofoto.no",
  phone: "+47 22 12 34 56",
  publicUrl: "https://foto.example.no",
};

describe("letters", () => {
  it("the QR link opens the front page with the code filled in", () => {
    expect(codeLink("https://foto.example.no", "ACDEFGHJKMNP")).toBe(
      "https://foto.example.no/?code=ACDEFGHJKMNP",
    );
    expect(codeLink("https://foto.example.no/", "ACDE")).toBe("https://foto.example.no/?code=ACDE");
  });

  it("has one page per subject with the shop, the subject, the group and the code in print groups", async () => {
    const pdf = await buildLetters(shop, [
      { name: "Åse Ødegård", group: "3B", code: "ACDEFGHJKMNP" },
      { name: "Per Berg", group: null, code: "QRTUVWXY3467" },
    ]);
    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain("Demo Foto AS");
    expect(texts[0]).toContain("Storgata 1");
    expect(texts[0]).toContain("0155 Oslo");
    expect(texts[0]).toContain("Åse Ødegård");
    expect(texts[0]).toContain("Group: 3B");
    expect(texts[0]).toContain("ACDE FGHJ KMNP");
    expect(texts[0]).toContain("go to foto.example.no and enter the access code");
    expect(texts[1]).toContain("QRTU VWXY 3467");
    expect(texts[1]).not.toContain("Group:");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it("draws a QR code of each subject's link", async () => {
    const qr = vi.fn(makeQr);
    await buildLetters(
      shop,
      [
        { name: "A", group: null, code: "ACDEFGHJKMNP" },
        { name: "B", group: null, code: "QRTUVWXY3467" },
      ],
      { makeQr: qr },
    );
    expect(qr.mock.calls).toEqual([
      ["https://foto.example.no/?code=ACDEFGHJKMNP"],
      ["https://foto.example.no/?code=QRTUVWXY3467"],
    ]);
  });

  it("writes the Norwegian letter when asked", async () => {
    const [text] = await pageTexts(
      await buildLetters(shop, [{ name: "Nora", group: "1A", code: "ACDEFGHJKMNP" }], { language: "nb" }),
    );
    expect(text).toContain("Tilgangskode");
    expect(text).toContain("Gruppe: 1A");
  });

  it("a name the standard font cannot draw loses its accents or becomes '?', and the letters are still made", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(drawableText(font, "Ærlig Øyvind Åsa")).toBe("Ærlig Øyvind Åsa");
    expect(drawableText(font, "Ștefan Dvořák")).toBe("Stefan Dvorák");
    expect(drawableText(font, "李 🙂")).toBe("? ?");
    const texts = await pageTexts(
      await buildLetters({ ...shop, name: "Foto Ștefan" }, [
        { name: "Zoë 李", group: "🙂", code: "ACDEFGHJKMNP" },
      ]),
    );
    expect(texts[0]).toContain("Foto Stefan");
    expect(texts[0]).toContain("Zoë ?");
  });
});

describe("the letters of an imported job", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://foto.example.no" } });
  });
  afterAll(() => t.close());

  it("have one page per subject of the job, with the codes of codes.csv", async () => {
    const folder = await jobFolder(
      "subject,group,picture\nNora,1A,n.jpg\nPer,1A,p.jpg\nKlasse 1A,1A,k.jpg\n",
      {
        "n.jpg": "jpeg",
        "p.jpg": "jpeg",
        "k.jpg": "jpeg",
      },
    );
    const ctx = { db: t.db, storage: t.storage, keys: t.config };
    const imported = await importJob(ctx, { folder, name: "Letters school", type: "school" });
    const codes = await readCodes(folder);
    const qr = vi.fn(makeQr);

    const byName = await jobLetters(ctx, t.config.publicUrl, "Letters school", { makeQr: qr });
    expect(byName.letterCount).toBe(3);
    const texts = await pageTexts(byName.pdf);
    expect(texts).toHaveLength(3);
    codes.forEach((c, i) => {
      expect(texts[i]).toContain(c.subject);
      expect(texts[i]).toContain(c.code);
    });
    expect(qr.mock.calls.map(([url]) => url)).toEqual(
      codes.map((c) => `https://foto.example.no/?code=${c.code.replaceAll(" ", "")}`),
    );

    const byUuid = await jobLetters(ctx, t.config.publicUrl, imported.jobUuid);
    expect(byUuid.letterCount).toBe(3);
  });

  it("an unknown job is named in the error", async () => {
    const ctx = { db: t.db, keys: t.config };
    await expect(jobLetters(ctx, t.config.publicUrl, "No such job")).rejects.toThrow(JobLookupError);
    await expect(jobLetters(ctx, t.config.publicUrl, "No such job")).rejects.toThrow(
      'No job is named "No such job".',
    );
  });

  it("name the school, the class and the order deadline, in the shop's own text, for one class", async () => {
    const folder = await jobFolder(
      "first_name,last_name,class,picture\nIda,Hansen,3B,i.jpg\nJon,Olsen,3C,j.jpg\n",
      { "i.jpg": "jpeg", "j.jpg": "jpeg" },
    );
    const ctx = { db: t.db, storage: t.storage, keys: t.config };
    await importJob(ctx, {
      folder,
      name: "Solbakken skole",
      type: "school",
      orderDeadline: new Date("2026-12-01T23:59:59Z"),
    });
    await t.db.update(webshopSettings).set({
      letterTemplate: { en: "Dear parents of {firstName} in {class}:\n{qr}\nUse {code} by {deadline}." },
    });
    try {
      const letters = await jobLetters(ctx, t.config.publicUrl, "Solbakken skole", {
        group: "3B",
        language: "en",
      });
      expect(letters.letterCount).toBe(1);
      const [text] = await pageTexts(letters.pdf);
      expect(text).toContain("School: Solbakken skole");
      expect(text).toContain("Class: 3B");
      expect(text).toContain("Order by: 1 December 2026");
      expect(text).toContain("Dear parents of Ida in 3B:");
      expect(text).toMatch(/Use [A-Z0-9]{4} [A-Z0-9]{4} [A-Z0-9]{4} by 1 December 2026\./);
      expect(text).not.toContain("Jon Olsen");
      await expect(jobLetters(ctx, t.config.publicUrl, "Solbakken skole", { group: "9Z" })).rejects.toThrow(
        'The job "Solbakken skole" has no subjects with an access code in the class "9Z".',
      );
    } finally {
      await t.db.update(webshopSettings).set({ letterTemplate: null });
    }
  });

  it("say today's text without a template of the shop's", async () => {
    const [text] = await pageTexts(
      (await jobLetters({ db: t.db, keys: t.config }, t.config.publicUrl, "Solbakken skole", { group: "3C" }))
        .pdf,
    );
    expect(text).toContain("go to foto.example.no and enter the access code");
    expect(text).toContain("Keep this letter.");
  });
});

describe("the letter template in the settings", () => {
  it("is refused with the field it does not know", () => {
    const parsed = ShopSettings.shape.webshop.safeParse({
      languages: [{ tag: "en", name: "English" }],
      defaultLanguage: "en",
      contactEmail: "post@example.com",
      letters: { template: { en: "Your code: {kode}" } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/^knows no field \{kode\}/);
  });

  it("defaults to today's text and no prices", () => {
    const parsed = ShopSettings.shape.webshop.parse({
      languages: [{ tag: "en", name: "English" }],
      defaultLanguage: "en",
      contactEmail: "post@example.com",
    });
    expect(parsed.letters).toEqual({ template: null, prices: false });
  });
});
