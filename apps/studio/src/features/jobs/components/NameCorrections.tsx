import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useJobCorrections } from "../api/corrections.ts";

/**
 * The names and classes parents corrected in the job, oldest first, beside the photographer's: a correction applies
 * when the parent saves it (decision 0035), so the studio reads what to print, as `job corrections` prints it.
 */
export function NameCorrections({ jobUuid }: { jobUuid: string }) {
  const { t, language } = useTranslation();
  const corrections = useJobCorrections(jobUuid);
  const named = (name: string, group: string | null) =>
    group === null ? name : t("jobCorrections.inClass", { name, group });
  return (
    <section aria-labelledby="corrections-heading" className="flex flex-col gap-3">
      <h2 id="corrections-heading" className="text-xl font-bold">
        {t("jobCorrections.title")}
      </h2>
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
                <th scope="col" className="px-3 py-3">
                  {t("jobCorrections.subject")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("jobCorrections.class")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("jobCorrections.before")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("jobCorrections.after")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("jobCorrections.when")}
                </th>
              </tr>
            </thead>
            <tbody>
              {corrections.data.corrections.map((c) => (
                <tr
                  key={`${c.subjectUuid} ${c.correctedAt}`}
                  className="border-b border-border last:border-b-0"
                >
                  <th scope="row" className="px-3 py-3 font-semibold">
                    {c.originalName}
                  </th>
                  <td className="px-3 py-3">{c.originalGroup ?? t("job.noClass")}</td>
                  <td className="px-3 py-3">{named(c.previousName, c.previousGroup)}</td>
                  <td className="px-3 py-3 font-semibold">{named(c.name, c.group)}</td>
                  <td className="px-3 py-3 whitespace-nowrap">{formatTime(language, c.correctedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
