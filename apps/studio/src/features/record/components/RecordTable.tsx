import type { StudioRecordEntry } from "@shop/contracts/studio-record";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** What a line's detail holds, as `name: value` pairs; the record never holds a secret (recordStudioChange). */
function detailText(detail: StudioRecordEntry["detail"]): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");
}

/** An action the studio has a name for, else its dotted name as recorded (a newer area's, say). */
function actionText(translated: string, action: string): string {
  return translated.startsWith("record.actions.") ? action : translated;
}

export function RecordTable({ entries }: { entries: readonly StudioRecordEntry[] }) {
  const { t, language } = useTranslation();
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left">
        <caption className="sr-only">{t("record.title")}</caption>
        <thead className="border-b border-border text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("record.when")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("record.who")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("record.what")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("record.object")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-border align-top last:border-b-0">
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={entry.at}>{formatTime(language, entry.at)}</time>
              </td>
              <td className="px-4 py-3 break-all">{entry.staffEmail}</td>
              <td className="px-4 py-3">
                <span className="font-semibold">
                  {actionText(t(`record.actions.${entry.action}`), entry.action)}
                </span>
                {Object.keys(entry.detail).length > 0 && (
                  <span className="block text-sm text-muted">{detailText(entry.detail)}</span>
                )}
              </td>
              <td className="px-4 py-3 text-sm break-all">
                {entry.objectType}
                {entry.objectId !== null && ` ${entry.objectId}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
