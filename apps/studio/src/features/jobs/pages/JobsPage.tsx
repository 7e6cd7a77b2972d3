import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Images } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useJobList } from "../api/jobs.ts";
import { JobsTable } from "../components/JobsTable.tsx";

/** The shop's jobs with their codes redeemed, orders and revenue; a new job or a re-import starts here. */
export function JobsPage() {
  const { t } = useTranslation();
  const jobs = useJobList();
  return (
    <>
      <PageHeader title={t("jobs.title")}>
        <div>
          <LinkButton to="import">{t("jobs.newImport")}</LinkButton>
        </div>
      </PageHeader>
      {jobs.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : jobs.isError ? (
        <ErrorState message={jobs.error.message} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState icon={Images} text={t("jobs.empty")} />
      ) : (
        <JobsTable jobs={jobs.data.jobs} currency={jobs.data.currency} />
      )}
    </>
  );
}
