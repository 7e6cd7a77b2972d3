/**
 * The evening's school as a photographer hands it to the shop: a folder with roster.csv and the picture files, which
 * `npm run shop -- job import` turns into subjects with access codes (codes.csv), one subject per parent.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderPortrait } from "../../apps/server/src/seed/pictures.ts";
import { checkNationalIdNumber } from "../../packages/domain/src/national-id.ts";

/** Distinct picture files; subjects share them (each roster row is its own picture in the shop all the same). */
const distinctFiles = 8;
/** A camera's portrait, as the demo's full-size pictures: the shop makes every thumbnail from this. */
const portraitSize = { width: 2400, height: 3000 };

export const jobName = "Kveldsskolen 2026";

export interface Pupil {
  subject: string;
  group: string;
}

export function pupils(count: number): Pupil[] {
  return Array.from({ length: count }, (_, i) => ({
    subject: `Elev ${String(i + 1).padStart(4, "0")}`,
    group: `${(i % 7) + 1}${"ABC"[Math.floor(i / 7) % 3]}`,
  }));
}

/** Writes the picture files and roster.csv (each pupil's `picturesEach` individual pictures) into `folder`. */
export async function writeSchool(
  folder: string,
  all: Pupil[],
  picturesEach: number,
  size = portraitSize,
  name = "Kveldsskolen",
): Promise<void> {
  const files: string[] = [];
  for (let i = 0; i < distinctFiles; i += 1) {
    const file = `portrait-${i + 1}.jpg`;
    const jpeg = await renderPortrait({
      name,
      number: i + 1,
      figures: 1,
      size,
      seed: i + 11,
    });
    writeFileSync(path.join(folder, file), jpeg);
    files.push(file);
  }
  const rows = ["subject,group,picture,type"];
  all.forEach((pupil, p) => {
    for (let n = 0; n < picturesEach; n += 1) {
      rows.push(`${pupil.subject},${pupil.group},${files[(p + n) % files.length]},IP`);
    }
  });
  writeFileSync(path.join(folder, "roster.csv"), `${rows.join("\n")}\n`);
}

/** The codes the import wrote, by subject (codes.csv: subject,group,code; names here need no quoting). */
export function readCodes(folder: string): Map<string, string> {
  const [, ...lines] = readFileSync(path.join(folder, "codes.csv"), "utf8").trim().split(/\r?\n/);
  const codes = new Map<string, string>();
  for (const line of lines) {
    const [subject = "", , code = ""] = line.split(",");
    codes.set(subject.replace(/^"|"$/g, ""), code.replace(/^"|"$/g, ""));
  }
  return codes;
}

/**
 * A made-up adult's national identity number for parent `index`, valid by the shop's own rule (the invoice asks for
 * one): birth dates from 1 January 1980 on, individual numbers from 100 on until both check digits work out.
 */
export function identityNumber(index: number, today = new Date()): string {
  const birth = new Date(Date.UTC(1980, 0, 1) + index * 86_400_000);
  const date = [birth.getUTCDate(), birth.getUTCMonth() + 1, birth.getUTCFullYear() % 100]
    .map((n) => String(n).padStart(2, "0"))
    .join("");
  for (let individual = 100; individual < 500; individual += 1) {
    for (let k1 = 0; k1 < 10; k1 += 1) {
      for (let k2 = 0; k2 < 10; k2 += 1) {
        const candidate = `${date}${individual}${k1}${k2}`;
        if (checkNationalIdNumber(candidate, today).ok) return candidate;
      }
    }
  }
  throw new Error(`no identity number for parent ${index + 1}`);
}
