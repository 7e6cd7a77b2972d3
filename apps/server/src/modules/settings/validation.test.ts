import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseShopSettingsText } from "./file.ts";
import { parseShopSettings, SettingsError } from "./validation.ts";

const exampleText = readFileSync(new URL("../../../../../docs/examples/shop.json", import.meta.url), "utf8");

/** The example file as parsed JSON, edited by the tests as an operator edits the file. */
// biome-ignore lint/suspicious/noExplicitAny: the tests reach into the JSON document without declaring its shape.
type JsonDocument = Record<string, any>;

/** A fresh copy of the example file to break one field of. */
function example(): JsonDocument {
  return JSON.parse(exampleText);
}

function issuesOf(document: unknown): Array<{ path: string; message: string }> {
  const parsed = parseShopSettings(document);
  if (parsed.ok) throw new Error("the file was accepted");
  return parsed.issues;
}

describe("the shop settings file", () => {
  it("accepts the example file of the demo shop", () => {
    const parsed = parseShopSettings(example());
    expect(parsed.ok).toBe(true);
  });

  it.each<[string, (d: JsonDocument) => void, string, RegExp]>([
    [
      "a price written with its currency",
      (d) => {
        d.deliveryOptions[2].price = "79 kr";
      },
      "deliveryOptions[2].price",
      /must be an amount, e.g. "149"/,
    ],
    [
      "an amount with three decimals",
      (d) => {
        d.vouchers[1].amount = "50,505";
      },
      "vouchers[1].amount",
      /at most two decimals/,
    ],
    [
      "an amount with four decimals",
      (d) => {
        d.vouchers[1].amount = "50,5055";
      },
      "vouchers[1].amount",
      /^must have at most two decimals$/,
    ],
    [
      "a voucher of no amount",
      (d) => {
        d.vouchers[1].amount = "0,00";
      },
      "vouchers[1].amount",
      /^must be above 0$/,
    ],
    [
      "an amount of a page's length",
      (d) => {
        d.deliveryOptions[3].price = "1".repeat(41);
      },
      "deliveryOptions[3].price",
      /^must be an amount, e.g. "149" or "149,00"$/,
    ],
    [
      "a bare 0",
      (d) => {
        d.deliveryOptions[3].price = 0;
      },
      "deliveryOptions[3].price",
      /^0 is a number; write "0" for 0.00 kr$/,
    ],
    [
      "a missing field",
      (d) => {
        delete d.portal.name;
      },
      "portal.name",
      /^is required$/,
    ],
    [
      "a misspelt field",
      (d) => {
        d.paymentOptions[0].titel = "Kort";
      },
      "paymentOptions[0].titel",
      /^is not a known field$/,
    ],
    [
      "an unknown delivery type",
      (d) => {
        d.deliveryOptions[3].type = "drone";
      },
      "deliveryOptions[3].type",
      /must be one of postage, store-pickup, school-pickup, digital-delivery/,
    ],
    [
      "an unknown payment provider",
      (d) => {
        d.paymentOptions[1].provider = "paypal";
      },
      "paymentOptions[1].provider",
      /card/,
    ],
    [
      "an unknown currency",
      (d) => {
        d.portal.currency = "KRONER";
      },
      "portal.currency",
      /currency code/,
    ],
    [
      "a VAT rate with three decimals",
      (d) => {
        d.portal.vatPercent = 12.345;
      },
      "portal.vatPercent",
      /two decimals/,
    ],
    [
      "a default language the shop does not offer",
      (d) => {
        d.webshop.defaultLanguage = "de";
      },
      "webshop.defaultLanguage",
      /one of the languages/,
    ],
    [
      "a voucher above 100 %",
      (d) => {
        d.vouchers[0].percent = 120;
      },
      "vouchers[0].percent",
      /at most 100/,
    ],
    [
      "a voucher with both a percent and an amount",
      (d) => {
        d.vouchers[0].amount = "50";
      },
      "vouchers[0].amount",
      /not both/,
    ],
    [
      "two vouchers whose codes differ only in case and spaces",
      (d) => {
        d.vouchers.push({ code: "velkommen 10", percent: 5 });
      },
      "vouchers[4].code",
      /another voucher has VELKOMMEN10/,
    ],
    [
      "a voucher scope naming no product of the file",
      (d) => {
        d.vouchers[0].products = ["Digital portrait", "Poster"];
      },
      "vouchers[0].products[1]",
      /names no digital product or catalogue/,
    ],
    [
      "a store uuid that reads as an express variant",
      (d) => {
        d.deliveryOptions[1].stores[1].uuid = "5e4d3c2b-1a09-4f8e-8d7c-111111111111";
      },
      "deliveryOptions[1].stores[1].uuid",
      /express variant/,
    ],
    [
      "a country code of three letters",
      (d) => {
        d.deliveryOptions[0].countries[2].code = "USA";
      },
      "deliveryOptions[0].countries[2].code",
      /two-letter country code/,
    ],
    [
      "an internal menu target that is not a path",
      (d) => {
        d.menu[0].target = "contact-us";
      },
      "menu[0].target",
      /starting with \//,
    ],
    [
      "text with a NUL character",
      (d) => {
        d.webshop.termsText = "Terms\u0000";
      },
      "webshop.termsText",
      /NUL character/,
    ],
    [
      "an empty name in one language",
      (d) => {
        d.deliveryOptions[0].name = { en: "Delivery by post", nb: " " };
      },
      "deliveryOptions[0].name.nb",
      /must not be empty/,
    ],
    [
      "a name per language keyed by something that is not a language",
      (d) => {
        d.paymentOptions[0].title = { english: "Payment card" };
      },
      "paymentOptions[0].title.english",
      /is not a language tag/,
    ],
    [
      "a name that is neither a text nor a text per language",
      (d) => {
        d.catalogues[0].name = 2026;
      },
      "catalogues[0].name",
      /must be a text, or a text per language/,
    ],
    [
      "two delivery options sharing a name in one language",
      (d) => {
        d.deliveryOptions[1].name = { en: "Pick up in store", nb: "Sending i posten" };
      },
      "deliveryOptions[1].name",
      /another delivery option has Sending i posten/,
    ],
    [
      "an expiry without its offset",
      (d) => {
        d.vouchers[2].expiresAt = "2026-01-01 00:00";
      },
      "vouchers[2].expiresAt",
      /offset/,
    ],
  ])("refuses %s and names the field", (_, breakIt, path, message) => {
    const document = example();
    breakIt(document);
    const issues = issuesOf(document);
    expect(issues).toContainEqual({ path, message: expect.stringMatching(message) });
  });

  it("refuses a bare number, naming the field and both of its readings", () => {
    const document = example();
    document.catalogues[0].price = 69;
    document.paymentOptions[2].fee = 29.5;
    expect(issuesOf(document)).toEqual([
      {
        path: "catalogues[0].price",
        message: '69 is a number; write "69" for 69.00 kr or "0.69" for 0.69 kr',
      },
      { path: "paymentOptions[2].fee", message: '29.5 is a number; write "29.50" for 29.50 kr' },
    ]);
  });

  it("reads an amount as the photographer writes it into minor units", () => {
    const document = example();
    document.catalogues[0].price = "69";
    document.deliveryOptions[0].price = "79,50";
    document.paymentOptions[2].fee = "1 029.5";
    const parsed = parseShopSettings(document);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.settings.catalogues?.[0]?.price).toBe(6900);
    expect(parsed.settings.deliveryOptions?.[0]?.price).toBe(7950);
    expect(parsed.settings.paymentOptions?.[2]?.fee).toBe(102950);
  });

  it("refuses a file of the old version as a whole and names the command that converts it", () => {
    const document = example();
    delete document.version;
    expect(issuesOf(document)).toEqual([
      {
        path: "(the file)",
        message: expect.stringContaining("npm run shop -- settings convert <file> --out <new file>"),
      },
    ]);
    document.version = 3;
    expect(issuesOf(document)).toContainEqual({ path: "version", message: "must be 2" });
  });

  it("takes a plain text as every language's, and a text per language as it is", () => {
    const document = example();
    document.deliveryOptions[3].name = "Digital delivery";
    const parsed = parseShopSettings(document);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.settings.deliveryOptions?.[3]?.name).toBe("Digital delivery");
    expect(parsed.settings.deliveryOptions?.[0]?.name).toEqual({
      en: "Delivery by post",
      nb: "Sending i posten",
    });
    // A voucher names a product by any of its texts.
    document.vouchers[0].products = ["Digitalt portrettsett"];
    expect(parseShopSettings(document).ok).toBe(true);
  });

  it("names every broken field at once", () => {
    const document = example();
    document.deliveryOptions[2].price = "-1";
    document.paymentOptions[2].fee = "29,505";
    expect(issuesOf(document).map((i) => i.path)).toEqual([
      "deliveryOptions[2].price",
      "paymentOptions[2].fee",
    ]);
  });

  it("normalizes voucher codes like access codes and fills in the defaults", () => {
    const document = example();
    document.vouchers[0].code = " velkommen 10 ";
    const parsed = parseShopSettings(document);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.settings.vouchers?.[0]).toMatchObject({
      code: "VELKOMMEN10",
      minOrderValue: null,
      expiresAt: null,
      products: null,
      oncePerUser: false,
    });
    expect(parsed.settings.vouchers?.[2]?.expiresAt).toEqual(new Date("2025-12-31T23:00:00Z"));
  });

  it("reports a file that is not JSON as a whole", () => {
    let error: unknown;
    try {
      parseShopSettingsText('{ "portal": ');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).issues).toEqual([
      { path: "(the file)", message: expect.stringMatching(/^is not valid JSON: /) },
    ]);
  });

  it("reads a file that starts with a byte order mark", () => {
    expect(parseShopSettingsText(`\uFEFF${exampleText}`).portal.name).toBe("Demo Foto AS");
  });
});
