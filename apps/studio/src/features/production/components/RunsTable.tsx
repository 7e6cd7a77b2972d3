import type { ProductionRun } from "@shop/contracts/studio-production";
import { Button } from "@shop/ui/Button";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { productionErrorText } from "../api/error-text.ts";
import { useRunAgain } from "../api/runs.ts";
import { RunFiles } from "./RunFiles.tsx";

/** The runs, newest first: what each took, how far it is, who started it, its files and 'Run again'. */
export function RunsTable({ runs }: { runs: readonly ProductionRun[] }) {
  const { t, language } = useTranslation();
  const again = useRunAgain();
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left">
        <caption className="sr-only">{t("production.runs")}</caption>
        <thead className="border-b border-border text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("production.columns.job")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("production.columns.state")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("production.columns.started")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("production.columns.files")}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t("production.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.uuid} className="border-b border-border align-top last:border-b-0">
              <td className="px-4 py-3">
                <span className="font-semibold">{run.job.name}</span>
                <span className="block text-sm text-muted">
                  {[
                    run.deliveryType
                      ? t(`production.delivery.${run.deliveryType}`)
                      : t("production.start.allDeliveries"),
                    run.group ?? t("production.start.allClasses"),
                  ].join(" · ")}
                </span>
              </td>
              <td className="px-4 py-3">
                <span className="font-semibold">{t(`production.states.${run.state}`)}</span>
                <label className="mt-1 flex flex-col gap-1 text-sm">
                  {t("production.ordersDone", { done: run.ordersDone, count: run.ordersTotal })}
                  <progress className="h-2 w-32" max={Math.max(run.ordersTotal, 1)} value={run.ordersDone} />
                </label>
                {run.error !== null && <span className="block text-sm text-danger">{run.error}</span>}
              </td>
              <td className="px-4 py-3 text-sm">
                <time dateTime={run.createdAt}>{formatTime(language, run.createdAt)}</time>
                <span className="block break-all text-muted">{run.startedBy}</span>
              </td>
              <td className="px-4 py-3 text-sm">
                <RunFiles run={run} />
              </td>
              <td className="px-4 py-3">
                {(run.state === "done" || run.state === "failed") && (
                  <Button
                    variant="secondary"
                    size="small"
                    loading={again.isPending && again.variables === run.uuid}
                    onClick={() => again.mutate(run.uuid)}
                    aria-label={t("production.again.label", { job: run.job.name })}
                  >
                    {t("production.again.button")}
                  </Button>
                )}
                {again.isError && again.variables === run.uuid && (
                  <span role="alert" className="block text-sm text-danger">
                    {productionErrorText(t, again.error)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
