import { shopLimits } from "./limits.ts";

/** Why a national identity number is refused, with the text shown for it. */
export const nationalIdTexts = {
  format: "Enter an 11-digit national identity number",
  checksum: "This national identity number is not valid",
  underage: "You must be at least 18 years old to pay by invoice",
} as const;
export type NationalIdError = keyof typeof nationalIdTexts;

export type NationalIdCheck = { ok: true; birthDate: string } | { ok: false; reason: NationalIdError };

const firstWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const secondWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The mod-11 check digit over the given digits, or null when the remainder makes the number impossible. */
function checkDigit(digits: number[], weights: readonly number[]): number | null {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return null;
  return digit;
}

/**
 * The century comes from the individual number (digits 7–9) together with the two-digit year, as the
 * National Population Register allots them.
 */
function fullYear(yy: number, individual: number): number | null {
  if (individual <= 499) return 1900 + yy;
  if (individual <= 749 && yy >= 54) return 1800 + yy;
  if (yy <= 39) return 2000 + yy;
  if (individual >= 900) return 1900 + yy;
  return null;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Whole years from the birth date to `today` (calendar dates, UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  const hadBirthday = tm > m || (tm === m && td >= d);
  return ty - y - (hadBirthday ? 0 : 1);
}

/**
 * A Norwegian national identity number (fødselsnummer, 11 digits) or D-number (day + 40), checked by both
 * mod-11 check digits and a real birth date, whose holder must be old enough to pay by invoice.
 * Spaces are ignored, as people often type the number in groups.
 */
export function checkNationalIdNumber(value: string, today: Date): NationalIdCheck {
  const v = value.replace(/\s+/g, "");
  if (!/^\d{11}$/.test(v)) return { ok: false, reason: "format" };
  const digits = [...v].map(Number);
  const k1 = checkDigit(digits, firstWeights);
  const k2 = checkDigit(digits, secondWeights);
  if (k1 === null || k2 === null || k1 !== digits[9] || k2 !== digits[10]) {
    return { ok: false, reason: "checksum" };
  }
  const rawDay = Number(v.slice(0, 2));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const month = Number(v.slice(2, 4));
  const year = fullYear(Number(v.slice(4, 6)), Number(v.slice(6, 9)));
  if (year === null || !isRealDate(year, month, day)) return { ok: false, reason: "checksum" };
  const birthDate = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  const age = ageOn(birthDate, today);
  if (age < 0) return { ok: false, reason: "checksum" };
  if (age < shopLimits.invoiceMinimumAge) return { ok: false, reason: "underage" };
  return { ok: true, birthDate };
}
