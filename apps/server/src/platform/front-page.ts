import type { SettingsResponse } from "@shop/contracts/content";
import {
  frontBackgroundValue,
  frontPictureChoices,
  settingsScriptId,
  shopLogoSlot,
  shopNameSlot,
} from "@shop/contracts/prerendered-front-page";
import { acceptedLanguages, firstLanguage } from "@shop/domain/first-language";
import { escapeHtml } from "./html.ts";

/** The cookie the web app keeps the visitor's language choice in (apps/web/src/lib/i18n.ts). */
export const languageCookie = "shop_lang";

const languageTag = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
/** Colours as the operator's settings hold them (#hex, a name, rgb(…)); anything else is left to the web app. */
const cssColor = /^[#a-zA-Z0-9(),.%\s-]{1,64}$/;

/** The language the front page is sent in: the rule the web app starts with (packages/domain first-language.ts). */
export function frontPageLanguage(
  settings: SettingsResponse,
  chosen: string | undefined,
  acceptLanguage: string | undefined,
): string {
  return firstLanguage({
    chosen: chosen !== undefined && languageTag.test(chosen) ? chosen : null,
    browser: acceptedLanguages(acceptLanguage),
    offered: settings.webshop.locale.languages.map((l) => l.long),
    defaultLanguage: settings.webshop.locale.default_language,
  });
}

/** Which prerendered page is filled: the front page, or the shell every other page starts as. */
export type PrerenderedPage = "front" | "shell";

function headOf(settings: SettingsResponse, page: PrerenderedPage): string {
  const { colors, backgroundImage } = settings.page;
  const properties = [
    ["--color-primary", colors.primary],
    ["--color-bg", colors.background],
    ["--color-text", colors.text],
  ]
    .filter(([, value]) => value !== undefined && cssColor.test(value))
    .map(([name, value]) => `${name}:${value}`);
  if (backgroundImage) properties.push(`--front-background:${frontBackgroundValue(backgroundImage)}`);
  // The sizes the studio made of the front picture: one per screen, chosen by media queries that never overlap.
  const choices = backgroundImage ? frontPictureChoices(settings.page.frontPictureSizes) : [];
  const sized = choices
    .map(({ url, media }) => `@media ${media}{:root{--front-background:${frontBackgroundValue(url)}}}`)
    .join("");
  // JSON in a script element ends only at '</script'; no '<' in it, no end.
  const json = JSON.stringify(settings).replaceAll("<", "\\u003c");
  return [
    `<style>:root{${properties.join(";")}}${sized}</style>`,
    // Only the front page shows the front picture; of its sizes, the browser fetches the one whose query matches.
    backgroundImage && page === "front" && choices.length === 0
      ? `<link rel="preload" as="image" href="${escapeHtml(backgroundImage)}" fetchpriority="high">`
      : "",
    page === "front"
      ? choices
          .map(
            ({ url, media }) =>
              `<link rel="preload" as="image" href="${escapeHtml(url)}" media="${escapeHtml(media)}" fetchpriority="high">`,
          )
          .join("")
      : "",
    settings.page.favicons
      .map(({ url, size }) =>
        size === 180
          ? `<link rel="apple-touch-icon" sizes="180x180" href="${escapeHtml(url)}">`
          : `<link rel="icon" type="image/png" sizes="${size}x${size}" href="${escapeHtml(url)}">`,
      )
      .join(""),
    `<script type="application/json" id="${settingsScriptId}">${json}</script>`,
  ].join("");
}

/**
 * The header's logo: the build draws it with the slot's address (prerender.tsx) and the server fills in the shop's, or
 * takes the element out for a shop without one, so the markup is what the web app draws from the same settings.
 */
function withLogo(html: string, settings: SettingsResponse): string {
  const { logo } = settings.page;
  // React's server render preloads the images it draws; the logo's <img> is early in the page and needs none, and the
  // front picture's preload must be the page's first.
  return html
    .replace(/<link[^>]*href="%%shop-logo%%"[^>]*>/g, "")
    .replace(/<img[^>]*src="%%shop-logo%%"[^>]*>/g, (tag) =>
      logo === null
        ? ""
        : tag
            .replace(shopLogoSlot, () => escapeHtml(logo.url))
            .replace(/width="[^"]*"/, `width="${logo.width}"`)
            .replace(/height="[^"]*"/, `height="${logo.height}"`),
    );
}

/**
 * A prerendered page of the web build (the front page, front.<lang>.html, or the shell of every other page,
 * shell.<lang>.html) filled for this shop: its language on <html> (which the web app starts in, so it takes the page
 * over as it is), its name in the title and the header, its colours and front picture as CSS properties, and its
 * settings for the web app to start from, as GET /api/webshop/settings answers them.
 */
export function fillPrerenderedPage(
  template: string,
  settings: SettingsResponse,
  lang: string,
  page: PrerenderedPage = "front",
): string {
  const name = escapeHtml(settings.portal.name);
  const safeLang = languageTag.test(lang) ? lang : "en";
  // Replacements by function: a name with '$&' in it is text, not a pattern.
  // The web build's own icon gives way to the shop's, when the studio uploaded one.
  const icons =
    settings.page.favicons.length > 0 ? template.replace(/<link rel="icon"[^>]*>/g, "") : template;
  return withLogo(icons, settings)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${safeLang}" data-shop-language="${safeLang}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace("</head>", () => `${headOf(settings, page)}</head>`)
    .replaceAll(shopNameSlot, () => name);
}
