import type { StaffListEntry } from "@shop/contracts/studio";
import { useTranslation } from "../../../lib/i18n.ts";

export function StaffTable({ staff }: { staff: readonly StaffListEntry[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left">
        <caption className="sr-only">{t("staff.title")}</caption>
        <thead className="border-b border-border text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("staff.name")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("staff.email")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("staff.role")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("staff.state")}
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((member) => (
            <tr key={member.uuid} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-4 py-3 font-semibold">
                {member.name}
              </th>
              <td className="px-4 py-3 break-all">{member.email}</td>
              <td className="px-4 py-3">{t(`roles.${member.role}`)}</td>
              <td className="px-4 py-3">{t(`staff.states.${member.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
