import { describe, expect, it } from "vitest";
import { MeResponse } from "./account.ts";
import type { AnswerCheck } from "./answer-check.ts";
import { SettingsResponse } from "./content.ts";
import { meAnswer, settingsAnswer } from "./front-page-answers.ts";

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The literal values a zod union of literals or an enum allows, or null for any other schema. */
function literalsOf(def: Def): unknown[] | null {
  if (def.type === "enum") return Object.values(def.entries as Record<string, unknown>);
  if (def.type === "literal") return def.values as unknown[];
  if (def.type !== "union") return null;
  const values = (def.options as unknown[]).map((option) => literalsOf(defOf(option)));
  return values.every((v) => v !== null) ? values.flat() : null;
}

/** Where the check and the zod schema disagree on the answer's shape, as paths. */
function differences(check: AnswerCheck<unknown>, schema: unknown, path = "answer"): string[] {
  const def = defOf(schema);
  const kind = check.kind;
  const zodLiterals = literalsOf(def);
  if (kind.type === "literals" || zodLiterals) {
    return kind.type === "literals" &&
      JSON.stringify([...kind.values].sort()) === JSON.stringify(zodLiterals?.sort())
      ? []
      : [`${path}: literals differ`];
  }
  if (kind.type !== def.type) return [`${path}: ${kind.type} where zod has ${def.type}`];
  switch (kind.type) {
    case "nullable":
      return differences(kind.inner, def.innerType, `${path}?`);
    case "optional":
      return differences(kind.inner, def.innerType, `${path}(optional)`);
    case "array":
      return differences(kind.inner, def.element, `${path}[]`);
    case "record":
      return differences(kind.value, def.valueType, `${path}{}`);
    case "object": {
      const zodShape = def.shape as Record<string, unknown>;
      const keys = new Set([...Object.keys(kind.shape), ...Object.keys(zodShape)]);
      return [...keys].flatMap((key) => {
        const part = kind.shape[key];
        if (!part || !(key in zodShape)) return [`${path}.${key}: only in one of them`];
        return differences(part, zodShape[key], `${path}.${key}`);
      });
    }
    default:
      return [];
  }
}

const user = {
  uuid: "0b6f1c1e-3a0c-4d55-9f3e-6b1d6f2b9a10",
  name: "Kari Nordmann",
  emailAddress: "kari@example.com",
  lang: "nb",
  isSimulated: false,
  isAnonymousUser: false,
  mobilePhone: null,
  address: { address: "Storgata 1", address2: null, postalCode: "0155", city: "Oslo", state: null },
  acceptMail: true,
};

const settings = {
  portal: {
    name: "Fotograf Hansen",
    contactInfo: {
      address: "Storgata 1",
      postalCode: "0155",
      city: "Oslo",
      state: null,
      country: "NO",
      email: "post@example.com",
      phone: "+47 22 00 00 00",
    },
    options: { gatherAddress2: false, acceptMailDefaultOn: true, hideMarketingConsent: false },
    currency: "NOK",
    vatRate: 2500,
  },
  webshop: {
    freeShippingThreshold: null,
    hasPrivacyPolicy: true,
    locale: { languages: [{ long: "nb", name: "Norsk bokmål" }], default_language: "nb" },
    termsText: "Terms",
    contactInfo: { email: "post@example.com" },
    allowOwnPhotos: false,
    editor: { addToCartWarning: true, disableImageToolbox: false, updateCartLabel: { nb: "Lagre" } },
  },
  page: {
    backgroundImage: "/front.jpg",
    colors: { primary: "#1f4e79", background: "#ffffff", text: "#222222" },
    desktopVersionUrl: null,
    logo: null,
    frontPictureSizes: [],
    favicons: [],
  },
  menu: [
    {
      id: "contact",
      label: { en: "Contact", nb: "Kontakt" },
      visibility: 0,
      type: "internal",
      target: "/contact-us",
    },
  ],
  consent: { scriptUrl: "https://analytics.example.com/tag.js" },
};

describe("the front page's answer checks", () => {
  it("have the shape of the zod schemas of the same answers, field by field", () => {
    expect(differences(meAnswer, MeResponse)).toEqual([]);
    expect(differences(settingsAnswer, SettingsResponse)).toEqual([]);
  });

  it("accept what the zod schemas accept", () => {
    const simulation = { operator: "Kari Support", endsAt: "2026-11-26T13:00:00.000Z" };
    for (const me of [{ user }, { user: null }, { user, simulation }, { user, simulation: null }]) {
      expect(MeResponse.safeParse(me).success).toBe(true);
      expect(meAnswer(me)).toBe(true);
    }
    expect(SettingsResponse.safeParse(settings).success).toBe(true);
    expect(settingsAnswer(settings)).toBe(true);
  });

  it("refuse a missing field, a wrong type and a value outside a list, as the zod schemas do", () => {
    const wrong = [
      { user: { ...user, acceptMail: "yes" } },
      { user: { ...user, address: null } },
      { user, simulation: { operator: "Kari Support" } },
      {},
      null,
      "<!doctype html>",
    ];
    for (const me of wrong) {
      expect(MeResponse.safeParse(me).success).toBe(false);
      expect(meAnswer(me)).toBe(false);
    }
    const wrongSettings = [
      { ...settings, menu: [{ ...settings.menu[0], visibility: 3 }] },
      { ...settings, page: { ...settings.page, colors: null } },
      { ...settings, portal: { ...settings.portal, vatRate: "25" } },
      { ...settings, webshop: { ...settings.webshop, locale: { languages: "nb", default_language: "nb" } } },
    ];
    for (const answer of wrongSettings) {
      expect(SettingsResponse.safeParse(answer).success).toBe(false);
      expect(settingsAnswer(answer)).toBe(false);
    }
  });
});
