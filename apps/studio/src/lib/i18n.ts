import { interfaceLanguageOf } from "@shop/domain/first-language";
import { provideUiTexts } from "@shop/ui/ui-texts";
import { useSyncExternalStore } from "react";
import en from "../locales/en.json";

/** A language's texts: groups of texts by key, as in the locale files. */
export interface Texts {
  [key: string]: string | Texts;
}
export type TextValues = Record<string, string | number>;
export type TFunction = (key: string, values?: TextValues) => string;

/** The studio's languages; English is in the bundle, the others are chunks fetched when chosen. */
export const studioLanguages = ["en", "nb"] as const;
export type StudioLanguage = (typeof studioLanguages)[number];
const otherLanguages: Record<string, () => Promise<{ default: Texts }>> = {
  nb: () => import("../locales/nb.json"),
};
const storageKey = "studio.lang";

const textsByLanguage = new Map<string, Texts>([["en", en as Texts]]);
let language = "en";
const listeners = new Set<() => void>();

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function translate(lang: string, key: string, values?: TextValues): string {
  const count = values?.count;
  for (const code of [lang, "en"]) {
    const texts = textsByLanguage.get(code);
    const plural =
      typeof count === "number"
        ? lookup(texts, `${key}_${new Intl.PluralRules(code).select(count)}`)
        : undefined;
    const text = plural ?? lookup(texts, key);
    if (text === undefined) continue;
    if (values === undefined) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (written, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : written,
    );
  }
  return key;
}

export interface Translation {
  t: TFunction;
  language: string;
}

let current: Translation = { t: (key, values) => translate(language, key, values), language };

function changed(): void {
  current = { t: (key, values) => translate(language, key, values), language };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => current;

/** The current language's `t`; the component draws again when the language changes. */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The language shown, outside React: the API client names it to the server, which answers names in it. */
export function currentLanguage(): string {
  return language;
}

/** The text of a key in the language shown, outside React (document titles, errors). */
export function t(key: string, values?: TextValues): string {
  return translate(language, key, values);
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Switches the studio's language once its texts are there, and remembers the choice in this browser. */
export async function changeLanguage(lang: string, remember = true): Promise<void> {
  const load = otherLanguages[lang];
  if (load && !textsByLanguage.has(lang)) textsByLanguage.set(lang, (await load()).default);
  language = lang;
  if (typeof document !== "undefined") document.documentElement.lang = lang;
  if (remember) {
    try {
      localStorage.setItem(storageKey, lang);
    } catch {
      // A browser that keeps nothing shows the browser's language next time.
    }
  }
  changed();
}

/** The first screen's language: the one chosen in this browser, else the browser's own, else English. */
export function startLanguage(): string {
  const stored = storedLanguage();
  if (stored !== null && (studioLanguages as readonly string[]).includes(stored)) return stored;
  if (typeof navigator === "undefined") return "en";
  return interfaceLanguageOf(navigator.languages ?? [navigator.language]) ?? "en";
}

// The shared primitives (@shop/ui) say their few words in the studio's language.
provideUiTexts(() => {
  const { t } = useTranslation();
  return (key) => t(`common.${key}`);
});
