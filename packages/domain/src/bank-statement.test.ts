import { describe, expect, it } from "vitest";
import {
  decodeBankStatement,
  kidInText,
  matchBankPayment,
  parseBankAmount,
  parseBankDate,
  parseBankStatement,
  splitCsvLine,
} from "./bank-statement.ts";
import { makeKid } from "./kid.ts";

const kid = makeKid(1001, "mod10");
const kid11 = makeKid(1002, "mod11");

function rowsOf(text: string) {
  const result = parseBankStatement(text);
  if (!result.ok) throw new Error(result.problem);
  return result.rows.map(({ date, amount, kid, text }) => ({ date, amount, kid, text }));
}

describe("the banks' exports", () => {
  it("reads DNB's: Dato;Forklaring;Rentedato;Uttak fra konto;Innskudd på konto", () => {
    const csv = [
      '"Dato";"Forklaring";"Rentedato";"Uttak fra konto";"Innskudd på konto"',
      `"03.03.2026";"Giro KID ${kid} Fra: Kari Nordmann";"03.03.2026";"";"1 234,50"`,
      '"04.03.2026";"Varekjøp REMA 1000";"04.03.2026";"89,90";""',
    ].join("\r\n");
    expect(rowsOf(csv)).toEqual([
      { date: "2026-03-03", amount: 123_450, kid, text: `Giro KID ${kid} Fra: Kari Nordmann` },
      { date: "2026-03-04", amount: -8_990, kid: null, text: "Varekjøp REMA 1000" },
    ]);
  });

  it("reads Nordea's: a signed Beløp and yyyy/mm/dd", () => {
    const csv = [
      "Bokføringsdato;Beløp;Avsender;Mottaker;Navn;Tittel;Valuta;Betalingstype",
      `2026/03/05;450,00;12345678903;98765432106;Ola Nordmann;KID: ${kid11};NOK;Innbetaling`,
      "2026/03/06;-120,00;98765432106;;Telenor;Faktura;NOK;Betaling",
    ].join("\n");
    expect(rowsOf(csv)).toEqual([
      { date: "2026-03-05", amount: 45_000, kid: kid11, text: `Ola Nordmann KID: ${kid11}` },
      { date: "2026-03-06", amount: -12_000, kid: null, text: "Telenor Faktura" },
    ]);
  });

  it("reads SpareBank 1's: Dato;Beskrivelse;Rentedato;Inn;Ut;Til konto;Fra konto", () => {
    const csv = [
      "Dato;Beskrivelse;Rentedato;Inn;Ut;Til konto;Fra konto",
      `07.03.2026;Innbetaling ${kid};07.03.2026;299,00;;98765432106;`,
      "08.03.2026;Overføring;08.03.2026;;-500,00;;98765432106",
    ].join("\n");
    expect(rowsOf(csv)).toEqual([
      { date: "2026-03-07", amount: 29_900, kid, text: `Innbetaling ${kid}` },
      { date: "2026-03-08", amount: -50_000, kid: null, text: "Overføring" },
    ]);
  });

  it("reads Handelsbanken's: Reskontrodato;Transaksjonsdato;Tekst;Beløp;Saldo", () => {
    const csv = [
      "Reskontrodato;Transaksjonsdato;Tekst;Beløp;Saldo",
      `09.03.2026;09.03.2026;KID ${kid};1.299,00;10.299,00`,
    ].join("\n");
    expect(rowsOf(csv)).toEqual([{ date: "2026-03-09", amount: 129_900, kid, text: `KID ${kid}` }]);
  });

  it("reads Sbanken's upper-case header and its own KID column", () => {
    const csv = [
      "BOKFØRINGSDATO;RENTEDATO;ARKIVREFERANSE;TYPE;TEKST;UT FRA KONTO;INN PÅ KONTO;KID",
      `10.03.2026;10.03.2026;5300001234;Giro;Fra Kari;;199,00;${kid}`,
    ].join("\n");
    expect(rowsOf(csv)).toEqual([{ date: "2026-03-10", amount: 19_900, kid, text: "Giro Fra Kari" }]);
  });

  it("passes over a bank's title lines above the header and skips its balance line", () => {
    const result = parseBankStatement(
      [
        "Kontoutskrift for 1234.56.78903",
        "",
        "Dato;Forklaring;Rentedato;Uttak fra konto;Innskudd på konto",
        `03.03.2026;KID ${kid};03.03.2026;;100,00`,
        ";Saldo;;;5 000,00",
      ].join("\n"),
    );
    expect(result).toEqual({
      ok: true,
      rows: [{ line: 4, date: "2026-03-03", amount: 10_000, kid, text: `KID ${kid}` }],
      skipped: [5],
    });
  });

  it("names an empty file and a file that is no bank statement", () => {
    expect(parseBankStatement("\n\n")).toEqual({ ok: false, problem: "empty" });
    expect(parseBankStatement("name,email\nKari,kari@example.com")).toEqual({
      ok: false,
      problem: "unknown_format",
    });
  });
});

describe("the file's encoding", () => {
  it("reads Windows-1252 (Latin-1) and UTF-8 with a BOM alike", () => {
    const header = "Dato;Forklaring;Rentedato;Uttak fra konto;Innskudd på konto";
    const latin1 = Uint8Array.from([...header].map((c) => c.charCodeAt(0)));
    const utf8 = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...[...header].flatMap((c) => (c === "å" ? [0xc3, 0xa5] : [c.charCodeAt(0)])),
    ]);
    expect(decodeBankStatement(latin1)).toBe(header);
    expect(decodeBankStatement(utf8)).toBe(header);
  });
});

describe("fields, amounts, days and KIDs as the banks write them", () => {
  it("splits quoted fields with ';' and '\"' inside", () => {
    expect(splitCsvLine('a;"b;c";"d ""e""";', ";")).toEqual(["a", "b;c", 'd "e"', ""]);
  });

  it.each([
    ["1 234,56", 123_456],
    ["1\u00a0234,56", 123_456],
    ["-1.234,56", -123_456],
    ["1234.5", 123_450],
    ["kr 50", 5_000],
    ["", null],
    ["abc", null],
  ])("the amount %s is %s øre", (written, minor) => {
    expect(parseBankAmount(written)).toBe(minor);
  });

  it.each([
    ["03.03.2026", "2026-03-03"],
    ["3.3.26", "2026-03-03"],
    ["2026-03-03", "2026-03-03"],
    ["2026/03/03", "2026-03-03"],
    ["31.02.2026", null],
    ["Saldo", null],
  ])("the day %s is %s", (written, day) => {
    expect(parseBankDate(written)).toBe(day);
  });

  it("takes a KID after its word, or the one valid KID in the text, never an amount or a date", () => {
    expect(kidInText(`Innbetaling KID: ${kid}`)).toBe(kid);
    expect(kidInText(`Giro ${kid} 03.03.2026 1 234,50`)).toBe(kid);
    expect(kidInText("Varekjøp 03.03.2026 kr 1 234,50")).toBeNull();
  });
});

describe("a line against the invoice its KID finds", () => {
  const open = { status: "open", due: 10_000 };
  it.each([
    [{ amount: 10_000, kid }, open, "matched"],
    [{ amount: 5_000, kid }, open, "partly_paid"],
    [{ amount: 12_000, kid }, open, "overpaid"],
    [{ amount: 10_000, kid }, undefined, "unknown_kid"],
    [{ amount: 10_000, kid: null }, undefined, "unknown_kid"],
    [{ amount: 10_000, kid }, { status: "paid", due: 10_000 }, "already_paid"],
    [{ amount: 10_000, kid }, { status: "credited", due: 10_000 }, "credited"],
    [{ amount: -10_000, kid }, open, "not_incoming"],
  ] as const)("%o against %o is %s", (row, invoice, match) => {
    expect(matchBankPayment(row, invoice)).toBe(match);
  });
});
