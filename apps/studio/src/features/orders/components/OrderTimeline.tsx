import type { OrderEvent } from "@shop/contracts/order-timeline";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { formatDay, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOrderTimeline } from "../../order-status/api/order-status.ts";

/** The order's timeline as the parent reads it (decision 0073): each move, delay and refund with its date. */
export function OrderTimeline({ orderUuid }: { orderUuid: string }) {
  const { t, language } = useTranslation();
  const timeline = useOrderTimeline(orderUuid);
  if (timeline.isPending) return <LoadingState text={t("common.loading")} />;
  if (timeline.isError)
    return <ErrorState message={timeline.error.message} onRetry={() => void timeline.refetch()} />;
  const { data } = timeline;
  const day = (iso: string) => formatDay(language, `${iso}T12:00:00Z`);
  const what = (event: OrderEvent) => {
    if (event.kind === "expected_date" && event.expectedDate)
      return t("orders.order.delayed", { date: day(event.expectedDate) });
    if (event.kind === "refund") return t("orders.order.partlyRefunded");
    if (event.kind === "status" && event.to) return t(`orders.status.${event.to}`);
    return t("orders.order.note");
  };
  return (
    <div data-slot="order-timeline" className="flex flex-col gap-3">
      <p>
        <span className="font-semibold">{t(`orders.status.${data.status}`)}</span>
        {data.expectedDate && ` · ${t("orders.order.expected", { date: day(data.expectedDate) })}`}
      </p>
      {data.events.length === 0 ? (
        <p className="text-muted">{t("orders.order.noTimeline")}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {data.events.map((event) => (
            <li
              key={`${event.at} ${event.kind} ${event.to ?? event.expectedDate ?? event.note ?? ""}`}
              className="flex flex-col border-l-2 border-border pl-3"
            >
              <time dateTime={event.at} className="text-sm text-muted">
                {formatTime(language, event.at)}
              </time>
              <span className="font-semibold">{what(event)}</span>
              {event.carrier && <span>{t("orders.order.carrier", { carrier: event.carrier })}</span>}
              {event.trackingUrl && (
                <a href={event.trackingUrl} target="_blank" rel="noreferrer noopener" className="underline">
                  {t("orders.order.track")}
                </a>
              )}
              {event.pickupPlace && (
                <span>{t("orders.order.pickupPlace", { place: event.pickupPlace })}</span>
              )}
              {event.note && <span>{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
