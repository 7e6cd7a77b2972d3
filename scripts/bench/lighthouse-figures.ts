import type { Figure } from "./figures.ts";
import type { Report } from "./report.ts";
import { targets } from "./targets.ts";

/** What scripts/lighthouse.ts gives for one page: the median of its runs, times in ms, score 0–100. */
export interface LighthousePage {
  page: string;
  path?: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
}
type LighthouseFigures = (baseUrl: string, options?: { runs?: number }) => Promise<LighthousePage[]>;

/**
 * scripts/lighthouse.ts, when it is there: the module is looked up at run time, so the bench runs (and prints
 * "Lighthouse: not available") without it.
 */
async function lighthouseModule(): Promise<LighthouseFigures | null> {
  const url = new URL("../lighthouse.ts", import.meta.url);
  try {
    const module = (await import(url.href)) as { lighthouseFigures?: LighthouseFigures };
    return module.lighthouseFigures ?? null;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ERR_MODULE_NOT_FOUND" && String((error as Error).message).includes(url.pathname))
      return null;
    throw error;
  }
}

function isFrontPage(page: LighthousePage): boolean {
  return page.path === "/" || page.page.toLowerCase().includes("front");
}

/** The pages' Lighthouse figures (mobile profile) next to issue 10's and issue 34's targets. */
export function lighthouseRows(pages: readonly LighthousePage[]): Figure[] {
  const rows: Figure[] = [];
  for (const page of pages) {
    const name = `Lighthouse, ${page.page}`;
    if (isFrontPage(page)) {
      rows.push(
        {
          figure: `${name}: performance`,
          measured: page.score,
          unit: "score",
          target: { compare: "≥", value: targets.lighthouse.frontScore, on: "measured" },
        },
        {
          figure: `${name}: LCP`,
          measured: page.lcp,
          unit: "ms",
          target: { compare: "≤", value: targets.lighthouse.frontLcpMs, on: "measured" },
        },
        {
          figure: `${name}: TBT`,
          measured: page.tbt,
          unit: "ms",
          target: { compare: "≤", value: targets.lighthouse.frontTbtMs, on: "measured" },
        },
      );
    } else {
      rows.push(
        {
          figure: `${name}: performance`,
          measured: page.score,
          unit: "score",
          target: { compare: "≥", value: targets.lighthouse.pageScore, on: "measured" },
        },
        {
          figure: `${name}: LCP`,
          measured: page.lcp,
          unit: "ms",
          target: { compare: "≤", value: targets.lighthouse.pageLcpMs, on: "measured" },
        },
      );
    }
  }
  return rows;
}

export async function measureLighthouse(baseUrl: string, runs: number, report: Report): Promise<void> {
  const lighthouseFigures = await lighthouseModule();
  if (!lighthouseFigures) {
    report.note("Lighthouse: not available (scripts/lighthouse.ts is missing)");
    return;
  }
  const pages = await lighthouseFigures(baseUrl, { runs });
  for (const page of pages) {
    report.note(
      `Lighthouse (mobile), ${page.page}, median of ${runs}: performance ${page.score}, FCP ${Math.round(page.fcp)} ms, ` +
        `LCP ${Math.round(page.lcp)} ms, TBT ${Math.round(page.tbt)} ms, ${Math.round(page.bytes / 1024)} KiB`,
    );
  }
  report.add(...lighthouseRows(pages));
}
