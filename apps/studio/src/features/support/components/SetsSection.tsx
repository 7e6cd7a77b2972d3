import type { SupportParentResponse } from "@shop/contracts/studio-support";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { SupportSection } from "./SupportSection.tsx";

/** The parent's picture sets and how each came: its code, or someone's invite. */
export function SetsSection({ sets }: { sets: SupportParentResponse["sets"] }) {
  const { t, language } = useTranslation();
  return (
    <SupportSection title={t("support.sets")} empty={sets.length === 0 ? t("support.noSets") : null}>
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
    </SupportSection>
  );
}
