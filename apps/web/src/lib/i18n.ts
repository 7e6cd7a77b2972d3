import { interfaceLanguageOf } from "@shop/domain/first-language";
import { provideUiTexts } from "@shop/ui/ui-texts";
import { useSyncExternalStore } from "react";
// The English texts of what the front page draws itself, the cookie notice a first visitor sees over it included;
// tree-shaking leaves the rest of en.json out of the first load, and loadAllTexts fetches the whole file (a module of
// its own by its query) before any other page draws.
import { common, consent, errors, front, header, signIn, validation } from "../locales/en.json";

/** A language's texts: groups of texts by key, as in the locale files. */
export interface Texts {
  [key: string]: string | Texts;
}

/** The values a text's `{{name}}`s are filled with; a number `count` also picks the text's plural form (`key_one`). */
export type TextValues = Record<string, unknown>;
export type TFunction = (key: string, values?: TextValues) => string;

/** Exported for the test that the front page's first view shows no key. */
export const firstPageEnglish: Texts = { common, consent, errors, front, header, signIn, validation };

/** The languages the interface has texts for; a shop offers a subset of these. */
export const interfaceLanguages = ["en", "nb"] as const;
export const languageStorageKey = "shop.lang";
/** The same choice as a cookie, so the server sends the prerendered front page in it (platform/front-page.ts). */
export const languageCookie = "shop_lang";

/**
 * English is in the bundle, as the texts every other language falls back to; another language's texts are a chunk of
 * their own, fetched only when that language is chosen.
 */
const otherLanguages: Record<string, () => Promise<{ default: Texts }>> = {
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

/**
 * The texts by language and the language shown. A text missing in the language is taken from English (every language's
 * fallback), and a key with no text at all is shown as itself. This is what the app used of i18next, which weighed
 * ~14 KB Brotli of the front page's first load (docs/decisions/0013-front-page-weight.md).
 */
const textsByLanguage = new Map<string, Texts>();
let language = "en";
const listeners = new Set<() => void>();

/** `a.b.c` in a language's texts, when it is a text. */
function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
/** The language's plural category of a count (`one`, `other`, …); English's for a tag Intl does not take. */
function pluralCategory(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/**
 * `{{name}}` filled with its value as it is (React escapes what it draws); a name without a value is left as it is
 * written, as i18next did.
 */
export function interpolate(text: string, values: TextValues): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (written, name: string) => {
    if (!Object.hasOwn(values, name)) return written;
    const value = values[name];
    return value === undefined || value === null ? "" : String(value);
  });
}

/** The languages a text is looked for in, in order: the language, its base (`nb` of `nb-NO`), English. */
function lookupOrder(lang: string): string[] {
  return [...new Set([lang, lang.split("-")[0] ?? lang, "en"])];
}

function translate(lang: string, key: string, values?: TextValues): string {
  const count = values?.count;
  for (const code of lookupOrder(lang)) {
    const texts = textsByLanguage.get(code);
    if (texts === undefined) continue;
    const text =
      (typeof count === "number" ? lookup(texts, `${key}_${pluralCategory(code, count)}`) : undefined) ??
      lookup(texts, key);
    if (text !== undefined) return values === undefined ? text : interpolate(text, values);
  }
  return key;
}

function merged(into: Texts, added: Texts): Texts {
  const result: Texts = { ...into };
  for (const [key, value] of Object.entries(added)) {
    const existing = result[key];
    result[key] = typeof value === "object" && typeof existing === "object" ? merged(existing, value) : value;
  }
  return result;
}

export interface Translation {
  /** The text of a key in the current language. A new function whenever the language or the texts change. */
  t: TFunction;
  i18n: typeof i18n;
}

/** What `useTranslation` hands a component; replaced on every change, so the components using it draw again. */
let current: Translation;

function changed(): void {
  current = { t: (key, values) => translate(language, key, values), i18n };
  for (const listener of listeners) listener();
}

export const i18n = {
  /** The language shown. */
  get language(): string {
    return language;
  },
  /** The text of a key in the language shown, its `{{name}}`s filled from `values`. */
  t: ((key, values) => translate(language, key, values)) as TFunction,
  /** Whether English (or the language given) has a text for the key. */
  exists(key: string, lang = language): boolean {
    return lookupOrder(lang).some((code) => lookup(textsByLanguage.get(code), key) !== undefined);
  },
  hasTexts(lang: string): boolean {
    return textsByLanguage.has(lang);
  },
  /** Adds texts to a language's (replacing those of the same keys); what shows them draws again. */
  addTexts(lang: string, texts: Texts): void {
    textsByLanguage.set(lang, merged(textsByLanguage.get(lang) ?? {}, texts));
    changed();
  },
  removeTexts(lang: string): void {
    textsByLanguage.delete(lang);
    changed();
  },
  /** Shows the language (with the texts it has); see `changeLanguage`, which loads them first. */
  setLanguage(lang: string): void {
    language = lang;
    // The build's prerender runs this in Node, without a document.
    if (typeof document !== "undefined") document.documentElement.lang = lang;
    changed();
  },
};

textsByLanguage.set("en", firstPageEnglish);
changed();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const translation = (): Translation => current;

/** The current language's `t`; the component draws again when the language changes or texts are added. */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, translation, translation);
}

let allEnglish: Promise<void> | null = null;

/**
 * Adds the English texts of everything else (the fallback of every language). Whatever draws more than the front
 * page's first view waits for them: the router before another page (router.tsx, main.tsx), the chunks that load later
 * (`withAllTexts`); the front page fetches them once it has settled.
 */
export function loadAllTexts(): Promise<void> {
  allEnglish ??= import("../locales/en.json?all").then(
    (m) => {
      i18n.addTexts("en", m.default as Texts);
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
  if (!load || i18n.hasTexts(lang)) return;
  i18n.addTexts(lang, (await load()).default);
}

/**
 * Switches the interface once the language's texts are there, so the page never shows keys or a mix of languages
 * while they download. Every change of language goes through here.
 */
export async function changeLanguage(lang: string): Promise<void> {
  await loadLanguage(lang);
  i18n.setLanguage(lang);
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

// The shared primitives (@shop/ui: a dialog's close button, an error's retry) say their words in the shop's language.
provideUiTexts(() => {
  const { t } = useTranslation();
  return (key) => t(`common.${key}`);
});
