import { StudioRetouchState, type StudioRetouchTask } from "@shop/contracts/studio-retouch";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import {
  type RetouchFilter,
  retouchQueueQuery,
  useRetouchJobs,
  useRetouchQueue,
} from "../api/retouch-queue.ts";
import { RetouchFilters } from "../components/RetouchFilters.tsx";
import { RetouchPager } from "../components/RetouchPager.tsx";
import { RetouchTable } from "../components/RetouchTable.tsx";

/** The filter as the address keeps it (?job=…&state=…&page=…), so a link from a job's page opens its queue. */
function filterOf(params: URLSearchParams): RetouchFilter {
  const state = StudioRetouchState.safeParse(params.get("state"));
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    job: params.get("job"),
    state: state.success ? state.data : "waiting",
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The retouch parents bought, per picture, with the retouched file uploaded in the browser. */
export function RetouchQueuePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const queue = useRetouchQueue(filter);
  const jobs = useRetouchJobs();
  const client = useQueryClient();

  const change = (next: Partial<RetouchFilter>) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams();
    if (merged.job !== null) search.set("job", merged.job);
    if (merged.state !== "waiting") search.set("state", merged.state);
    if (merged.page > 1) search.set("page", String(merged.page));
    setParams(search);
  };
  // The uploaded row stays on this page, as done, with its new picture.
  const uploaded = (task: StudioRetouchTask) =>
    client.setQueryData(retouchQueueQuery(filter).queryKey, (old) =>
      old === undefined ? old : { ...old, items: old.items.map((i) => (i.uuid === task.uuid ? task : i)) },
    );

  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pageSize)) : 1;
  return (
    <>
      <PageHeader title={t("retouchQueue.title")}>
        <p className="max-w-prose text-muted">{t("retouchQueue.intro")}</p>
      </PageHeader>
      <div className="flex flex-col gap-6">
        <RetouchFilters
          jobs={jobs.data?.jobs ?? []}
          job={filter.job}
          state={filter.state}
          onChange={(next) => change({ ...next, page: 1 })}
        />
        {queue.isPending ? (
          <LoadingState text={t("common.loading")} />
        ) : queue.isError ? (
          <ErrorState message={queue.error.message} onRetry={() => void queue.refetch()} />
        ) : queue.data.items.length === 0 ? (
          <EmptyState icon={Sparkles} text={t(`retouchQueue.empty.${filter.state}`)} />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <RetouchTable tasks={queue.data.items} onUploaded={uploaded} />
            {pages > 1 && (
              <RetouchPager
                page={filter.page}
                pages={pages}
                total={queue.data.total}
                onPage={(page) => change({ page })}
              />
            )}
          </div>
        )}
      </div>
    </>
  );
}
