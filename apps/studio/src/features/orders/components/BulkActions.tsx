import { Button } from "@shop/ui/Button";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * What is done to the orders picked in the list. Changing their status is status32's OrderStatusDialog (issue 32):
 * the lead wires it in at merge, where marked below, with `orderUuids`.
 */
export function BulkActions({ orderUuids, onClear }: { orderUuids: readonly string[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (orderUuids.length === 0) return null;
  return (
    <section
      aria-label={t("orders.bulk.label")}
      data-slot="bulk-actions"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-primary bg-surface px-4 py-2"
    >
      <span className="font-semibold">{t("orders.bulk.selected", { count: orderUuids.length })}</span>
      {/* issue 32 merge: status32's OrderStatusDialog for `orderUuids` goes here. */}
      <Button variant="ghost" onClick={onClear}>
        {t("orders.bulk.clear")}
      </Button>
    </section>
  );
}
