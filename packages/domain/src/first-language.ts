/**
 * The language a visitor's first page is in, the same on the server (which sends the prerendered front page in it)
 * and in the browser: the visitor's own choice, else the first of the browser's languages the interface has texts
 * for when the shop offers it, else the shop's default language.
 */

/** Norwegian browsers report nb, nn or no; all of them read Bokmål best of what the interface has. */
export function interfaceLanguageOf(tags: readonly string[]): string | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split("-")[0] ?? "";
    if (base === "nb" || base === "nn" || base === "no") return "nb";
    if (base === "en") return "en";
  }
  return null;
}

/** The tags of an Accept-Language header, most wanted first (an absent q is 1; q=0 means not wanted). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";").map((p) => p.trim());
      const q = params.find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface FirstLanguageInput {
  /** The language the visitor chose in this browser, if any. */
  chosen: string | null;
  /** The browser's languages, most wanted first. */
  browser: readonly string[];
  /** The language tags the shop offers, and its default. */
  offered: readonly string[];
  defaultLanguage: string;
}

export function firstLanguage({ chosen, browser, offered, defaultLanguage }: FirstLanguageInput): string {
  if (chosen) return chosen;
  const fromBrowser = interfaceLanguageOf(browser) ?? "en";
  return offered.includes(fromBrowser) ? fromBrowser : defaultLanguage;
}
