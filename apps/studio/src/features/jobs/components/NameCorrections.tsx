import { Button } from "@shop/ui/Button";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAcceptAllCorrections, useJobCorrections } from "../api/corrections.ts";
import { CorrectionRow } from "./CorrectionRow.tsx";

/**
 * The names and classes parents corrected in the job, oldest first, beside the photographer's, for the photographer to
 * accept or reject (decision 0063): a correction applies when the parent saves it (decision 0035), so until it is
 * reviewed the shop already prints it; a rejection puts the name before it back.
 */
export function NameCorrections({ jobUuid }: { jobUuid: string }) {
  const { t } = useTranslation();
  const corrections = useJobCorrections(jobUuid);
  const acceptAll = useAcceptAllCorrections(jobUuid);
  const toReview = corrections.data?.toReview ?? 0;
  return (
    <section aria-labelledby="corrections-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="corrections-heading" className="text-xl font-bold">
          {t("jobCorrections.title")}
        </h2>
        {corrections.isSuccess && (
          <p className="text-muted" role="status">
            {toReview === 0
              ? t("jobCorrections.noneToReview")
              : t("jobCorrections.toReview", { count: toReview })}
          </p>
        )}
        {toReview > 0 && (
          <Button
            variant="secondary"
            size="small"
            className="ml-auto"
            loading={acceptAll.isPending}
            onClick={() => acceptAll.mutate()}
          >
            {t("jobCorrections.acceptAll")}
          </Button>
        )}
      </div>
      {acceptAll.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {acceptAll.error.message}
        </p>
      )}
      {corrections.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : corrections.isError ? (
        <ErrorState message={corrections.error.message} onRetry={() => void corrections.refetch()} />
      ) : corrections.data.corrections.length === 0 ? (
        <p className="text-muted">{t("jobCorrections.none")}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("jobCorrections.title")}</caption>
            <thead className="border-b border-border text-muted">
              <tr>
                {(["subject", "change", "who", "when", "review"] as const).map((head) => (
                  <th key={head} scope="col" className="px-3 py-3">
                    {t(`jobCorrections.${head}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {corrections.data.corrections.map((c) => (
                <CorrectionRow key={c.uuid} jobUuid={jobUuid} correction={c} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
