/**
 * An amount as a photographer writes it in the shop's currency ('149', '149,00', '1 490.50') as minor units, the
 * only way the shop keeps money. Spaces of every kind group thousands; a comma or a point is the decimal mark when
 * one to two digits follow it. One mark followed by exactly three digits ('149,999') could be either, so it is
 * refused rather than guessed: a price read a thousand times too high or too low is worse than a question.
 */

export type AmountProblem =
  | "empty"
  | "not-a-number"
  | "ambiguous"
  | "too-many-decimals"
  | "negative"
  | "too-large";

export type AmountParse = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** Space, no-break space, narrow no-break space, thin space: Intl writes the latter two between thousands. */
const spaces = /[\s\u00a0\u202f\u2009]/g;
/** A minus as typed and as Intl writes it in Norwegian (U+2212). */
const minus = /^[-\u2212]/;

function groupsOfThree(groups: string[]): boolean {
  const [first, ...rest] = groups;
  return first !== undefined && /^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g));
}

/** Splits digits and marks into a whole part and decimals, or says why it cannot. */
function split(text: string): { whole: string; decimals: string } | AmountProblem {
  if (!/^[\d.,]+$/.test(text)) return "not-a-number";
  const commas = text.split(",").length - 1;
  const points = text.split(".").length - 1;
  if (commas > 0 && points > 0) {
    // Both marks ('1,490.50', '1.490,50'): the last one is the decimal mark, the other groups thousands.
    const decimalMark = text.lastIndexOf(",") > text.lastIndexOf(".") ? "," : ".";
    const groupMark = decimalMark === "," ? "." : ",";
    const at = text.lastIndexOf(decimalMark);
    const whole = text.slice(0, at);
    const decimals = text.slice(at + 1);
    if (whole.includes(decimalMark) || decimals === "" || !groupsOfThree(whole.split(groupMark))) {
      return "not-a-number";
    }
    return { whole: whole.split(groupMark).join(""), decimals };
  }
  const marks = commas + points;
  if (marks === 0) return { whole: text, decimals: "" };
  const mark = commas > 0 ? "," : ".";
  const parts = text.split(mark);
  if (marks > 1) {
    // '1,490,000' can only group thousands; '1,2,3' is nothing.
    return groupsOfThree(parts) ? { whole: parts.join(""), decimals: "" } : "not-a-number";
  }
  const [whole = "", decimals = ""] = parts;
  if (decimals === "") return "not-a-number";
  if (decimals.length === 3 && /^\d{1,3}$/.test(whole)) return "ambiguous";
  return { whole, decimals };
}

/** The ways a currency is written beside an amount: its code and its symbols ('NOK', 'kr'), longest first. */
function currencyMarks(currency: string): string[] {
  const marks = new Set([currency.toUpperCase()]);
  for (const language of ["en", "nb"]) {
    for (const currencyDisplay of ["symbol", "narrowSymbol"] as const) {
      const parts = new Intl.NumberFormat(language, {
        style: "currency",
        currency,
        currencyDisplay,
      }).formatToParts(0);
      for (const part of parts) if (part.type === "currency") marks.add(part.value.toUpperCase());
    }
  }
  return [...marks].sort((a, b) => b.length - a.length);
}

/** Leaves out the currency written before or after the amount, as the shop shows it ('149,00 kr', 'NOK 149.00'). */
function withoutCurrency(text: string, currency: string): string {
  const upper = text.toUpperCase();
  for (const mark of currencyMarks(currency)) {
    if (upper.startsWith(mark)) return text.slice(mark.length).trim();
    if (upper.endsWith(mark)) return text.slice(0, text.length - mark.length).trim();
  }
  return text;
}

/**
 * Parses an amount of the shop's currency into minor units (two decimals); `max` is in minor units. With the
 * currency, the amount may be written with it, as the shop shows money.
 */
export function parseAmount(input: string, max: number, currency?: string): AmountParse {
  let text = input.trim().replace(spaces, " ");
  if (currency !== undefined) text = withoutCurrency(text, currency);
  if (text === "") return { ok: false, problem: "empty" };
  const negative = minus.test(text);
  if (negative) text = text.replace(minus, "").trim();
  // Spaces group thousands only: '1 490' but not '14 90'.
  if (text.includes(" ")) {
    const [whole = "", ...rest] = text.split(/(?=[.,])/);
    if (!groupsOfThree(whole.split(" ")) || rest.some((r) => r.includes(" "))) {
      return { ok: false, problem: "not-a-number" };
    }
    text = whole.replaceAll(" ", "") + rest.join("");
  }
  const parts = split(text);
  if (typeof parts === "string") return { ok: false, problem: parts };
  const { whole, decimals } = parts;
  if (whole === "" || !/^\d+$/.test(whole) || !/^\d*$/.test(decimals))
    return { ok: false, problem: "not-a-number" };
  if (decimals.length > 2) return { ok: false, problem: "too-many-decimals" };
  if (negative) return { ok: false, problem: "negative" };
  // Digits beyond what a number holds exactly are far above any maximum.
  if (whole.replace(/^0+/, "").length > 13) return { ok: false, problem: "too-large" };
  const minor = Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
  if (minor > max) return { ok: false, problem: "too-large" };
  return { ok: true, minor };
}

/** Minor units as a settings file writes them: '149' when whole, else '149.50'; parses back to the same amount. */
export function writeAmount(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}
