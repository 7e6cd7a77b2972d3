import { formatMoney as formatMoneyIn } from "@shop/domain/money-display";

/** Money in minor units as the studio shows it in its language (packages/domain's rule, as the shop shows it). */
export function formatMoney(language: string, minor: number, currency: string): string {
  return formatMoneyIn(minor, currency, language);
}

/** A moment as the studio shows it: its date and time, in its language as the shop writes dates. */
export function formatTime(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

/** A day as the studio shows it. */
export function formatDay(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
}
