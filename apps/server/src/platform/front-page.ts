import type { SettingsResponse } from "@shop/contracts/content";
import { frontBackgroundValue, settingsScriptId, shopNameSlot } from "@shop/contracts/prerendered-front-page";
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
  // JSON in a script element ends only at '</script'; no '<' in it, no end.
  const json = JSON.stringify(settings).replaceAll("<", "\\u003c");
  return [
    `<style>:root{${properties.join(";")}}</style>`,
    // Only the front page shows the front picture.
    backgroundImage && page === "front"
      ? `<link rel="preload" as="image" href="${escapeHtml(backgroundImage)}" fetchpriority="high">`
      : "",
    `<script type="application/json" id="${settingsScriptId}">${json}</script>`,
  ].join("");
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
  return template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${safeLang}" data-shop-language="${safeLang}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace("</head>", () => `${headOf(settings, page)}</head>`)
    .replaceAll(shopNameSlot, () => name);
}
