import type { ImportProblem } from "@shop/contracts/job-imports";
import { useTranslation } from "../../../lib/i18n.ts";

/** The roster's problems by line of roster.csv (line 0: the import as a whole); nothing is imported until none is left. */
export function ProblemsTable({ problems }: { problems: readonly ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-danger/40 bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-danger">
          {t("imports.problemsCaption")}
        </caption>
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("imports.line")}
            </th>
            <th scope="col" className="px-3 py-2">
              {t("imports.problem")}
            </th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem) => (
            // A line may have several problems, each once: line and text together are unique.
            <tr key={`${problem.line}:${problem.message}`} className="border-b border-border last:border-b-0">
              <td className="px-3 py-2 tabular-nums">{problem.line === 0 ? "–" : problem.line}</td>
              <td className="px-3 py-2">{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
