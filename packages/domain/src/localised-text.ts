/**
 * A text of the shop's settings (a product's or delivery option's name, a description, a page's title) in each
 * language it is written in. A plain string is the text of every language, so a shop with one language writes it as
 * before; `{ "en": "Postage", "nb": "Sending i posten" }` gives each language its own.
 */
export type Translations = Readonly<Record<string, string>>;
export type LocalisedText = string | Translations;

/** What a row keeps of its texts beside its own (the default language's): the text per language of each field. */
export type FieldTranslations<Field extends string> = Partial<Record<Field, Translations>>;

/** The base language of a tag: `nb` of `nb-NO`. */
function baseOf(tag: string): string {
  return tag.toLowerCase().split("-")[0] ?? tag;
}

/**
 * What is given for the first wanted language (a tag also finds its base language: `nb-NO` finds `nb`), or undefined
 * when none of them has anything.
 */
export function inWantedLanguage<T>(
  byLanguage: Readonly<Record<string, T>> | null | undefined,
  wanted: readonly string[],
): T | undefined {
  if (!byLanguage) return undefined;
  for (const tag of wanted) {
    const found = byLanguage[tag] ?? byLanguage[baseOf(tag)];
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The text in the first wanted language it is written in, else `fallback`: the text in the shop's default language,
 * which a row keeps as its own.
 */
export function textIn(
  fallback: string,
  translations: Translations | null | undefined,
  wanted: readonly string[],
): string {
  return inWantedLanguage(translations, wanted) ?? fallback;
}

/**
 * A settings text as a row keeps it: `text`, the text in the shop's default language (or, when the file gives none in
 * it, its first language's), which names the row for the operator and is what a request in another language falls
 * back to; and `translations`, the text per language (empty for a plain string).
 */
export function splitText(
  text: LocalisedText,
  defaultLanguage: string,
): { text: string; translations: Translations } {
  if (typeof text === "string") return { text, translations: {} };
  const first = Object.values(text)[0] ?? "";
  return { text: text[defaultLanguage] ?? first, translations: text };
}

/** Every text it holds: a row written under any of them is the same thing (the file may add languages later). */
export function textsOf(text: LocalisedText): string[] {
  return typeof text === "string" ? [text] : [...new Set(Object.values(text))];
}

/**
 * Whether a stored row (its own text and its text per language) and a settings text share a text in any language:
 * then they name the same thing, so adding or dropping a language of a name keeps the row.
 */
export function sameName(
  own: string,
  translations: Translations | null | undefined,
  text: LocalisedText,
): boolean {
  const stored = new Set([own, ...Object.values(translations ?? {})]);
  return textsOf(text).some((t) => stored.has(t));
}

/**
 * The languages a request wants its answer in, most wanted first, without repeats: the page's interface language
 * (the web app sends it with every call), the visitor's stored choice, then the browser's languages.
 */
export function wantedLanguages(
  pageLanguage: string | null | undefined,
  chosen: string | null | undefined,
  browser: readonly string[],
): string[] {
  const tags = [pageLanguage, chosen, ...browser].filter(
    (tag): tag is string => typeof tag === "string" && /^[a-zA-Z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag),
  );
  return [...new Set(tags.map((tag) => tag.toLowerCase()))];
}
