import type { TFunction } from "../../../lib/i18n.ts";

/** A field's name in the studio's language, else the file's own name of it (`deliveryDays`). */
export function fieldLabel(t: TFunction, name: string): string {
  const key = `settings.fields.${name}`;
  const text = t(key);
  return text === key ? name : text;
}
