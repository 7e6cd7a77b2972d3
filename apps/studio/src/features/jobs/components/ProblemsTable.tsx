import type { ImportProblem } from "@shop/contracts/job-imports";
import { useTranslation } from "../../../lib/i18n.ts";
import { importProblemText } from "./import-problem-text.ts";

const kinds = {
  // Nothing is imported until no problem is left.
  problems: {
    frame: "border-danger/40",
    caption: "text-danger",
    captionKey: "imports.problemsCaption",
    columnKey: "imports.problem",
  },
  // What a (re-)import keeps, skips or replaces: read before confirming, nothing to fix.
  warnings: {
    frame: "border-border",
    caption: "text-text",
    captionKey: "imports.warningsCaption",
    columnKey: "imports.warning",
  },
} as const;

/**
 * The roster check's lines by line of roster.csv (line 0: the import as a whole): its problems, or its warnings of
 * what the import keeps, skips or replaces.
 */
export function ProblemsTable({
  problems,
  kind = "problems",
}: {
  problems: readonly ImportProblem[];
  kind?: keyof typeof kinds;
}) {
  const { t } = useTranslation();
  const style = kinds[kind];
  return (
    <div className={`overflow-x-auto rounded-xl border bg-surface ${style.frame}`}>
      <table className="w-full text-left text-sm">
        <caption className={`px-3 py-2 text-left font-semibold ${style.caption}`}>
          {t(style.captionKey)}
        </caption>
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("imports.line")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t(style.columnKey)}
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            // A line may have several problems, each once: line, code and values together are unique.
            <tr
              key={`${problem.line}:${problem.code}:${JSON.stringify(problem.params)}`}
              className="border-b border-border last:border-b-0"
            >
              <td className="px-3 py-2 tabular-nums">{problem.line === 0 ? "–" : problem.line}</td>
              <td className="px-3 py-2">{importProblemText(t, problem)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
