/**
 * The template lists' TanStack Query keys (beside lib/query-keys.ts, which the front page loads: these stay in the
 * lazy chunks). Everything under `templateKeys.all` is the catalogue's.
 */
export const templateKeys = {
  all: ["templates"] as const,
  /** The category tiles carry the user's first qualified picture set: per language. */
  categories: (lang: string) => ["templates", "categories", lang] as const,
  cardCategories: (lang: string) => ["templates", "card-categories", lang] as const,
  photogiftInfo: (category: string) => ["templates", "photogift-info", category] as const,
  /** Every template list (the prefix of `list`). */
  lists: ["templates", "list"] as const,
  list: (type: string, category: string | null, subjectUuid: string | null, lang: string) =>
    ["templates", "list", type, category, subjectUuid, lang] as const,
  summary: (templateUuid: string) => ["templates", "summary", templateUuid] as const,
};
