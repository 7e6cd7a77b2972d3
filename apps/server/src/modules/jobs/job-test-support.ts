import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ImportProblem } from "@shop/contracts/job-imports";
import sharp from "sharp";
import { parseCsv } from "./csv.ts";
import { importProblemText } from "./import-problem-text.ts";

/** A small real picture file: JPEG by default, PNG when the name says so. */
export async function pictureFile(width = 40, height = 50, hue = 120): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 90, b: 200 - (hue % 200) } },
  });
  return image.jpeg().toBuffer();
}

/** A job folder in the temp directory with a roster and the named pictures (each a small JPEG unless given). */
export async function jobFolder(
  roster: string,
  files: Record<string, Buffer | "jpeg" | "png">,
): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "shop-job-"));
  await writeFile(path.join(folder, "roster.csv"), roster);
  let hue = 10;
  for (const [name, content] of Object.entries(files)) {
    hue += 30;
    const data =
      content === "jpeg"
        ? await pictureFile(40, 50, hue)
        : content === "png"
          ? await sharp({ create: { width: 30, height: 20, channels: 4, background: "#3366cc" } })
              .png()
              .toBuffer()
          : content;
    await writeFile(path.join(folder, name), data);
  }
  return folder;
}

/** The rows of codes.csv as objects. */
export async function readCodes(
  folder: string,
): Promise<Array<{ subject: string; group: string; code: string }>> {
  const [, ...rows] = parseCsv(await readFile(path.join(folder, "codes.csv"), "utf8"));
  return rows.map((r) => ({ subject: r.fields[0] ?? "", group: r.fields[1] ?? "", code: r.fields[2] ?? "" }));
}

/** Problems or warnings as the command line words them, to compare with the English it has always printed. */
export function inEnglish(problems: readonly ImportProblem[]): Array<{ line: number; message: string }> {
  return problems.map((problem) => ({ line: problem.line, message: importProblemText(problem) }));
}
