import { isApiError } from "../../../lib/api.ts";
import type { TFunction } from "../../../lib/i18n.ts";

/** A refusal of a production call in the studio's words: the area's own texts first, then the studio's. */
export function productionErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code !== null) {
    const key = `production.errors.${error.code}`;
    const text = t(key);
    if (text !== key) return text;
  }
  return error instanceof Error ? error.message : String(error);
}
