import { interfaceLanguageOf } from "@shop/domain/first-language";
import i18next, { type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";
// The English texts of what the front page draws itself; tree-shaking leaves the rest of en.json out of the first
// load, and loadAllTexts fetches the whole file (a module of its own by its query) before any other page draws.
import { common, errors, front, header, signIn, validation } from "../locales/en.json";

const firstPageEnglish = { common, errors, front, header, signIn, validation };

/** The languages the interface has texts for; a shop offers a subset of these. */
export const interfaceLanguages = ["en", "nb"] as const;
export const languageStorageKey = "shop.lang";
/** The same choice as a cookie, so the server sends the prerendered front page in it (platform/front-page.ts). */
export const languageCookie = "shop_lang";

/**
 * English is in the bundle, as the texts every other language falls back to; another language's texts are a chunk of
 * their own, fetched only when that language is chosen.
 */
const otherLanguages: Record<string, () => Promise<{ default: ResourceLanguage }>> = {
  nb: () => import("../locales/nb.json"),
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** The browser's own language, when the interface has texts for it (packages/domain first-language.ts). */
function browserLanguage(): string | null {
  if (typeof navigator === "undefined") return null;
  return interfaceLanguageOf(navigator.languages ?? [navigator.language]);
}

export function hasStoredLanguage(): boolean {
  return storedLanguage() !== null;
}

/** Remembers the visitor's choice for the server too; a year, like the choice kept in this browser. */
export function rememberLanguageForServer(lang: string): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie needs no Cookie Store API (not in every browser).
  document.cookie = `${languageCookie}=${encodeURIComponent(lang)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The language the server chose for the page it sent (the front page, prerendered in it), if it chose one. */
export function pageLanguage(): string | null {
  if (typeof document === "undefined") return null;
  return document.documentElement.dataset.shopLanguage ?? null;
}

export const i18n = i18next;

i18next.on("languageChanged", (lng) => {
  // The build's prerender runs this in Node, without a document.
  if (typeof document !== "undefined") document.documentElement.lang = lng;
});

void i18next.use(initReactI18next).init({
  resources: { en: { translation: firstPageEnglish } },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...interfaceLanguages],
  // The other languages' texts are added when they are loaded, not all at the start.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  // A text asked for before the rest of English arrived (loadAllTexts) is asked for again when it does.
  react: { bindI18nStore: "added" },
  initAsync: false,
  returnNull: false,
});

let allEnglish: Promise<void> | null = null;

/**
 * Adds the English texts of everything else (the fallback of every language). Whatever draws more than the front
 * page's first view waits for them: the router before another page (router.tsx, main.tsx), the chunks that load later
 * (`withAllTexts`); the front page fetches them once it has settled.
 */
export function loadAllTexts(): Promise<void> {
  allEnglish ??= import("../locales/en.json?all").then(
    (m) => {
      i18next.addResourceBundle("en", "translation", m.default, true, false);
    },
    (error: unknown) => {
      allEnglish = null;
      throw error;
    },
  );
  return allEnglish;
}

/** A chunk's import that resolves once the texts of everything are there too (see loadAllTexts). */
export function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAllTexts()]))[0];
}

/** Fetches a language's texts once; English and languages without texts of their own need nothing. */
export async function loadLanguage(lang: string): Promise<void> {
  const load = otherLanguages[lang];
  if (!load || i18next.hasResourceBundle(lang, "translation")) return;
  i18next.addResourceBundle(lang, "translation", (await load()).default);
}

/**
 * Switches the interface once the language's texts are there, so the page never shows keys or a mix of languages
 * while they download. Every change of language goes through here.
 */
export async function changeLanguage(lang: string): Promise<void> {
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
}

/**
 * The language of the first screen: the one chosen in this browser, else the one the server chose for the page (by
 * the same rules, from the cookie, the browser's languages and the shop's), else the browser's own. The app renders
 * when its texts are there; if they cannot be fetched, it starts in English.
 */
const stored = storedLanguage();
if (stored !== null) rememberLanguageForServer(stored);
export const i18nReady: Promise<void> = changeLanguage(
  stored ?? pageLanguage() ?? browserLanguage() ?? "en",
).catch(() => undefined);
