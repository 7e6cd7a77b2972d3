import { describe, expect, it } from "vitest";
import { CsvError, decodeCsvText, formatCsvLine, parseCsv } from "./csv.ts";

describe("CSV", () => {
  it("parses quoted fields with commas, doubled quotes and line breaks, and numbers records by their first line", () => {
    const text = 'subject,group\r\n"Berg, Nora","3B"\r\n"Say ""cheese""",x\n"two\nlines",y\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["subject", "group"] },
      { line: 2, fields: ["Berg, Nora", "3B"] },
      { line: 3, fields: ['Say "cheese"', "x"] },
      { line: 4, fields: ["two\nlines", "y"] },
    ]);
  });

  it("skips blank lines and keeps empty fields", () => {
    expect(parseCsv("a,b\n\n,x\n")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["", "x"] },
    ]);
  });

  it("reads a semicolon-separated file as spreadsheets in Norway save it", () => {
    expect(parseCsv("subject;group\nNora;3B")).toEqual([
      { line: 1, fields: ["subject", "group"] },
      { line: 2, fields: ["Nora", "3B"] },
    ]);
  });

  it("names the line of a quoted field that is not closed", () => {
    expect(() => parseCsv('a\nb\n"open,x\n')).toThrow(CsvError);
    expect(() => parseCsv('a\nb\n"open,x\n')).toThrow("line 3");
  });

  it("decodes UTF-8 without its byte order mark, and Windows-1252 when the bytes are not UTF-8", () => {
    expect(decodeCsvText(Buffer.from("\uFEFFsubject\nÆsa", "utf8"))).toBe("subject\nÆsa");
    expect(decodeCsvText(Buffer.from([0xc6, 0x73, 0x61]))).toBe("Æsa");
  });

  it("quotes the fields that need it, and a written line parses back", () => {
    const fields = ["Berg, Nora", 'A "B"', "plain", ""];
    const line = formatCsvLine(fields);
    expect(line).toBe('"Berg, Nora","A ""B""",plain,\r\n');
    expect(parseCsv(`x,y,z,w\r\n${line}`)[1]?.fields).toEqual(fields);
  });
});
