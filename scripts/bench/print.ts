import sharp from "sharp";
import { loadServerFonts } from "../../apps/server/src/modules/templates/measure.ts";
import { type EncodedCache, renderPrintPdf } from "../../apps/server/src/modules/templates/print.ts";
import { parseTemplateInstance } from "../../packages/render/src/template.ts";
import { aFilledInstance, aWallCalendar } from "../../packages/render/src/test-templates.ts";
import { percentile } from "./percentiles.ts";
import type { Report } from "./report.ts";
import { targets } from "./targets.ts";

/** Thirteen camera-sized JPEGs (6000×4000, 24 MP) of their own, with the grain of a photo so they compress like one. */
async function pictures(count: number): Promise<Buffer[]> {
  const made: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const grain = await sharp({
      create: {
        width: 1500,
        height: 1000,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 110 + index * 5, sigma: 35 },
      },
    })
      .blur(0.8)
      .png()
      .toBuffer();
    made.push(await sharp(grain).resize(6000, 4000).jpeg({ quality: 90 }).toBuffer());
  }
  return made;
}

const effects = {
  original: "pictures as they are",
  sepia: "Sepia on every picture",
  bw: "Black and white on every picture",
} as const;

/**
 * The print PDF of a 13-page 20×30 wall calendar (issue 11), in this process: a distinct picture on each page,
 * fonts already loaded (once per server process), the median of `runs` after a warm-up run. Then the same
 * calendar with Sepia, and with Black and white, on every picture, which has to decode each picture and encode it
 * again at the print's size (issue 34: ≤ 2 s like the plain one); no cache, so each run encodes them all. A last
 * run with a cache, as the shop keeps them in its storage, is a note.
 */
export async function measurePrintPdf(runs: number, report: Report): Promise<void> {
  const calendar = aWallCalendar();
  const filled = aFilledInstance(calendar, { year: 2027 });
  const files = await pictures(Object.keys(filled.images).length);
  const instanceWith = (effect: keyof typeof effects) => {
    const images: Record<string, unknown> = {};
    Object.entries(filled.images).forEach(([field, choice], index) => {
      images[field] = { ...choice, effect, picture: { uuid: `bench-${index}`, width: 6000, height: 4000 } };
    });
    return parseTemplateInstance({ ...filled, images });
  };
  const source = async (uuid: string) => files[Number(uuid.slice("bench-".length))];

  let started = performance.now();
  const fonts = await loadServerFonts();
  const fontsMs = performance.now() - started;
  const pictureMb = files.reduce((sum, file) => sum + file.byteLength, 0) / 1e6;
  report.note(
    `13 pages, 13 pictures of 6000×4000 (${pictureMb.toFixed(1)} MB of JPEG); fonts loaded in ${Math.round(fontsMs)} ms`,
  );
  let plainMs: number | undefined;
  for (const effect of ["original", "sepia", "bw"] as const) {
    const instance = instanceWith(effect);
    started = performance.now();
    const first = await renderPrintPdf(calendar, instance, { pictures: source, fonts });
    const firstMs = performance.now() - started;
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      started = performance.now();
      await renderPrintPdf(calendar, instance, { pictures: source, fonts });
      times.push(performance.now() - started);
    }
    report.note(
      `${effects[effect]}: ${(first.byteLength / 1e6).toFixed(1)} MB of PDF; ` +
        `first run ${Math.round(firstMs)} ms, then ${times.map(Math.round).join(", ")} ms`,
    );
    const median = percentile(times, 50);
    const target = { compare: "≤", value: targets.printCalendarMs, on: "measured" } as const;
    if (effect === "original") {
      plainMs = median;
      report.add({ figure: "print PDF, 13-page 20×30 wall calendar", measured: median, unit: "ms", target });
    } else {
      report.add({
        figure: `print PDF, the same with ${effect === "sepia" ? "Sepia" : "Black and white"} on every picture`,
        measured: median,
        unit: "ms",
        ...(plainMs === undefined ? {} : { peer: plainMs, ratio: "times" as const }),
        target,
      });
    }
  }
  const kept = new Map<string, Uint8Array>();
  const encoded: EncodedCache = {
    get: async (picture, recipe) => kept.get(`${picture}/${recipe}`),
    put: async (picture, recipe, bytes) => void kept.set(`${picture}/${recipe}`, bytes),
  };
  await renderPrintPdf(calendar, instanceWith("sepia"), { pictures: source, fonts, encoded });
  started = performance.now();
  await renderPrintPdf(calendar, instanceWith("sepia"), { pictures: source, fonts, encoded });
  report.note(
    `Sepia again, its pictures kept from the run before (as the shop's storage keeps them): ${Math.round(performance.now() - started)} ms`,
  );
}
