import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Receipt } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOrderList } from "../api/order-list.ts";
import { OrderRow } from "../components/OrderRow.tsx";

/** /my-account/orders/:orderUuid? (spec 01 §2.6): the confirmed orders; the route says which one is open. */
export function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderUuid } = useParams();
  const orders = useOrderList();
  const back = { to: "/my-account", label: t("account.title") };
  // A link to an order that is not the user's (or no longer exists) says so rather than opening nothing.
  const unknown =
    orderUuid !== undefined && orders.data !== undefined && !orders.data.some((o) => o.uuid === orderUuid);

  const toggle = (uuid: string) =>
    void navigate(uuid === orderUuid ? "/my-account/orders" : `/my-account/orders/${uuid}`, {
      preventScrollReset: true,
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("orders.title")} back={back} />
      {unknown && (
        <p role="status" className="mb-4 rounded-lg border border-border bg-surface p-3 text-base">
          {t("orders.unknown")}
        </p>
      )}
      {orders.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : orders.isError ? (
        <ErrorState message={errorText(orders.error, t)} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState icon={Receipt} text={t("orders.empty")}>
          <LinkButton to="/products/packages">{t("orders.toProducts")}</LinkButton>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.data.map((order) => (
            <OrderRow
              key={order.uuid}
              order={order}
              expanded={order.uuid === orderUuid}
              onToggle={() => toggle(order.uuid)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
