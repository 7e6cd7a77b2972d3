import { describe, expect, it } from "vitest";
import { csvAmount, csvRate, csvRow, csvText } from "./spreadsheet-csv.ts";

describe("CSV for spreadsheets", () => {
  it("quotes a text that holds the separator, a quote or a line break", () => {
    expect(csvText("Berg; Kari")).toBe('"Berg; Kari"');
    expect(csvText('Kari "K" Berg')).toBe('"Kari ""K"" Berg"');
    expect(csvText("two\nlines")).toBe('"two\nlines"');
    expect(csvText("Berg, Kari")).toBe("Berg, Kari");
  });

  it("keeps a text that starts like a formula a text", () => {
    for (const formula of ["=1+1", "+47 900", "-2", "@SUM(A1)", "\tx"])
      expect(csvText(formula)).toBe(`'${formula}`);
    expect(csvText('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
  });

  it("writes amounts and rates with a decimal comma, negative amounts as numbers", () => {
    expect(csvAmount(12_345)).toBe("123,45");
    expect(csvAmount(-5)).toBe("-0,05");
    expect(csvAmount(0)).toBe("0,00");
    expect(csvRate(2500)).toBe("25");
    expect(csvRate(1250)).toBe("12,5");
  });

  it("joins a row with semicolons and ends it with CRLF", () => {
    expect(csvRow(["a", "1,00"])).toBe("a;1,00\r\n");
  });
});
