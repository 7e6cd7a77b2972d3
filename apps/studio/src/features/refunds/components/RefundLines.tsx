import type { StudioRefundOrder } from "@shop/contracts/studio-refunds";
import { Checkbox } from "@shop/ui/Checkbox";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** The order's lines with what was paid and refunded; the open ones can be chosen when refunding by line. */
export function RefundLines({
  order,
  chosen,
  choosable,
  onToggle,
}: {
  order: StudioRefundOrder;
  chosen: ReadonlySet<string>;
  choosable: boolean;
  onToggle: (uuid: string, on: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatMoney(language, minor, order.currency);
  return (
    <ul className="flex flex-col gap-2" aria-label={t("refunds.lines")}>
      {order.lines.map((line) => {
        const open = line.refunded === 0 && !line.pending;
        // The description tells two lines of one product apart (two digital pictures: their numbers); it often
        // starts with the product's name already.
        const product = `${line.productName}${line.quantity > 1 ? ` × ${line.quantity}` : ""}`;
        const name = line.description.startsWith(line.productName)
          ? `${line.description}${line.quantity > 1 ? ` × ${line.quantity}` : ""}`
          : [product, line.description].filter((part) => part !== "").join(" · ");
        return (
          <li
            key={line.uuid}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-border bg-surface px-4 py-2"
          >
            <div className="min-w-0 flex-1">
              {choosable && open ? (
                <Checkbox
                  checked={chosen.has(line.uuid)}
                  onCheckedChange={(on) => onToggle(line.uuid, on)}
                  label={name}
                />
              ) : (
                <p className="py-2.5 text-sm">{name}</p>
              )}
            </div>
            <p className="text-sm tabular-nums">
              {t("refunds.linePaid", { amount: money(line.paid) })}
              {line.refunded > 0 && (
                <span className="ml-3 font-medium text-danger">
                  {t("refunds.lineRefunded", { amount: money(line.refunded) })}
                </span>
              )}
              {line.pending && <span className="ml-3 text-muted">{t("refunds.linePending")}</span>}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
