import type { FreeShipping } from "@shop/contracts/cart";
import { cx } from "@shop/ui/cx";
import { Truck } from "lucide-react";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** The promotional bar of spec 02 §9: how far the products are from free delivery. */
export function FreeDeliveryBar({
  freeShipping,
  currency,
}: {
  freeShipping: FreeShipping;
  currency: string;
}) {
  const { t } = useTranslation();
  const { state, threshold, remaining } = freeShipping;
  const text =
    state === "free"
      ? t("cart.freeDelivery")
      : state === "spendOver"
        ? t("cart.freeDeliveryOver", { amount: formatMoney(threshold, currency) })
        : t("cart.freeDeliveryMore", { amount: formatMoney(remaining, currency) });
  const reached = threshold <= 0 ? 1 : Math.min(1, Math.max(0, (threshold - remaining) / threshold));
  return (
    <div
      className={cx(
        "flex flex-col gap-2 rounded-xl border p-3",
        state === "free" ? "border-success/40 bg-success/10" : "border-border bg-surface",
      )}
    >
      <p role="status" className="flex items-center gap-2 text-base font-semibold">
        <Truck
          aria-hidden="true"
          className={cx("size-5 shrink-0", state === "free" ? "text-success" : "text-primary")}
        />
        {text}
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-border">
        <div
          className={cx(
            "h-full rounded-full transition-[width]",
            state === "free" ? "bg-success" : "bg-primary",
          )}
          style={{ width: `${Math.round(reached * 100)}%` }}
        />
      </div>
    </div>
  );
}
