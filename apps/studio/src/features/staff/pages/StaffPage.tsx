import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Users } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useStaffList } from "../api/staff-list.ts";
import { StaffTable } from "../components/StaffTable.tsx";

/** The owner's list of everyone who works in the studio: name, e-mail, role and whether they have set up. */
export function StaffPage() {
  const { t } = useTranslation();
  const staff = useStaffList();
  return (
    <>
      <PageHeader title={t("staff.title")} />
      {staff.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : staff.isError ? (
        <ErrorState message={staff.error.message} onRetry={() => void staff.refetch()} />
      ) : staff.data.staff.length === 0 ? (
        <EmptyState icon={Users} text={t("staff.empty")} />
      ) : (
        <StaffTable staff={staff.data.staff} />
      )}
    </>
  );
}
