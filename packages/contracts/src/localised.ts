import { z } from "zod";

/** A language tag as the shop's settings name languages: en, nb, en-GB. */
export const languageTag = z
  .string()
  .max(35, { error: "must be a language tag, e.g. en or nb" })
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: "must be a language tag, e.g. en or nb" });

/**
 * A text the parents read (a name, a title, a description) in each language of the shop: a plain string is the text
 * of every language, `{ "en": "Postage", "nb": "Sending i posten" }` gives each its own (packages/domain
 * localised-text.ts). The shop answers each parent in their language, else in its default language.
 */
export function localised<T extends z.ZodType<string, string>>(one: T) {
  return z.union([
    one,
    z.record(languageTag, one).refine((texts) => Object.keys(texts).length > 0, {
      error: "must give the text of at least one language",
    }),
  ]);
}
