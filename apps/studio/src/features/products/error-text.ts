import { isApiError } from "../../lib/api.ts";
import type { TFunction } from "../../lib/i18n.ts";

/** An error of the Products area's calls in the studio's words: its own codes have their texts under `products.errors`. */
export function productErrorText(error: Error, t: TFunction): string {
  if (isApiError(error) && error.code?.startsWith("studio_product"))
    return t(`products.errors.${error.code}`);
  return error.message;
}
