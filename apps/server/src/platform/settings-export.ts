import type { Translations } from "@shop/domain/localised-text";
import { writeAmount } from "@shop/domain/money-input";

/**
 * What the modules share to write their section of the shop settings file back from their rows (the studio's
 * export, issue 31): the reverse of what platform/shop-settings.ts helps them apply, so that applying the export
 * changes nothing.
 */

/** A row's text as the file gives it: the text per language when the file gave one, else the one text. */
export function fileText(text: string, translations: Translations | null | undefined): string | Translations {
  return translations && Object.keys(translations).length > 0 ? { ...translations } : text;
}

/** Minor units as the file's text amount: 14900 → "149". */
export function fileAmount(minor: number): string {
  return writeAmount(minor);
}

export function fileAmountOrNull(minor: number | null): string | null {
  return minor === null ? null : writeAmount(minor);
}

/** Basis points as the file's percent: 2500 → 25. */
export function filePercent(basisPoints: number): number {
  return basisPoints / 100;
}

export function fileDate(at: Date | null): string | null {
  return at === null ? null : at.toISOString();
}
