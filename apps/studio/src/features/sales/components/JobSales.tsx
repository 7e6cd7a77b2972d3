import { useTranslation } from "../../../lib/i18n.ts";
import { salesCsvHref, useJobSales } from "../api/sales.ts";
import { SalesSection } from "./SalesSection.tsx";

/** A job's sales over its order window, on the job's page. */
export function JobSales({ jobUuid }: { jobUuid: string }) {
  const { t } = useTranslation();
  const sales = useJobSales(jobUuid);
  return (
    <SalesSection
      id="job-sales"
      title={t("sales.title")}
      sales={sales}
      csvHref={salesCsvHref({ job: jobUuid })}
    />
  );
}
