import type { SupportParentResponse } from "@shop/contracts/studio-support";
import { useTranslation } from "../../../lib/i18n.ts";

/** The parent's orders and the invites they sent. */
export function OrdersSection({ orders, invites }: Pick<SupportParentResponse, "orders" | "invites">) {
  const { t, language } = useTranslation();
  const money = (minor: number, currency: string) =>
    new Intl.NumberFormat(language === "nb" ? "nb-NO" : "en-GB", { style: "currency", currency }).format(
      minor / 100,
    );
  return (
    <>
      <section aria-labelledby="support-orders" className="flex flex-col gap-2">
        <h2 id="support-orders" className="text-lg font-semibold">
          {t("support.orders")}
        </h2>
        {orders.length === 0 ? (
          <p className="text-muted">{t("support.noOrders")}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {orders.map((order) => (
              <li key={order.uuid} className="rounded-lg border border-border bg-surface px-4 py-2">
                {order.confirmTime} · {t(`support.orderStatus.${order.status}`)} ·{" "}
                {money(order.totalPrice, order.currency)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="support-invites" className="flex flex-col gap-2">
        <h2 id="support-invites" className="text-lg font-semibold">
          {t("support.invites")}
        </h2>
        {invites.length === 0 ? (
          <p className="text-muted">{t("support.noInvites")}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {invites.map((invite) => (
              <li
                key={invite.uuid}
                className="rounded-lg border border-border bg-surface px-4 py-2 break-all"
              >
                {invite.recipient} · {invite.pictureSets.join(", ")} · {invite.status} · {invite.sentAt}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
