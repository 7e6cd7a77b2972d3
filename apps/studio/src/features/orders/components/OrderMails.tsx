import type { StudioOrderResponse } from "@shop/contracts/studio-orders";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { OrderSection } from "./OrderSection.tsx";

/** The mails the shop sent the parent about this order. */
export function OrderMails({ mails }: { mails: StudioOrderResponse["mails"] }) {
  const { t, language } = useTranslation();
  return (
    <OrderSection
      title={t("orders.order.mails")}
      empty={mails.length === 0 ? t("orders.order.noMails") : null}
    >
      <ul className="flex flex-col gap-1">
        {mails.map((m) => (
          <li key={m.id} className="rounded-lg border border-border bg-surface px-4 py-2 break-words">
            {formatTime(language, m.createdAt)} · {m.subject} · {m.status}
          </li>
        ))}
      </ul>
    </OrderSection>
  );
}
