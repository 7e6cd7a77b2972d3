import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { PackageCheck } from "lucide-react";
import { useParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDelivery } from "../api/order-status.ts";
import { classCounts } from "../class-counts.ts";
import { ClassDeliveryRow } from "../components/ClassDeliveryRow.tsx";

/**
 * A job's delivery (issue 32): its placed orders counted by class and status, and a class's school orders moved at
 * once: ready for pickup at the school when the boxes arrive, collected when they are handed out.
 */
export function DeliveryPage() {
  const { t } = useTranslation();
  const { jobUuid = "" } = useParams();
  const delivery = useDelivery(jobUuid);
  if (delivery.isPending) return <LoadingState text={t("common.loading")} />;
  if (delivery.isError)
    return <ErrorState message={delivery.error.message} onRetry={() => void delivery.refetch()} />;
  const rows = classCounts(delivery.data.counts);
  return (
    <>
      <PageHeader
        title={t("orderStatusChange.deliveryTitle", { job: delivery.data.job.name })}
        back={{ to: `/jobs/${jobUuid}`, label: delivery.data.job.name }}
      >
        <p className="text-muted">{t("orderStatusChange.deliveryIntro")}</p>
      </PageHeader>
      {rows.length === 0 ? (
        <EmptyState icon={PackageCheck} text={t("orderStatusChange.noOrders")} />
      ) : (
        <div className="max-w-5xl overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t("orderStatusChange.deliveryTitle", { job: delivery.data.job.name })}
            </caption>
            <thead className="border-b border-border text-muted">
              <tr>
                <th scope="col" className="px-3 py-3">
                  {t("orderStatusChange.class")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("orderStatusChange.orders")}
                </th>
                <th scope="col" className="px-3 py-3">
                  {t("orderStatusChange.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <ClassDeliveryRow key={row.group ?? ""} jobUuid={jobUuid} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
