import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, Printer, SearchX } from "lucide-react";
import { useEffect } from "react";
import { useParams } from "react-router";
import { ApiError, errorText } from "../../../lib/api.ts";
import { trackPurchase } from "../../../lib/cart-analytics.ts";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { invalidateCartViews } from "../../../lib/queries/cart.ts";
import { useOrder } from "../api/order.ts";
import { OrderTimeline } from "../components/OrderTimeline.tsx";
import { ReceiptContact } from "../components/ReceiptContact.tsx";
import { ReceiptInvoice } from "../components/ReceiptInvoice.tsx";
import { ReceiptNotes } from "../components/ReceiptNotes.tsx";
import { ReceiptOrderLines } from "../components/ReceiptOrderLines.tsx";

/**
 * /shopping-cart/checkout/payment/receipt/:orderUuid (spec 03 §2.6): 'Thank you for the order!', the reference,
 * the notes that apply (invoice, delivery, retouch, catalogue, downloads), the lines with the total and the
 * contact line; the same content as the confirmation mail. The picture sets are fetched again, since they now
 * hold what was bought.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { orderUuid = "" } = useParams();
  const client = useQueryClient();
  const query = useOrder(orderUuid);
  useDocumentTitle(t("receipt.pageTitle"));

  useEffect(() => {
    void invalidateCartViews(client);
  }, [client]);
  useEffect(() => {
    if (query.data) trackPurchase(query.data);
  }, [query.data]);

  if (query.isPending) return <LoadingState text={t("common.loading")} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-12 text-center sm:py-16">
          <SearchX aria-hidden="true" className="size-10 text-muted" />
          <h1 className="text-2xl font-bold">{t("receipt.notFound")}</h1>
          <p>{t("receipt.notFoundText")}</p>
          <LinkButton to="/my-account/orders">{t("receipt.toOrders")}</LinkButton>
        </div>
      );
    }
    return <ErrorState message={errorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }

  const order = query.data;
  const placed = order.confirmTime !== null && order.status !== "cancelled";
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:py-10 print:max-w-none print:gap-3 print:py-0">
      <header className="flex flex-col items-center gap-2 text-center">
        {placed && <CircleCheck aria-hidden="true" className="size-12 text-success print:hidden" />}
        <h1 className="text-2xl font-bold sm:text-3xl">{t("receipt.heading")}</h1>
        <p className="text-lg">{t("receipt.reference", { reference: order.reference })}</p>
        {order.confirmTime && (
          <p className="text-sm text-muted">
            {t("receipt.confirmedAt", { date: formatDateTime(order.confirmTime) })}
          </p>
        )}
      </header>

      {!placed && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/5 p-3 text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {order.status === "cancelled" ? t("receipt.cancelled") : t("receipt.notPaid")}
        </p>
      )}

      <section aria-labelledby="receipt-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="receipt-title" className="text-xl font-bold">
            {t("receipt.pageTitle")}
          </h2>
          <Button variant="ghost" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" className="size-4" />
            {t("receipt.print")}
          </Button>
        </div>

        <ReceiptNotes order={order} />

        {order.payment.isInvoice && order.confirmTime !== null && (
          <Card className="print:shadow-none">
            <ReceiptInvoice orderUuid={order.uuid} expectsInvoice={placed} />
          </Card>
        )}

        <Card className="print:shadow-none">
          <OrderTimeline orderUuid={order.uuid} headingLevel={3} />
        </Card>

        <Card className="flex flex-col gap-2 print:shadow-none">
          <h3 className="text-lg font-bold">{t("receipt.linesTitle")}</h3>
          <p className="text-sm text-muted">{t("receipt.paymentMethod", { title: order.payment.title })}</p>
          <ReceiptOrderLines order={order} />
        </Card>

        <ReceiptContact />
      </section>

      <div className="flex flex-col gap-2 min-[400px]:flex-row min-[400px]:justify-center print:hidden">
        <LinkButton to={`/my-account/orders/${order.uuid}`} variant="secondary">
          {t("receipt.toOrders")}
        </LinkButton>
        <LinkButton to="/products/packages">{t("receipt.continueShopping")}</LinkButton>
      </div>
    </div>
  );
}
