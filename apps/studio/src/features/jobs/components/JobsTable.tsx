import type { StudioJob } from "@shop/contracts/studio-jobs";
import { Link } from "react-router";
import { formatDay, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

function formatDate(iso: string | null, language: string): string {
  return iso === null ? "–" : formatDay(language, iso);
}

/** The shop's jobs, one row each: its name links to its page. */
export function JobsTable({ jobs, currency }: { jobs: readonly StudioJob[]; currency: string }) {
  const { t, language } = useTranslation();
  const heads = [
    "name",
    "type",
    "year",
    "subjects",
    "redeemed",
    "orders",
    "revenue",
    "deadlines",
    "archived",
  ];
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("jobs.title")}</caption>
        <thead className="border-b border-border text-muted">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className="px-3 py-3">
                {t(`jobs.columns.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.uuid} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-3 py-3 font-semibold">
                <Link to={job.uuid} className="text-primary hover:underline">
                  {job.name}
                </Link>
                {job.correctionsToReview > 0 && (
                  <span className="mt-1 block w-fit rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
                    {t("jobs.toReview", { count: job.correctionsToReview })}
                  </span>
                )}
              </th>
              <td className="px-3 py-3">{t(`jobs.types.${job.type}`)}</td>
              <td className="px-3 py-3">{job.year}</td>
              <td className="px-3 py-3">{job.subjectCount}</td>
              <td className="px-3 py-3">
                {t("jobs.redeemedOf", { count: job.redeemedCount, percent: job.redeemedPercent })}
              </td>
              <td className="px-3 py-3">{job.orderCount}</td>
              <td className="px-3 py-3">{formatMoney(language, job.revenue, currency)}</td>
              <td className="px-3 py-3">
                <div>{t("jobs.yearbookShort", { date: formatDate(job.yearbookPoseDeadline, language) })}</div>
                <div>
                  {t("jobs.correctionsShort", { date: formatDate(job.nameCorrectionDeadline, language) })}
                </div>
                <div>{t("jobs.orderShort", { date: formatDate(job.orderDeadline, language) })}</div>
              </td>
              <td className="px-3 py-3">{job.archived ? t("jobs.yes") : t("jobs.no")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
