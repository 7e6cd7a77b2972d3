import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";
import { staticClosure } from "./static-closure.ts";

/** The parts of an output chunk the budget reads; Rollup's and Rolldown's chunks both have them. */
export interface BudgetChunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
}
export type BudgetBundle = Record<string, BudgetChunk | { type: "asset" }>;

export interface FrontPageScripts {
  files: { fileName: string; brotliBytes: number; gzipBytes: number }[];
  /** What a browser downloads: the server sends the build's Brotli copies (scripts/precompress.ts) to all that take it. */
  brotliBytes: number;
  /** What a browser without Brotli downloads. */
  gzipBytes: number;
}

/** As scripts/precompress.ts writes the copies the server sends. */
function brotliSize(code: string): number {
  const data = Buffer.from(code);
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }).length;
}

/**
 * The JavaScript a browser must fetch before the front page runs: every entry chunk and every chunk those import
 * statically (which is what the built index.html preloads). Lazy routes and the other languages' texts are dynamic
 * imports and stay out. Brotli at its highest quality, as the build's copies are made and sent; gzip at level 9 beside it.
 */
export function frontPageScripts(bundle: BudgetBundle): FrontPageScripts {
  const entries = Object.values(bundle).flatMap((item) =>
    item.type === "chunk" && item.isEntry ? [item.fileName] : [],
  );
  const files = staticClosure(bundle, entries).map((fileName) => {
    const chunk = bundle[fileName] as BudgetChunk;
    return {
      fileName,
      brotliBytes: brotliSize(chunk.code),
      gzipBytes: gzipSync(chunk.code, { level: 9 }).length,
    };
  });
  const sum = (bytes: (file: (typeof files)[number]) => number) =>
    files.reduce((total, f) => total + bytes(f), 0);
  return { files, brotliBytes: sum((f) => f.brotliBytes), gzipBytes: sum((f) => f.gzipBytes) };
}

export function budgetReport(
  scripts: FrontPageScripts,
  budgetBytes: number,
): { over: boolean; message: string } {
  const over = scripts.brotliBytes > budgetBytes;
  const summary = `front page JavaScript: ${scripts.brotliBytes} B Brotli (${scripts.gzipBytes} B gzip) in ${scripts.files.length} files, budget ${budgetBytes} B Brotli`;
  if (!over) return { over, message: summary };
  const largest = [...scripts.files]
    .sort((a, b) => b.brotliBytes - a.brotliBytes)
    .slice(0, 5)
    .map((file) => `${file.fileName} ${file.brotliBytes} B`)
    .join(", ");
  return {
    over,
    message: `${summary}: over by ${scripts.brotliBytes - budgetBytes} B (largest: ${largest}). Cut the front page's imports or, if the growth is wanted, raise the budget in apps/web/vite.config.ts.`,
  };
}

/**
 * Fails the build when the front page's JavaScript grows past the budget. It reads the chunks as written, after
 * Vite's own plugins have rewritten them (the preload helper and its dependency lists), so it counts the bytes sent.
 */
export function frontPageBudget(budgetBytes: number): Plugin {
  return {
    name: "shop:front-page-budget",
    apply: "build",
    enforce: "post",
    writeBundle(_options, bundle) {
      const report = budgetReport(frontPageScripts(bundle as unknown as BudgetBundle), budgetBytes);
      if (report.over) this.error(report.message);
      this.info(report.message);
    },
  };
}
