import type { StudioSettingsIssue } from "@shop/contracts/studio-settings";
import { useTranslation } from "../../../lib/i18n.ts";

/** The file's problems, each with where it is: nothing was changed. */
export function IssueList({ issues }: { issues: readonly StudioSettingsIssue[] }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-danger p-3">
      <p className="font-semibold text-danger">{t("settings.issues", { count: issues.length })}</p>
      <ul className="ml-5 list-disc">
        {issues.map((issue, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown once and never reordered.
          <li key={i}>
            <code>{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
