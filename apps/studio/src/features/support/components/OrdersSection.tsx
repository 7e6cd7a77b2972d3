import type { SupportParentResponse } from "@shop/contracts/studio-support";
import { formatMoney, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { SupportSection } from "./SupportSection.tsx";

/** The parent's orders and the invites they sent. */
export function OrdersSection({ orders, invites }: Pick<SupportParentResponse, "orders" | "invites">) {
  const { t, language } = useTranslation();
  const item = "rounded-lg border border-border bg-surface px-4 py-2 break-all";
  return (
    <>
      <SupportSection title={t("support.orders")} empty={orders.length === 0 ? t("support.noOrders") : null}>
        <ul className="flex flex-col gap-1">
          {orders.map((order) => (
            <li key={order.uuid} className={item}>
              {formatTime(language, order.confirmTime)} · {t(`support.orderStatus.${order.status}`)} ·{" "}
              {formatMoney(language, order.totalPrice, order.currency)}
            </li>
          ))}
        </ul>
      </SupportSection>
      <SupportSection
        title={t("support.invites")}
        empty={invites.length === 0 ? t("support.noInvites") : null}
      >
        <ul className="flex flex-col gap-1">
          {invites.map((invite) => (
            <li key={invite.uuid} className={item}>
              {invite.recipient} · {invite.pictureSets.join(", ")} · {invite.status} · {invite.sentAt}
            </li>
          ))}
        </ul>
      </SupportSection>
    </>
  );
}
