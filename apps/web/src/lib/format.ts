import { formatAmount as formatAmountIn, formatMoney as formatMoneyIn } from "@shop/domain/money-display";
import { i18n } from "./i18n.ts";

export function formatDate(
  iso: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.language, options).format(date);
}

export function formatDateTime(iso: string): string {
  return formatDate(iso, { dateStyle: "medium", timeStyle: "short" });
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(i18n.language).format(value);
}

/** Money as people write it, in the interface's language (packages/domain's rule). */
export function formatMoney(minor: number, currency: string): string {
  return formatMoneyIn(minor, currency, i18n.language);
}

/** An amount inside a sentence: without decimals when it is whole ('NOK 300', '300 kr'), else with them. */
export function formatAmount(minor: number, currency: string): string {
  return formatAmountIn(minor, currency, i18n.language);
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country by its ISO code, named in the interface language by the browser (Intl.DisplayNames), so the shop's
 * settings need not name every country in every language; `fallback` where the browser knows no name for it.
 */
export function formatCountry(code: string, fallback: string = code): string {
  const lang = i18n.language;
  if (!regionNames.has(lang)) {
    try {
      regionNames.set(lang, new Intl.DisplayNames([lang], { type: "region", fallback: "none" }));
    } catch {
      regionNames.set(lang, null);
    }
  }
  try {
    return regionNames.get(lang)?.of(code.toUpperCase()) ?? fallback;
  } catch {
    // A code that is not a region code at all.
    return fallback;
  }
}
