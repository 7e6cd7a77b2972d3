/**
 * The numbers a Norwegian invoice names its seller by (issue 33): the organisation number (Brønnøysundregistrene: 9
 * digits, the last a MOD11 check digit with weights 3, 2, 7, 6, 5, 4, 3, 2) and the bank account number (11 digits:
 * 4 of the bank's register number, 2 of the account group, 4 of the account, a MOD11 check digit with weights 5, 4, 3,
 * 2, 7, 6, 5, 4, 3, 2). A remainder that leaves 10 means the number was never given out.
 */

const organisationWeights = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const accountWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The number as people write it, spaces and dots (1234.56.78903, 923 609 016) taken out. */
export function compactNumber(value: string): string {
  return value.replace(/[\s.]/g, "");
}

function mod11Holds(digits: string, weights: readonly number[]): boolean {
  if (!/^\d+$/.test(digits) || digits.length !== weights.length + 1) return false;
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check !== 10 && check === Number(digits[digits.length - 1]);
}

/** Whether an organisation number as written (spaces allowed) is one the register could give out. */
export function isValidOrganisationNumber(value: string): boolean {
  return mod11Holds(compactNumber(value), organisationWeights);
}

/** Whether a Norwegian bank account number as written (spaces and dots allowed) has a valid check digit. */
export function isValidAccountNumber(value: string): boolean {
  return mod11Holds(compactNumber(value), accountWeights);
}

/** 923609016 → '923 609 016', as the register shows it; anything else as given. */
export function formatOrganisationNumber(value: string): string {
  const digits = compactNumber(value);
  return /^\d{9}$/.test(digits) ? digits.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3") : value;
}

/** 86011117947 → '8601.11.17947', as Norwegian banks print an account. */
export function formatAccountNumber(value: string): string {
  const digits = compactNumber(value);
  return /^\d{11}$/.test(digits) ? digits.replace(/^(\d{4})(\d{2})(\d{5})$/, "$1.$2.$3") : value;
}
