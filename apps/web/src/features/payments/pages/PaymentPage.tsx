import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { useIsMutating } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { useEffect } from "react";
import { useParams } from "react-router";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useDocumentTitle } from "../../../lib/document-title.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { type Transaction, useTransaction } from "../api/transaction.ts";
import { CancelPayment } from "../components/CancelPayment.tsx";
import { CardPayment } from "../components/CardPayment.tsx";
import { InvoicePayment } from "../components/InvoicePayment.tsx";
import { MobilePayment } from "../components/MobilePayment.tsx";
import { PaymentAmount } from "../components/PaymentAmount.tsx";
import { PaymentEndState } from "../components/PaymentEndState.tsx";
import { PaymentStopped } from "../components/PaymentStopped.tsx";
import { StripePayment } from "../components/StripePayment.tsx";
import { VippsPayment } from "../components/VippsPayment.tsx";
import { useOpenReceipt } from "../open-receipt.ts";

const placed = (t: Transaction | undefined) => t?.status === "paid" || t?.status === "invoiced";

/**
 * /m/shopping-cart/checkout/payment/:transactionUuid: the amount and the order reference, then the provider's
 * own step. A paid or invoiced transaction (now, or already when the page opens) goes on to the receipt; a
 * cancelled, stopped or expired one says so and leads back to the cart.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const { transactionUuid = "" } = useParams();
  const query = useTransaction(transactionUuid);
  const busy = useIsMutating({ mutationKey: queryKeys.transactions.action(transactionUuid) }) > 0;
  const openReceipt = useOpenReceipt();
  useDocumentTitle(t("payment.title"));
  const transaction = query.data;
  const done = placed(transaction);
  const orderUuid = transaction?.orderUuid;

  useEffect(() => {
    if (done && orderUuid) openReceipt(orderUuid);
  }, [done, orderUuid, openReceipt]);

  if (query.isPending) return <LoadingState text={t("common.loading")} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <PaymentEndState icon={SearchX} title={t("payment.notFound")} text={t("payment.notFoundText")} />
      );
    }
    return <ErrorState message={errorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  const tx = query.data;
  if (done) return <LoadingState text={t("payment.openingReceipt")} />;
  if (tx.status === "cancelled" || tx.status === "expired") return <PaymentStopped transaction={tx} />;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("payment.title")}</h1>
      <PaymentAmount transaction={tx} />
      <Card>
        {tx.provider === "card" && <CardPayment transaction={tx} busy={busy} />}
        {tx.provider === "mobile" && <MobilePayment transaction={tx} busy={busy} />}
        {tx.provider === "invoice" && <InvoicePayment transaction={tx} busy={busy} />}
        {tx.provider === "stripe" && <StripePayment transaction={tx} busy={busy} />}
        {tx.provider === "vipps" && <VippsPayment transaction={tx} busy={busy} />}
      </Card>
      <CancelPayment transactionUuid={tx.uuid} busy={busy} />
    </div>
  );
}
