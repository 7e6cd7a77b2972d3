import type { StatusChangeResponse } from "@shop/contracts/studio-order-status";
import type { FulfilmentStatus } from "@shop/domain/order-fulfilment";
import { useTranslation } from "../../../lib/i18n.ts";

/** The orders the server did not move, each with why in the studio's words (its own status and the one asked for). */
export function RefusedOrders({
  refused,
  to,
}: {
  refused: StatusChangeResponse["refused"];
  to: FulfilmentStatus;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-1">
      <p className="font-semibold">{t("orderStatusChange.refusedSome", { count: refused.length })}</p>
      <ul className="list-disc pl-5">
        {refused.map((order) => (
          <li key={order.uuid}>
            {t("orderStatusChange.refusedOne", {
              reference: order.reference,
              from: t(`support.orderStatus.${order.from}`),
              to: t(`support.orderStatus.${to}`),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
