import { buttonClass } from "@shop/ui/button-styles";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useParams } from "react-router";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { JobSales } from "../../sales/components/JobSales.tsx";
import { useJob } from "../api/jobs.ts";
import { ClassLetters } from "../components/ClassLetters.tsx";
import { GreenScreen } from "../components/GreenScreen.tsx";
import { JobSettings } from "../components/JobSettings.tsx";
import { NameCorrections } from "../components/NameCorrections.tsx";
import { PackageOffers } from "../components/PackageOffers.tsx";
import { SubjectCodes } from "../components/SubjectCodes.tsx";

/**
 * A job: its figures, the code letters (all, or one class's), a re-import, its deadlines and archiving, its subjects by class, the names
 * parents corrected, its green screen and its packages.
 */
export function JobPage() {
  const { t, language } = useTranslation();
  const { jobUuid = "" } = useParams();
  const job = useJob(jobUuid);
  if (job.isPending) return <LoadingState text={t("common.loading")} />;
  if (job.isError) return <ErrorState message={job.error.message} onRetry={() => void job.refetch()} />;
  const { job: data, classes, currency } = job.data;
  return (
    <>
      <PageHeader title={data.name} back={{ to: "..", label: t("jobs.title") }}>
        <p className="text-muted">
          {t("job.summary", {
            type: t(`jobs.types.${data.type}`),
            year: data.year,
            subjects: data.subjectCount,
            redeemed: data.redeemedCount,
            percent: data.redeemedPercent,
            orders: data.orderCount,
            revenue: formatMoney(language, data.revenue, currency),
          })}
        </p>
        <div className="flex flex-wrap items-end gap-3 pt-2">
          <a href={`/api/studio/jobs/${data.uuid}/letters.pdf`} download className={buttonClass("primary")}>
            {t("job.letters")}
          </a>
          <LinkButton
            variant="secondary"
            to={`../import?name=${encodeURIComponent(data.name)}`}
            relative="path"
          >
            {t("job.reimport")}
          </LinkButton>
          <ClassLetters jobUuid={data.uuid} classes={classes} />
          {/* Issue 32, status32: the job's delivery by class. */}
          <LinkButton variant="secondary" to="delivery" relative="path">
            {t("orderStatusChange.deliveryLink")}
          </LinkButton>
          {/* Production runs (issue 32, runs32): start one for this job. */}
          <LinkButton variant="secondary" to={`/production?job=${data.uuid}`}>
            {t("production.fromJob")}
          </LinkButton>
        </div>
        {/* Issue 32 (retouch32): the job's retouch queue and its packages sent home for inspection. */}
        <div className="flex flex-wrap gap-3 pt-2">
          <LinkButton variant="secondary" to={`/retouch?job=${data.uuid}`}>
            {t("retouchQueue.jobLink")}
          </LinkButton>
          <LinkButton variant="secondary" to="inspection" relative="path">
            {t("inspection.jobLink")}
          </LinkButton>
        </div>
      </PageHeader>
      <div className="flex max-w-4xl flex-col gap-8">
        <JobSettings job={data} />
        <SubjectCodes jobUuid={data.uuid} classes={classes} />
        <NameCorrections jobUuid={data.uuid} />
        <GreenScreen jobUuid={data.uuid} />
        <PackageOffers jobUuid={data.uuid} />
      </div>
      {/* Issue 32 (numbers32): the job's sales, wider than the sections above for its chart and tables. */}
      <div className="pt-8">
        <JobSales jobUuid={data.uuid} />
      </div>
    </>
  );
}
