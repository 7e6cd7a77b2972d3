import { orderStatuses } from "@shop/domain/order-lifecycle";
import { useTranslation } from "../../../lib/i18n.ts";
import type { ClassCounts } from "../class-counts.ts";
import { ClassMoveButton } from "./ClassMoveButton.tsx";

/** A class's orders by status, and the moves of its school orders. */
export function ClassDeliveryRow({ jobUuid, row }: { jobUuid: string; row: ClassCounts }) {
  const { t } = useTranslation();
  const className = row.group ?? t("orderStatusChange.noClass");
  return (
    <tr className="border-b border-border align-top last:border-b-0">
      <th scope="row" className="px-3 py-3 font-semibold">
        {className}
      </th>
      <td className="px-3 py-3">
        <ul className="flex flex-col gap-0.5">
          {orderStatuses
            .filter((s) => row.byStatus.has(s))
            .map((s) => (
              <li key={s} className="whitespace-nowrap">
                {t(`support.orderStatus.${s}`)}: {row.byStatus.get(s)}
              </li>
            ))}
        </ul>
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-2">
          <ClassMoveButton
            jobUuid={jobUuid}
            group={row.group}
            from="in_production"
            to="ready_for_pickup"
            count={row.schoolInProduction}
            label={t("orderStatusChange.markReady")}
          />
          <ClassMoveButton
            jobUuid={jobUuid}
            group={row.group}
            from="ready_for_pickup"
            to="collected"
            count={row.schoolReady}
            label={t("orderStatusChange.markCollected")}
          />
        </div>
      </td>
    </tr>
  );
}
