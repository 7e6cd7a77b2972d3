import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

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
  files: { fileName: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * The JavaScript a browser must fetch before the front page runs: every entry chunk and every chunk those import
 * statically (which is what the built index.html preloads). Lazy routes and the other languages' texts are dynamic
 * imports and stay out. Gzip at level 9, as the bench measures what Chromium loads.
 */
export function frontPageScripts(bundle: BudgetBundle): FrontPageScripts {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== "chunk") return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const item of Object.values(bundle)) if (item.type === "chunk" && item.isEntry) visit(item.fileName);
  const files = [...seen].map((fileName) => {
    const chunk = bundle[fileName] as BudgetChunk;
    return { fileName, gzipBytes: gzipSync(chunk.code, { level: 9 }).length };
  });
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export function budgetReport(
  scripts: FrontPageScripts,
  budgetBytes: number,
): { over: boolean; message: string } {
  const over = scripts.gzipBytes > budgetBytes;
  const summary = `front page JavaScript: ${scripts.gzipBytes} B gzip in ${scripts.files.length} files, budget ${budgetBytes} B`;
  if (!over) return { over, message: summary };
  const largest = [...scripts.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 5)
    .map((file) => `${file.fileName} ${file.gzipBytes} B`)
    .join(", ");
  return {
    over,
    message: `${summary}: over by ${scripts.gzipBytes - budgetBytes} B (largest: ${largest}). Cut the front page's imports or, if the growth is wanted, raise the budget in apps/web/vite.config.ts.`,
  };
}

/** Fails the build when the front page's JavaScript grows past the budget. */
export function frontPageBudget(budgetBytes: number): Plugin {
  return {
    name: "shop:front-page-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const report = budgetReport(frontPageScripts(bundle as unknown as BudgetBundle), budgetBytes);
      if (report.over) this.error(report.message);
      this.info(report.message);
    },
  };
}
