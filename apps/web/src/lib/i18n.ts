import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json";
import nb from "../locales/nb.json";

/** The languages the interface has texts for; a shop offers a subset of these. */
export const bundledLanguages = ["en", "nb"] as const;
export const languageStorageKey = "shop.lang";

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
  resources: { en: { translation: en }, nb: { translation: nb } },
  lng: storedLanguage() ?? browserLanguage() ?? "en",
  fallbackLng: "en",
  supportedLngs: [...bundledLanguages],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
