import { Button } from "@shop/ui/Button";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import {
  OrderStatusDialog,
  type StatusDialogOrder,
} from "../../order-status/components/OrderStatusDialog.tsx";

/** What is done to the orders picked in the list: their status changed at once (status32's dialog, issue 32). */
export function BulkActions({
  orders,
  onClear,
}: {
  orders: readonly StatusDialogOrder[];
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (orders.length === 0) return null;
  return (
    <section
      aria-label={t("orders.bulk.label")}
      data-slot="bulk-actions"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-primary bg-surface px-4 py-2"
    >
      <span className="font-semibold">{t("orders.bulk.selected", { count: orders.length })}</span>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("orders.bulk.changeStatus")}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {t("orders.bulk.clear")}
      </Button>
      {open && <OrderStatusDialog open={open} onOpenChange={setOpen} orders={orders} />}
    </section>
  );
}
