import { ApiError } from "../../../lib/api.ts";
import type { TFunction } from "../../../lib/i18n.ts";

/** The look's own refusals, in the studio's language under look.errors; any other error as the API client says it. */
export function lookErrorText(error: Error, t: TFunction): string {
  if (error instanceof ApiError && error.code?.startsWith("studio_look_"))
    return t(`look.errors.${error.code}`);
  if (error instanceof ApiError && error.code?.startsWith("studio_page_"))
    return t(`look.errors.${error.code}`);
  return error.message;
}
