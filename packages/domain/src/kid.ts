/**
 * KID (kundeidentifikasjonsnummer): the payment reference of a Norwegian invoice, digits ending with a check digit
 * made by MOD10 (Luhn) or MOD11, as the payee's agreement with the bank says (Nets' "KID" specification; 2–25
 * characters). A MOD11 number whose remainder leaves 10 has the check character '-'.
 */
export type KidMethod = "mod10" | "mod11";

export const kidMethods: readonly KidMethod[] = ["mod10", "mod11"];

/** The Luhn check digit of a string of digits: from the right, every second digit doubled (digits of a product summed). */
export function mod10CheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The MOD11 check character: weights 2, 3, 4, 5, 6, 7, 2, 3 … from the right; 11 − sum mod 11 (11 → 0, 10 → '-'). */
export function mod11CheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 6));
  }
  const check = 11 - (sum % 11);
  if (check === 11) return "0";
  if (check === 10) return "-";
  return String(check);
}

/** The shortest and longest KID a bank takes, check digit included. */
export const kidLength = { min: 2, max: 25 } as const;

/**
 * The KID of a number (an invoice number, say): the number's digits left-padded with zeros to `length − 1`, then
 * the check digit. The same number gives the same KID.
 */
export function makeKid(value: number, method: KidMethod, length = 10): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError("a KID is made of a whole number ≥ 0");
  if (length < kidLength.min || length > kidLength.max) throw new RangeError("a KID is 2–25 characters");
  const body = String(value).padStart(length - 1, "0");
  if (body.length !== length - 1) throw new RangeError(`${value} does not fit a KID of ${length} characters`);
  return body + (method === "mod10" ? mod10CheckDigit(body) : mod11CheckDigit(body));
}

/** Whether a KID as written (spaces allowed) is valid by the method: digits, its length, its check character. */
export function isValidKid(kid: string, method: KidMethod): boolean {
  const compact = normaliseKid(kid);
  if (compact.length < kidLength.min || compact.length > kidLength.max) return false;
  const body = compact.slice(0, -1);
  if (!/^\d+$/.test(body)) return false;
  const check = compact.slice(-1);
  return check === (method === "mod10" ? mod10CheckDigit(body) : mod11CheckDigit(body));
}

/** A KID as a bank statement or a person writes it, without spaces (the form the shop stores). */
export function normaliseKid(kid: string): string {
  return kid.replace(/\s+/g, "");
}
