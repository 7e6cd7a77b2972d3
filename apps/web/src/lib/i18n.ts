import i18next, { type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json";

/** The languages the interface has texts for; a shop offers a subset of these. */
export const interfaceLanguages = ["en", "nb"] as const;
export const languageStorageKey = "shop.lang";

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

/** Norwegian browsers report nb, nn or no; all of them read Bokmål best of what we have. */
function browserLanguage(): string | null {
  const tags = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of tags) {
    const base = tag.toLowerCase().split("-")[0] ?? "";
    if (base === "nb" || base === "nn" || base === "no") return "nb";
    if (base === "en") return "en";
  }
  return null;
}

export function hasStoredLanguage(): boolean {
  return storedLanguage() !== null;
}

export const i18n = i18next;

i18next.on("languageChanged", (lng) => {
  document.documentElement.lang = lng;
});

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...interfaceLanguages],
  // The other languages' texts are added when they are loaded, not all at the start.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

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
 * The language of the first screen: the one chosen in this browser, else the browser's own. The app renders when
 * its texts are there; if they cannot be fetched, it starts in English.
 */
export const i18nReady: Promise<void> = changeLanguage(storedLanguage() ?? browserLanguage() ?? "en").catch(
  () => undefined,
);
