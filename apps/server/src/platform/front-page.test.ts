import type { SettingsResponse } from "@shop/contracts/content";
import { settingsScriptId, shopLogoSlot, shopNameSlot } from "@shop/contracts/prerendered-front-page";
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

describe("the look the studio uploaded, on the prerendered page", () => {
  const withLogo = `<!doctype html><html lang="en"><head><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>x</title></head><body><link rel="preload" as="image" href="${shopLogoSlot}"/><a><img src="${shopLogoSlot}" width="0" height="0" alt="${shopNameSlot}" class="h-8"><span>${shopNameSlot}</span></a></body></html>`;

  it("fills the header's logo with its address and size, its alt the shop's name", () => {
    const html = fillPrerenderedPage(
      withLogo,
      settingsOf("Foto Sol", {
        logo: { url: "/api/webshop/look/logo-0123456789abcdef-96.png", width: 192, height: 96 },
      }),
      "en",
    );
    expect(html).toContain(
      '<img src="/api/webshop/look/logo-0123456789abcdef-96.png" width="192" height="96" alt="Foto Sol" class="h-8">',
    );
    // React's own preload of the drawn image goes: the front picture's is the one that counts.
    expect(html).not.toContain(shopLogoSlot);
  });

  it("takes the logo out of a shop without one, as the web app draws it", () => {
    const html = fillPrerenderedPage(withLogo, settingsOf("Foto Sol"), "en");
    expect(html).not.toContain("<img");
    expect(html).not.toContain(shopLogoSlot);
    expect(html).toContain("<a><span>Foto Sol</span></a>");
  });

  it("gives each screen one size of the front picture, by queries that do not overlap, and preloads only that one", () => {
    const sizes = [
      { url: "/f-800.jpg", width: 800, height: 480 },
      { url: "/f-1600.jpg", width: 1600, height: 960 },
      { url: "/f-2400.jpg", width: 2400, height: 1440 },
    ];
    const html = fillPrerenderedPage(
      withLogo,
      settingsOf("Foto", { backgroundImage: "/f-1600.jpg", frontPictureSizes: sizes }),
      "en",
    );
    expect(html).toContain(
      '@media (resolution < 1.5dppx) and (width <= 800px), (resolution >= 1.5dppx) and (width <= 400px){:root{--front-background:url("/f-800.jpg")}}',
    );
    expect(html).toContain(
      '@media (resolution < 1.5dppx) and (width > 1600px), (resolution >= 1.5dppx) and (width > 800px){:root{--front-background:url("/f-2400.jpg")}}',
    );
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(3);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/f-800.jpg" media="(resolution &lt; 1.5dppx) and (width &lt;= 800px), (resolution &gt;= 1.5dppx) and (width &lt;= 400px)" fetchpriority="high">',
    );
    // The shell of other pages shows no front picture, so it preloads none.
    const shell = fillPrerenderedPage(
      withLogo,
      settingsOf("Foto", { backgroundImage: "/f-1600.jpg", frontPictureSizes: sizes }),
      "en",
      "shell",
    );
    expect(shell).not.toContain("preload");
  });

  it("puts the shop's favicons in place of the web app's own", () => {
    const html = fillPrerenderedPage(
      withLogo,
      settingsOf("Foto", {
        favicons: [
          { url: "/i-32.png", size: 32 },
          { url: "/i-180.png", size: 180 },
        ],
      }),
      "en",
    );
    expect(html).not.toContain("/favicon.svg");
    expect(html).toContain('<link rel="icon" type="image/png" sizes="32x32" href="/i-32.png">');
    expect(html).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/i-180.png">');
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
