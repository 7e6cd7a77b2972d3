import type { StudioInspectionPackage } from "@shop/contracts/studio-inspection";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

const heads = ["class", "child", "parent", "choice", "answered"] as const;

/** Each family's package at home and what they keep or return, by class and child as the packing goes. */
export function InspectionTable({
  packages,
  deadline,
}: {
  packages: readonly StudioInspectionPackage[];
  deadline: string | null;
}) {
  const { t, language } = useTranslation();
  const late = (answeredAt: string | null) =>
    answeredAt !== null && deadline !== null && new Date(answeredAt) > new Date(deadline);
  return (
    <div className="w-full overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("inspection.tableCaption")}</caption>
        <thead className="border-b border-border text-muted">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className="px-3 py-3">
                {t(`inspection.columns.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {packages.map((p) => (
            <tr key={`${p.subject.uuid}-${p.parent.uuid}`} className="border-b border-border last:border-b-0">
              <td className="px-3 py-3">{p.subject.group ?? "–"}</td>
              <th scope="row" className="px-3 py-3 font-semibold">
                {p.subject.name}
              </th>
              <td className="px-3 py-3">
                {p.parent.name !== null && <span className="block">{p.parent.name}</span>}
                <span className="block break-all text-muted">{p.parent.email}</span>
              </td>
              <td className="px-3 py-3">
                <span
                  className={
                    p.choice === "return"
                      ? "rounded-full bg-danger/10 px-2 py-0.5 font-semibold text-danger"
                      : "rounded-full bg-success/10 px-2 py-0.5 font-semibold text-success"
                  }
                >
                  {p.answeredAt === null
                    ? t("inspection.choices.unanswered")
                    : t(`inspection.choices.${p.choice}`)}
                </span>
              </td>
              <td className="px-3 py-3">
                {p.answeredAt === null ? "–" : formatTime(language, p.answeredAt)}
                {late(p.answeredAt) && <span className="block text-danger">{t("inspection.late")}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
