import type { StudioOrderResponse } from "@shop/contracts/studio-orders";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { OrderSection } from "./OrderSection.tsx";

/** The retouch the order bought: per picture its tasks, and whether the retouched file came. */
export function RetouchSection({ retouch }: { retouch: StudioOrderResponse["retouch"] }) {
  const { t, language } = useTranslation();
  if (retouch.length === 0) return null;
  return (
    <OrderSection title={t("orders.order.retouch")}>
      <ul className="flex flex-col gap-1">
        {retouch.map((r) => (
          <li key={r.pictureUuid} className="rounded-lg border border-border bg-surface px-4 py-2">
            <span className="font-mono">{r.webshopId}</span> · {r.tasks.join(", ")} ·{" "}
            {r.retouchedAt
              ? t("orders.order.retouchedAt", { time: formatTime(language, r.retouchedAt) })
              : t("orders.order.retouchToDo")}
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}
