import type { OrderEvent } from "@shop/contracts/order-timeline";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

const day = (iso: string) => formatDate(`${iso}T00:00:00Z`, { dateStyle: "long", timeZone: "UTC" });

/** One event of the timeline: when, what in words, and what came with it (tracking link, pickup place, why). */
export function TimelineEvent({ event }: { event: OrderEvent }) {
  const { t } = useTranslation();
  let what: string;
  if (event.kind === "expected_date" && event.expectedDate) {
    what = t("timeline.delayed", { date: day(event.expectedDate) });
  } else if (event.kind === "refund") {
    what = t("timeline.partlyRefunded");
  } else if (event.kind === "status" && event.to) {
    what = t(`timeline.status.${event.to}`);
  } else {
    what = t("timeline.noteFromShop");
  }
  return (
    <li className="relative flex flex-col gap-0.5 border-l-2 border-border pb-4 pl-4 last:pb-0">
      <span aria-hidden="true" className="absolute top-1.5 -left-[7px] size-3 rounded-full bg-primary" />
      <time dateTime={event.at} className="text-sm text-muted">
        {formatDateTime(event.at)}
      </time>
      <span className="font-semibold">{what}</span>
      {event.carrier && <span>{t("timeline.carrier", { carrier: event.carrier })}</span>}
      {event.trackingUrl && (
        <a
          href={event.trackingUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="text-primary underline"
        >
          {t("timeline.track")}
        </a>
      )}
      {event.pickupPlace && <span>{t("timeline.pickupPlace", { place: event.pickupPlace })}</span>}
      {event.note && (
        <span>
          {event.kind === "expected_date" ? t("timeline.because", { reason: event.note }) : event.note}
        </span>
      )}
    </li>
  );
}
