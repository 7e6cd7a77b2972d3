/** A record of a CSV file and the line it starts on (1 is the header), for messages an operator can act on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "CsvError";
    this.line = line;
  }
}

/**
 * The text of a CSV file as spreadsheets save it: UTF-8 (with or without the byte order mark Excel writes), else
 * Windows-1252, which Excel uses for "CSV" in Western European locales.
 */
export function decodeCsvText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** Spreadsheets in locales with a decimal comma (Norway among them) separate fields with semicolons. */
function delimiterOf(text: string): "," | ";" {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
}

/**
 * Parses CSV as RFC 4180 describes it: fields in double quotes may hold the delimiter, line breaks and doubled
 * quotes; lines end in CRLF or LF. Blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== "") records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };

  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (c === "\n") line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (c === delimiter) {
      fields.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      // The LF that follows ends the record.
    } else if (c === "\n") {
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
    }
    i++;
  }
  if (quoted) throw new CsvError(quoteLine, "a quoted field is not closed");
  endRecord();
  return records;
}

/** One CSV line (CRLF-terminated, as RFC 4180 has it), quoting the fields that need it. */
export function formatCsvLine(fields: readonly string[]): string {
  return `${fields.map((f) => (/[",\r\n;]/.test(f) || /^\s|\s$/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(",")}\r\n`;
}
