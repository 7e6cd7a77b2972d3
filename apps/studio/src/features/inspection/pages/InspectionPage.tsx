import { buttonClass } from "@shop/ui/button-styles";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Package } from "lucide-react";
import { useParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useInspection } from "../api/inspection.ts";
import { InspectionDeadline } from "../components/InspectionDeadline.tsx";
import { InspectionTable } from "../components/InspectionTable.tsx";
import { SentHomeForm } from "../components/SentHomeForm.tsx";

/**
 * /studio/jobs/:jobUuid/inspection: the job's picture packages sent home for inspection (spec 01 'Cancel picture
 * packages'): which families have one, what each keeps and returns, by when, a CSV for packing, and marking more.
 */
export function InspectionPage() {
  const { t, language } = useTranslation();
  const { jobUuid = "" } = useParams();
  const inspection = useInspection(jobUuid);
  if (inspection.isPending) return <LoadingState text={t("common.loading")} />;
  if (inspection.isError)
    return <ErrorState message={inspection.error.message} onRetry={() => void inspection.refetch()} />;
  const { job, deadline, packages, subjects, counts } = inspection.data;
  const csvLanguage = language.startsWith("nb") ? "nb" : "en";
  return (
    <>
      <PageHeader
        title={t("inspection.title", { job: job.name })}
        back={{ to: `/jobs/${job.uuid}`, label: job.name }}
      >
        <p className="max-w-prose text-muted">{t("inspection.intro")}</p>
      </PageHeader>
      <div className="flex max-w-5xl flex-col gap-8">
        <section aria-labelledby="inspection-at-home" className="flex flex-col gap-4">
          <h2 id="inspection-at-home" className="text-xl font-bold">
            {t("inspection.atHome")}
          </h2>
          <InspectionDeadline jobUuid={jobUuid} deadline={deadline} />
          {packages.length === 0 ? (
            <EmptyState icon={Package} text={t("inspection.empty")} />
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-4">
                <p data-testid="inspection-counts">{t("inspection.counts", counts)}</p>
                <a
                  href={`/api/studio/jobs/${jobUuid}/inspection.csv?lang=${csvLanguage}`}
                  download
                  className={buttonClass("secondary", undefined, "small")}
                >
                  {t("inspection.csv")}
                </a>
              </div>
              <InspectionTable packages={packages} deadline={deadline} />
            </>
          )}
        </section>
        <section aria-labelledby="inspection-send" className="flex flex-col gap-4">
          <h2 id="inspection-send" className="text-xl font-bold">
            {t("inspection.sendTitle")}
          </h2>
          <p className="max-w-prose text-muted">{t("inspection.sendIntro")}</p>
          {subjects.length === 0 ? (
            <p>{t("inspection.noSubjects")}</p>
          ) : (
            <SentHomeForm jobUuid={jobUuid} subjects={subjects} />
          )}
        </section>
      </div>
    </>
  );
}
