import { Card } from "@shop/ui/Card";
import { useIsMutating } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { OrderLineRow } from "../../../ui/OrderLineRow.tsx";
import { SummaryLines } from "../../../ui/SummaryLines.tsx";
import { useCheckout } from "../checkout-context.ts";
import { VoucherButton } from "./VoucherButton.tsx";

/**
 * The order beside the steps: its products (no quantity changes here), the voucher button and the summary, which
 * follows every answer of the server (shipping, invoice fee, voucher). In the last step the voucher button is the
 * step's own, before 'Buy now' (on a phone this overview comes after the steps).
 */
export function OrderOverview() {
  const { t } = useTranslation();
  const { session, state } = useCheckout();
  const updating = useIsMutating({ mutationKey: queryKeys.checkout.write }) > 0;
  const { cart, catalogueMaxDeliveryTime } = session;
  const products = cart.orderLines.filter((line) => line.type === 0);

  return (
    <Card className="flex flex-col gap-4 lg:sticky lg:top-20">
      <h2 className="text-lg font-bold">{t("checkout.overview.title")}</h2>
      <ul aria-label={t("checkout.overview.linesLabel")} className="divide-y divide-border">
        {products.map((line) => (
          <li key={line.uuid}>
            <OrderLineRow line={line} currency={cart.summary.currency} className="py-3" />
          </li>
        ))}
      </ul>
      {catalogueMaxDeliveryTime !== null && (
        <p className="text-sm text-muted">
          {t("checkout.overview.catalogueDelivery", { days: catalogueMaxDeliveryTime })}
        </p>
      )}
      {state.currentStep !== "confirm-order" && <VoucherButton className="w-full" />}
      <SummaryLines summary={cart.summary} pending={updating} />
    </Card>
  );
}
