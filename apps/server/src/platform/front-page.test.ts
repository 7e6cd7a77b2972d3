import type { SettingsResponse } from "@shop/contracts/content";
import { settingsScriptId, shopNameSlot } from "@shop/contracts/prerendered-front-page";
import { describe, expect, it } from "vitest";
import { fillPrerenderedPage, frontPageLanguage } from "./front-page.ts";

function settingsOf(name: string, page: Partial<SettingsResponse["page"]> = {}): SettingsResponse {
  return {
    portal: {
      name,
      contactInfo: {
        address: "",
        postalCode: "",
        city: "",
        state: null,
        country: "NO",
        email: "",
        phone: "",
      },
      options: { gatherAddress2: false, acceptMailDefaultOn: false, hideMarketingConsent: false },
      currency: "NOK",
      vatRate: 2500,
    },
    webshop: {
      freeShippingThreshold: null,
      hasPrivacyPolicy: false,
      allowOwnPhotos: false,
      editor: { addToCartWarning: false, disableImageToolbox: false, updateCartLabel: null },
      locale: {
        languages: [
          { long: "en", name: "English" },
          { long: "nb", name: "Norsk bokmål" },
        ],
        default_language: "en",
      },
      termsText: "",
      contactInfo: { email: "" },
    },
    page: {
      backgroundImage: null,
      colors: { primary: "#1f4e79", background: "#ffffff", text: "#222222" },
      desktopVersionUrl: null,
      logo: null,
      frontPictureSizes: [],
      favicons: [],
      ...page,
    },
    menu: [],
    consent: { scriptUrl: null },
  };
}

const template = `<!doctype html><html lang="en"><head><title>Photo shop</title></head><body><div id="root"><a aria-label="${shopNameSlot}, front page"><span>${shopNameSlot}</span></a></div></body></html>`;

function settingsIn(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${settingsScriptId}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  return JSON.parse(json ?? "null");
}

describe("the prerendered front page filled for a shop", () => {
  it("holds the shop's name in the title and the header, as text even where it looks like markup", () => {
    const html = fillPrerenderedPage(template, settingsOf(`Foto <b>"Sol"</b> & $& Co`), "en");
    const escaped = "Foto &lt;b&gt;&quot;Sol&quot;&lt;/b&gt; &amp; $&amp; Co";
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<a aria-label="${escaped}, front page"><span>${escaped}</span></a>`);
    expect(html).not.toContain(shopNameSlot);
  });

  it("is in the language given, which the web app starts in", () => {
    expect(fillPrerenderedPage(template, settingsOf("Foto"), "nb")).toContain(
      '<html lang="nb" data-shop-language="nb">',
    );
  });

  it("carries the settings the web app starts from, with no '<' that could end their script", () => {
    const settings = settingsOf("</script><script>alert(1)</script>");
    const html = fillPrerenderedPage(template, settings, "en");
    expect(settingsIn(html)).toEqual(settings);
    expect(html).not.toContain("</script><script>alert");
  });

  it("sets the shop's colours and front picture before any script runs, and preloads the picture", () => {
    const html = fillPrerenderedPage(
      template,
      settingsOf("Foto", { backgroundImage: "/front.jpg?v=1" }),
      "en",
    );
    expect(html).toContain(
      '<style>:root{--color-primary:#1f4e79;--color-bg:#ffffff;--color-text:#222222;--front-background:url("/front.jpg?v=1")}</style>',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/front.jpg?v=1" fetchpriority="high">');
  });

  it("leaves out a colour that could break out of its style, and cannot be broken out of by the picture's address", () => {
    const html = fillPrerenderedPage(
      template,
      settingsOf("Foto", {
        colors: { primary: "red}</style><script>", background: "#fff", text: "#000" },
        backgroundImage: '/a").b{}</style>',
      }),
      "en",
    );
    expect(html).toContain(
      '<style>:root{--color-bg:#fff;--color-text:#000;--front-background:url("/a%22).b%7B%7D%3C/style%3E")}</style>',
    );
  });
});

describe("the language the front page is sent in", () => {
  const settings = settingsOf("Foto");
  it("is the visitor's choice from the cookie", () => {
    expect(frontPageLanguage(settings, "nb", "en-GB")).toBe("nb");
  });

  it("is the browser's language when the shop offers it, else the shop's default", () => {
    expect(frontPageLanguage(settings, undefined, "nb-NO,nb;q=0.9,en;q=0.8")).toBe("nb");
    expect(frontPageLanguage(settings, undefined, "de-DE")).toBe("en");
  });

  it("ignores a cookie that is not a language tag", () => {
    expect(frontPageLanguage(settings, '"><script>', "nb")).toBe("nb");
  });
});
