import { nationalIdTexts } from "@shop/domain/national-id";
import { validationTexts } from "@shop/domain/validation";
import type { TFunction } from "i18next";

/** The address service's refusal (spec 03 §8). */
export const resolveAddressError = "Error resolving address";

const keyOf = (texts: Record<string, string>, text: string) =>
  Object.entries(texts).find(([, value]) => value === text)?.[0];

/**
 * The rules (the domain's on this side, the same on the server) speak English; the screen says their texts in
 * the user's language. A text the shop does not know is shown as it came.
 */
export function fieldText(text: string | undefined, t: TFunction): string | undefined {
  if (!text) return undefined;
  const validation = keyOf(validationTexts, text);
  if (validation) return t(`validation.${validation}`);
  const nationalId = keyOf(nationalIdTexts, text);
  if (nationalId) return t(`checkout.payment.nationalId.${nationalId}`);
  if (text === resolveAddressError) return t("checkout.address.resolveFailed");
  return text;
}
