import type { StudioSettingsChange } from "@shop/contracts/studio-settings";
import { useTranslation } from "../../../lib/i18n.ts";

const shownActions = ["created", "updated", "retired", "removed", "skipped"] as const;

/** What applying changes (or changed), by kind: added, changed, retired, removed and skipped rows; the rest counted. */
export function ChangeList({ changes }: { changes: readonly StudioSettingsChange[] }) {
  const { t } = useTranslation();
  const unchanged = changes.filter((c) => c.action === "unchanged").length;
  const changed = changes.filter((c) => c.action !== "unchanged");
  return (
    <div className="flex flex-col gap-3" data-testid="settings-changes">
      {changed.length === 0 && <p>{t("settings.noChanges")}</p>}
      {shownActions.map((action) => {
        const list = changed.filter((c) => c.action === action);
        if (list.length === 0) return null;
        return (
          <section key={action} aria-label={t(`settings.actions.${action}`)}>
            <h3 className="font-semibold">
              {t(`settings.actions.${action}`)} ({list.length})
            </h3>
            <ul className="ml-5 list-disc">
              {list.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once and never reordered.
                <li key={i}>
                  {c.what} {c.key}
                  {c.fields && c.fields.length > 0 && (
                    <span className="text-muted"> ({c.fields.join(", ")})</span>
                  )}
                  {c.note && <span className="text-muted">: {c.note}</span>}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {unchanged > 0 && <p className="text-sm text-muted">{t("settings.unchanged", { count: unchanged })}</p>}
    </div>
  );
}
