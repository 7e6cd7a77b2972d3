import type { TFunction } from "../../lib/i18n.ts";

/** A shop language's name as the studio writes it ("Norsk bokmål"), or its tag when the studio has no name for it. */
export function languageName(tag: string, t: TFunction): string {
  const name = t(`languages.${tag}`);
  return name === `languages.${tag}` ? tag : name;
}
