import { isValidKid, kidLength, normaliseKid } from "./kid.ts";

/**
 * A bank statement as the common Norwegian banks export it (issue 33, decision 0081): ';' between fields (some quote
 * them), a decimal comma, dates as dd.mm.yyyy (Nordea's newer export: yyyy/mm/dd), in Windows-1252 or UTF-8 with a
 * BOM. The banks name their columns differently; a statement is read by its header, so a new bank whose columns use
 * the same words needs no code:
 * - DNB: Dato;Forklaring;Rentedato;Uttak fra konto;Innskudd på konto
 * - Nordea: Bokføringsdato;Beløp;Avsender;Mottaker;Navn;Tittel;Valuta;Betalingstype
 * - SpareBank 1: Dato;Beskrivelse;Rentedato;Inn;Ut;Til konto;Fra konto
 * - Handelsbanken: Reskontrodato;Transaksjonsdato;Tekst;Beløp;Saldo
 * - Sbanken: BOKFØRINGSDATO;RENTEDATO;ARKIVREFERANSE;TYPE;TEKST;UT FRA KONTO;INN PÅ KONTO
 * A KID column (some banks' "KID" or "Referanse") is read as the KID; else the KID is taken from the text.
 */

/** One line of the statement: the day (yyyy-mm-dd), the amount in minor units (in: positive, out: negative). */
export interface BankStatementRow {
  /** The line's number in the file (1: the header), for the studio's preview. */
  line: number;
  date: string;
  amount: number;
  kid: string | null;
  text: string;
}

export type BankStatementProblem = "empty" | "unknown_format" | "too_many_rows";

export type BankStatementResult =
  | { ok: true; rows: BankStatementRow[]; skipped: number[] }
  | { ok: false; problem: BankStatementProblem };

/** The most lines the shop reads of one statement (a year of a small studio's account fits many times over). */
export const bankStatementMaxRows = 5_000;
/** The largest file the shop takes (bytes). */
export const bankStatementMaxBytes = 2_000_000;

const dateColumns = [
  "bokføringsdato",
  "dato",
  "transaksjonsdato",
  "reskontrodato",
  "utført dato",
  "rentedato",
];
const textColumns = ["forklaring", "beskrivelse", "tekst", "tittel", "navn", "melding", "type"];
const amountColumns = ["beløp", "belop", "beløp nok"];
const inColumns = ["innskudd på konto", "inn på konto", "inn", "innskudd", "kreditt"];
const outColumns = ["uttak fra konto", "ut fra konto", "ut", "uttak", "debet"];
const kidColumns = ["kid", "kid/melding", "referanse", "kidnummer"];

// The domain builds without the DOM's or Node's types; both the browser and Node have the WHATWG TextDecoder.
const Decoder = (
  globalThis as unknown as {
    TextDecoder: new (
      label: string,
      options?: { fatal?: boolean; ignoreBOM?: boolean },
    ) => { decode(bytes: Uint8Array): string };
  }
).TextDecoder;

/** The text of a file's bytes: UTF-8 (with or without its BOM) when it is valid UTF-8, else Windows-1252. */
export function decodeBankStatement(bytes: Uint8Array): string {
  try {
    return new Decoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new Decoder("windows-1252").decode(bytes);
  }
}

/** The fields of one line: ';' (or, in a file whose header has none, ',' or a tab) between, '"' around with '""'. */
export function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (c === separator) {
      fields.push(field.trim());
      field = "";
    } else field += c;
  }
  fields.push(field.trim());
  return fields;
}

/** An amount as a bank writes it ("1 234,56", "-1.234,56", "1234.56", "kr 50") in minor units; null if not one. */
export function parseBankAmount(written: string): number | null {
  let s = written.replace(/[\s\u00a0\u202f']/g, "").replace(/^(kr|nok)/i, "");
  if (s === "") return null;
  const negative = s.startsWith("-") || s.startsWith("−");
  s = s.replace(/^[-−+]/, "");
  if (s.includes(",")) s = s.replace(/\./g, "").replace(",", ".");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  if (!Number.isSafeInteger(minor)) return null;
  return negative ? -minor : minor;
}

/** A day as a bank writes it (dd.mm.yyyy, dd.mm.yy, yyyy-mm-dd, yyyy/mm/dd) as yyyy-mm-dd; null if not a day. */
export function parseBankDate(written: string): string | null {
  const s = written.trim();
  let y: number;
  let m: number;
  let d: number;
  let match = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(s);
  if (match) {
    d = Number(match[1]);
    m = Number(match[2]);
    y = match[3]?.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  } else {
    match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
    if (!match) return null;
    y = Number(match[1]);
    m = Number(match[2]);
    d = Number(match[3]);
  }
  const at = new Date(Date.UTC(y, m - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return at.toISOString().slice(0, 10);
}

/**
 * The KID a payment's text names: after the word "KID" (as the banks print a KID payment), else the one run of
 * digits that is a valid KID by MOD10 or MOD11 and at least 6 digits long, so a date or an amount in the text is
 * not taken for one (an unlabelled KID must also find an open invoice with the same amount to pay it).
 */
export function kidInText(text: string): string | null {
  const labelled = /\bkid\b[\s:.#-]*([\d][\d ]*[\d-]?)/i.exec(text);
  if (labelled?.[1]) {
    const kid = normaliseKid(labelled[1]);
    if (kid.length >= kidLength.min && kid.length <= kidLength.max) return kid;
  }
  const found = new Set<string>();
  for (const kid of text.match(/(?<![\d.,])\d{6,25}(?![\d.,])/g) ?? []) {
    if (isValidKid(kid, "mod10") || isValidKid(kid, "mod11")) found.add(kid);
  }
  const [only] = found;
  return found.size === 1 && only !== undefined ? only : null;
}

const normaliseHeader = (h: string) =>
  h
    .replace(/^\ufeff/, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");

function columnOf(header: readonly string[], names: readonly string[]): number {
  for (const name of names) {
    const at = header.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
}

interface Columns {
  date: number;
  texts: number[];
  amount: number;
  in: number;
  out: number;
  kid: number;
}

function columnsOf(header: readonly string[]): Columns | null {
  const columns: Columns = {
    date: columnOf(header, dateColumns),
    texts: textColumns
      .map((name) => header.indexOf(name))
      .filter((i) => i >= 0)
      .sort((a, b) => a - b),
    amount: columnOf(header, amountColumns),
    in: columnOf(header, inColumns),
    out: columnOf(header, outColumns),
    kid: columnOf(header, kidColumns),
  };
  if (columns.date < 0) return null;
  if (columns.amount < 0 && columns.in < 0) return null;
  return columns;
}

function separatorOf(headerLine: string): string {
  if (headerLine.includes(";")) return ";";
  if (headerLine.includes("\t")) return "\t";
  return ",";
}

/**
 * The statement's lines. A line without a day or an amount (a bank's sum or balance line, a blank line) is
 * skipped and its number given back; the header is the first line that names a day and an amount column, so a
 * bank's title lines above it are passed over.
 */
export function parseBankStatement(text: string): BankStatementResult {
  const lines = text.replace(/^\ufeff/, "").split(/\r\n|\n|\r/);
  const headerAt = lines.findIndex((line) => line.trim() !== "" && columnsOfLine(line) !== null);
  if (lines.every((line) => line.trim() === "")) return { ok: false, problem: "empty" };
  if (headerAt < 0) return { ok: false, problem: "unknown_format" };
  const headerLine = lines[headerAt] ?? "";
  const separator = separatorOf(headerLine);
  const columns = columnsOfLine(headerLine) as Columns;
  const rows: BankStatementRow[] = [];
  const skipped: number[] = [];
  for (let i = headerAt + 1; i < lines.length; i += 1) {
    const line = lines[i] ?? "";
    if (line.trim() === "") continue;
    if (rows.length >= bankStatementMaxRows) return { ok: false, problem: "too_many_rows" };
    const fields = splitCsvLine(line, separator);
    const row = rowOf(fields, columns, i + 1);
    if (row) rows.push(row);
    else skipped.push(i + 1);
  }
  return { ok: true, rows, skipped };
}

function columnsOfLine(line: string): Columns | null {
  return columnsOf(splitCsvLine(line, separatorOf(line)).map(normaliseHeader));
}

function rowOf(fields: readonly string[], columns: Columns, line: number): BankStatementRow | null {
  const field = (at: number) => (at >= 0 ? (fields[at] ?? "") : "");
  const date = parseBankDate(field(columns.date));
  if (!date) return null;
  let amount: number | null;
  if (columns.amount >= 0) amount = parseBankAmount(field(columns.amount));
  else {
    const incoming = parseBankAmount(field(columns.in));
    const outgoing = parseBankAmount(field(columns.out));
    // The out column is written positive by some banks and negative by others: out is always money leaving.
    amount = incoming ?? (outgoing === null ? null : -Math.abs(outgoing));
  }
  if (amount === null) return null;
  const text = columns.texts
    .map(field)
    .filter((t) => t !== "")
    .join(" ");
  const ownKid = normaliseKid(field(columns.kid));
  const kid = /^\d+-?$/.test(ownKid) && ownKid.length >= kidLength.min ? ownKid : kidInText(text);
  return { line, date, amount, kid, text };
}

/** What the shop does with a statement's line: only `matched` marks an invoice paid. */
export type BankPaymentMatch =
  | "matched"
  | "partly_paid"
  | "overpaid"
  | "unknown_kid"
  | "already_paid"
  | "credited"
  | "not_incoming";

/** The invoice a line's KID found, as the matching needs it: its state and what is due (amount + reminder fees). */
export interface InvoiceToMatch {
  status: string;
  due: number;
}

/**
 * Whether a line pays an invoice: money in, a KID the shop issued, on an open invoice, the amount exactly what is
 * due. A part payment or an overpayment is shown, not booked: the photographer settles it with the parent.
 */
export function matchBankPayment(
  row: Pick<BankStatementRow, "amount" | "kid">,
  invoice: InvoiceToMatch | undefined,
): BankPaymentMatch {
  if (row.amount <= 0) return "not_incoming";
  if (row.kid === null || !invoice) return "unknown_kid";
  if (invoice.status === "paid") return "already_paid";
  if (invoice.status === "credited") return "credited";
  if (row.amount < invoice.due) return "partly_paid";
  if (row.amount > invoice.due) return "overpaid";
  return "matched";
}
