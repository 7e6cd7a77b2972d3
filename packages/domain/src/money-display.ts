/**
 * Money is an integer in minor units everywhere; only here does it become a text, as people write it in the language
 * shown ('NOK 149.00', '149,00 kr'). The shop and the studio both show prices through these.
 */
export function formatMoney(minor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(minor / 100);
}

/** An amount inside a sentence: without decimals when it is whole ('NOK 300', '300 kr'), else with them. */
export function formatAmount(minor: number, currency: string, language: string): string {
  const digits = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 100);
}
