import { productionRunsPageSize } from "@shop/contracts/studio-production";
import { Button } from "@shop/ui/Button";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Factory } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useRuns } from "../api/runs.ts";
import { RunsTable } from "../components/RunsTable.tsx";
import { StartRunForm } from "../components/StartRunForm.tsx";

/** Production: start a run of a job's paid orders, follow it while it is made, download its files, run it again. */
export function ProductionPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [page, setPage] = useState(1);
  const runs = useRuns(page);
  const pages = Math.max(1, Math.ceil((runs.data?.total ?? 0) / productionRunsPageSize));
  return (
    <>
      <PageHeader title={t("production.title")}>
        <p className="text-muted">{t("production.intro")}</p>
      </PageHeader>
      <div className="flex flex-col gap-6">
        <StartRunForm initialJob={search.get("job") ?? ""} />
        <section aria-labelledby="production-runs" className="flex flex-col gap-3">
          <h2 id="production-runs" className="text-lg font-semibold">
            {t("production.runs")}
          </h2>
          {runs.isPending ? (
            <LoadingState text={t("common.loading")} />
          ) : runs.isError ? (
            <ErrorState message={runs.error.message} onRetry={() => void runs.refetch()} />
          ) : runs.data.runs.length === 0 ? (
            <EmptyState icon={Factory} text={t("production.empty")} />
          ) : (
            <>
              <RunsTable runs={runs.data.runs} />
              {pages > 1 && (
                <nav aria-label={t("production.pages")} className="flex items-center gap-3">
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    {t("production.previous")}
                  </Button>
                  <span className="text-sm">{t("production.page", { page, pages })}</span>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t("production.next")}
                  </Button>
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}
