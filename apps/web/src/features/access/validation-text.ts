import { type ValidationError, validationTexts } from "@shop/domain/validation";
import type { TFunction } from "i18next";

const keyByText = new Map<string, ValidationError>(
  Object.entries(validationTexts).map(([key, text]) => [text, key as ValidationError]),
);

/**
 * A validation text the server sent (registration and reset answer with the English text of packages/domain), in
 * the user's language; null when the text is not one of them.
 */
export function validationText(text: string | null, t: TFunction): string | null {
  const key = text === null ? undefined : keyByText.get(text);
  return key ? t(`validation.${key}`) : null;
}
