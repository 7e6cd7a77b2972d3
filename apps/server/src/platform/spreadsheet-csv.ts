/**
 * CSV as the studio's files give it to a spreadsheet (decisions 0074, 0078): UTF-8 with a byte order mark (without it
 * Excel reads the file in the machine's code page and breaks 'ø'), ';' between fields and a decimal comma, as Excel
 * and the Norwegian accounting programs read them where the decimal separator is a comma (Excel there reads a ','
 * file as one column). The order list, the accounting lines and the packages for inspection are written with it.
 */

export const csvBom = "\uFEFF";

const separator = ";";

/**
 * A text field quoted when it must be; a text that starts like a formula (= + - @, tab, CR) is kept as text with a
 * leading apostrophe, so opening the file runs nothing (OWASP's CSV injection). Amounts are not texts: csvAmount.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Minor units as the major unit with two decimals and a decimal comma: 12345 → 123,45; -5 → -0,05. */
export function csvAmount(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** Basis points as a percent with a decimal comma where it has decimals: 2500 → 25, 1250 → 12,5. */
export function csvRate(basisPoints: number): string {
  return String(basisPoints / 100).replace(".", ",");
}

/** A row of fields already written (csvText, csvAmount, csvRate), with its line end. */
export function csvRow(fields: readonly string[]): string {
  return `${fields.join(separator)}\r\n`;
}
