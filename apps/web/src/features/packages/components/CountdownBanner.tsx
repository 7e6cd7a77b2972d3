import { packageLimits } from "@shop/domain/limits";
import { countdownParts, countdownSeconds, countdownVisible } from "@shop/domain/package-offer";
import { Timer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * The package countdown (spec 02 §4, §9): ticks every second to the end of the time-limited price and hides at 0.
 * `onEnd` is told once when it reaches 0 while shown (the offers' prices are then read again).
 */
export function CountdownBanner({ ends, onEnd }: { ends: Date; onEnd?: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  const visible = countdownVisible(ends, now);
  const wasVisible = useRef(visible);
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  useEffect(() => {
    if (!visible) {
      if (wasVisible.current) endRef.current?.();
      wasVisible.current = false;
      return;
    }
    wasVisible.current = true;
    const timer = setInterval(() => setNow(new Date()), packageLimits.countdownTickMs);
    return () => clearInterval(timer);
  }, [visible]);
  if (!visible) return null;
  const parts = countdownParts(countdownSeconds(ends, now));
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    <section
      aria-label={t("packages.countdown")}
      data-testid="package-countdown"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-xl bg-danger px-4 py-3 text-center text-white"
    >
      <Timer aria-hidden="true" className="size-6 shrink-0" />
      <span className="font-semibold">{t("packages.countdown")}</span>
      {/* The time is read out on demand, not every second. */}
      <span className="font-mono text-lg font-bold tabular-nums" aria-live="off">
        {t("packages.countdownParts", {
          days: parts.days,
          hours: pad(parts.hours),
          minutes: pad(parts.minutes),
          seconds: pad(parts.seconds),
        })}
      </span>
    </section>
  );
}
