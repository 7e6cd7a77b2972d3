/**
 * A text the shop's settings give per language (a menu label, the editor's update label): the interface language's,
 * else the shop's default language's, else the first given; null when there is none.
 */
export function textInLanguage(
  texts: Readonly<Record<string, string>> | null,
  language: string,
  defaultLanguage: string | undefined,
): string | null {
  if (texts === null) return null;
  return (
    texts[language] ??
    (defaultLanguage ? texts[defaultLanguage] : undefined) ??
    Object.values(texts)[0] ??
    null
  );
}
