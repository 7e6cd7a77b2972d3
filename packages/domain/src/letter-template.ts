/**
 * The code letter's text (the part under the code box) as the shop writes it: lines of text with fields in braces.
 * {qr} alone on its line is where the QR code of the link is drawn; the other fields are filled per subject.
 */
export const letterFields = [
  "name",
  "firstName",
  "class",
  "school",
  "code",
  "link",
  "host",
  "deadline",
  "shop",
  "qr",
] as const;
export type LetterField = (typeof letterFields)[number];

export type LetterTemplateLanguage = "en" | "nb";

/** Today's text of the letters, the default of every shop. */
export const defaultLetterTemplates: Record<LetterTemplateLanguage, string> = {
  en: [
    "1. Scan the QR code, or go to {host} and enter the access code.",
    "2. Create an account with your e-mail address, or sign in if you have one.",
    "3. Look at the pictures, choose your favorites and order prints or digital files.",
    "{qr}",
    "Keep this letter. The code opens these pictures: share it only with family.",
  ].join("\n"),
  nb: [
    "1. Skann QR-koden, eller gå til {host} og skriv inn tilgangskoden.",
    "2. Opprett en konto med e-postadressen din, eller logg inn om du har en.",
    "3. Se bildene, velg favoritter og bestill papirbilder eller digitale filer.",
    "{qr}",
    "Ta vare på brevet. Koden åpner disse bildene: del den bare med familien.",
  ].join("\n"),
};

export const letterTemplateMaxLines = 30;

const fieldPattern = /\{([^{}]*)\}/g;

/**
 * What is wrong with a letter template, or null: only known fields, {qr} at most once and alone on its line, the code
 * reachable (the code, the link or the QR code), and short enough for one page.
 */
export function checkLetterTemplate(template: string): string | null {
  const lines = template.split(/\r?\n/);
  if (lines.length > letterTemplateMaxLines) return `must have at most ${letterTemplateMaxLines} lines`;
  const used: string[] = [];
  for (const match of template.matchAll(fieldPattern)) used.push(match[1] ?? "");
  const unknown = used.filter((f) => !(letterFields as readonly string[]).includes(f));
  if (unknown.length > 0) {
    return `knows no field {${unknown[0]}} (the fields are ${letterFields.map((f) => `{${f}}`).join(" ")})`;
  }
  if (used.filter((f) => f === "qr").length > 1) return "may hold {qr} once";
  if (lines.some((line) => line.includes("{qr}") && line.trim() !== "{qr}"))
    return "must have {qr} on a line of its own";
  if (!used.some((f) => f === "code" || f === "link" || f === "qr"))
    return "must hold {code}, {link} or {qr}";
  return null;
}

/** One line of a filled letter: text, or the place of the QR code. */
export type LetterLine = { kind: "text"; text: string } | { kind: "qr" };

/** The template's lines with the subject's values in its fields. */
export function fillLetterTemplate(
  template: string,
  values: Readonly<Record<Exclude<LetterField, "qr">, string>>,
): LetterLine[] {
  return template.split(/\r?\n/).map((line) =>
    line.trim() === "{qr}"
      ? { kind: "qr" }
      : {
          kind: "text",
          text: line.replace(fieldPattern, (whole, field: string) =>
            field in values ? values[field as Exclude<LetterField, "qr">] : whole,
          ),
        },
  );
}
