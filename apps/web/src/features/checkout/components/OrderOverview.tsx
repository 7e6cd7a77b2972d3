import { useIsMutating } from "@tanstack/react-query";
import { Ticket } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { OrderLineRow } from "../../../ui/OrderLineRow.tsx";
import { SummaryLines } from "../../../ui/SummaryLines.tsx";
import { useCheckout } from "../checkout-context.ts";
import { VoucherDialog } from "./VoucherDialog.tsx";

/**
 * The order beside the steps: its products (no quantity changes here), the voucher button and the summary, which
 * follows every answer of the server (shipping, invoice fee, voucher).
 */
export function OrderOverview() {
  const { t } = useTranslation();
  const { session } = useCheckout();
  const [voucherOpen, setVoucherOpen] = useState(false);
  const updating = useIsMutating({ mutationKey: queryKeys.checkout.write }) > 0;
  const { cart, catalogueMaxDeliveryTime } = session;
  const products = cart.orderLines.filter((line) => line.type === 0);
  // The button is offered while the shop has a voucher that can be used, or one is on the order already.
  const offerVoucher = session.hasActiveRebateCampaigns || cart.rebateCode !== null;

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
      {offerVoucher && (
        <Button variant="secondary" onClick={() => setVoucherOpen(true)} className="w-full">
          <Ticket aria-hidden="true" className="size-5" />
          {cart.rebateCode ? t("checkout.voucher.change") : t("checkout.voucher.open")}
        </Button>
      )}
      <SummaryLines summary={cart.summary} pending={updating} />
      <VoucherDialog open={voucherOpen} onOpenChange={setVoucherOpen} />
    </Card>
  );
}
