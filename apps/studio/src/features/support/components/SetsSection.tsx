import type { SupportParentResponse } from "@shop/contracts/studio-support";
import { useTranslation } from "../../../lib/i18n.ts";
import { formatTime } from "./format-time.ts";

/** The parent's picture sets and how each came: its code, or someone's invite. */
export function SetsSection({ sets }: { sets: SupportParentResponse["sets"] }) {
  const { t, language } = useTranslation();
  return (
    <section aria-labelledby="support-sets" className="flex flex-col gap-2">
      <h2 id="support-sets" className="text-lg font-semibold">
        {t("support.sets")}
      </h2>
      {sets.length === 0 ? (
        <p className="text-muted">{t("support.noSets")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {sets.map((set) => (
            <li key={set.uuid} className="rounded-lg border border-border bg-surface px-4 py-2">
              <span className="font-semibold">{set.name}</span>
              {set.group && <span> · {set.group}</span>}
              <span className="text-muted"> · {set.jobName}</span>
              <span className="block text-sm text-muted">
                {t(`support.source.${set.source}`, { when: formatTime(language, set.addedAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
