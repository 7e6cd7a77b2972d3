import { studioAreaRoles } from "@shop/contracts/studio";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useParams } from "react-router";
import { formatMoney, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../auth/api/me.ts";
import { useOrder } from "../api/orders.ts";
import { DeliverySection } from "../components/DeliverySection.tsx";
import { InvoiceSection } from "../components/InvoiceSection.tsx";
import { designKey, type OrderDesigns } from "../components/LineKindDetails.tsx";
import { OrderActions } from "../components/OrderActions.tsx";
import { OrderLineView } from "../components/OrderLineView.tsx";
import { OrderMails } from "../components/OrderMails.tsx";
import { OrderSection } from "../components/OrderSection.tsx";
import { OrderTimeline } from "../components/OrderTimeline.tsx";
import { ParentSection } from "../components/ParentSection.tsx";
import { PaymentSection } from "../components/PaymentSection.tsx";
import { RetouchSection } from "../components/RetouchSection.tsx";

/** One order: its status, lines and print files, payment, delivery, the parent, retouch and mails. */
export function OrderPage() {
  const { t, language } = useTranslation();
  const { orderUuid = "" } = useParams();
  const order = useOrder(orderUuid);
  const me = useMe();
  const back = { to: "/orders", label: t("orders.order.back") };
  if (order.isPending) return <LoadingState text={t("common.loading")} />;
  if (order.isError)
    return (
      <>
        <PageHeader title={t("orders.order.title")} back={back} />
        <ErrorState message={order.error.message} onRetry={() => void order.refetch()} />
      </>
    );
  const { data } = order;
  const role = me.data?.staff.role;
  const designs: OrderDesigns = new Map(data.designs.map((d) => [designKey(d), d.document]));
  return (
    <>
      <PageHeader title={t("orders.order.heading", { reference: data.reference })} back={back}>
        <p>
          <span className="font-semibold">{t(`orders.status.${data.status}`)}</span>
          {data.confirmedAt &&
            ` · ${t("orders.order.placed", { time: formatTime(language, data.confirmedAt) })}`}{" "}
          · {formatMoney(language, data.totalPrice, data.currency)}
        </p>
      </PageHeader>
      <section
        aria-label={t("orders.order.actions")}
        data-slot="order-actions"
        className="mb-6 flex flex-wrap gap-3"
      >
        <OrderActions order={data} role={role} />
      </section>
      <div className="grid max-w-6xl gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-8">
          <OrderSection title={t("orders.order.lines")}>
            <ul className="flex flex-col gap-3">
              {data.lines.map((entry) => (
                <OrderLineView
                  key={entry.line.uuid}
                  orderUuid={data.uuid}
                  entry={entry}
                  currency={data.currency}
                  designs={designs}
                />
              ))}
            </ul>
            {data.comment && (
              <p className="text-muted">{t("orders.order.comment", { comment: data.comment })}</p>
            )}
          </OrderSection>
          <PaymentSection payment={data.payment} />
          {data.payment.isInvoice && (
            <InvoiceSection
              orderUuid={data.uuid}
              canCredit={role !== undefined && (studioAreaRoles.refunds as readonly string[]).includes(role)}
            />
          )}
          <RetouchSection retouch={data.retouch} />
          <OrderMails mails={data.mails} />
        </div>
        <div className="flex flex-col gap-8">
          <ParentSection
            parent={data.parent}
            supportLink={role !== undefined && (studioAreaRoles.support as readonly string[]).includes(role)}
          />
          <DeliverySection delivery={data.delivery} />
          <OrderSection title={t("orders.order.timeline")}>
            <OrderTimeline orderUuid={data.uuid} />
          </OrderSection>
        </div>
      </div>
    </>
  );
}
