import { ErrorState } from "@shop/ui/ErrorState";
import { Spinner } from "@shop/ui/Spinner";
import { errorText } from "../../../lib/api.ts";
import { formatDate } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOrderTimeline } from "../api/order-timeline.ts";
import { TimelineEvent } from "./TimelineEvent.tsx";

/** Once here the order is handed over or closed: no date left to expect. */
const settled = new Set(["delivered", "collected", "cancelled", "refunded"]);

/**
 * The order's timeline (issue 32) on the order page and the receipt: the date to expect while it is on its way, and
 * every change with its date, oldest first.
 */
export function OrderTimeline({ orderUuid, headingLevel = 2 }: { orderUuid: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const timeline = useOrderTimeline(orderUuid);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `timeline-${orderUuid}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="text-lg font-bold">
        {t("timeline.title")}
      </Heading>
      {timeline.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-4" />
          {t("timeline.loading")}
        </p>
      ) : timeline.isError ? (
        <ErrorState message={errorText(timeline.error, t)} onRetry={() => void timeline.refetch()} />
      ) : (
        <>
          {timeline.data.expectedDate && !settled.has(timeline.data.status) && (
            <p className="rounded-lg bg-bg p-3">
              {t("timeline.expected", {
                date: formatDate(`${timeline.data.expectedDate}T00:00:00Z`, {
                  dateStyle: "long",
                  timeZone: "UTC",
                }),
              })}
            </p>
          )}
          {timeline.data.events.length === 0 ? (
            <p className="text-muted">{t("timeline.empty")}</p>
          ) : (
            <ol className="flex flex-col">
              {timeline.data.events.map((event) => (
                <TimelineEvent
                  key={`${event.at} ${event.kind} ${event.to ?? event.expectedDate ?? ""}`}
                  event={event}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
