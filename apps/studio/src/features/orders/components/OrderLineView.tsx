import type { StudioOrderResponse } from "@shop/contracts/studio-orders";
import { FileDown } from "lucide-react";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { printFileUrl } from "../api/orders.ts";
import { LineKindDetails, type OrderDesigns } from "./LineKindDetails.tsx";

/** One line of the order: what was bought for which child, what its kind shows of it, and its print files. */
export function OrderLineView({
  orderUuid,
  entry,
  currency,
  designs,
}: {
  orderUuid: string;
  entry: StudioOrderResponse["lines"][number];
  currency: string;
  designs: OrderDesigns;
}) {
  const { t, language } = useTranslation();
  const { line, child, printFiles } = entry;
  const items = line.package?.packageItems ?? [];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">
          {line.quantity} × {line.product.name}
        </span>
        <span className="ml-auto font-semibold">{formatMoney(language, line.actualLinePrice, currency)}</span>
      </div>
      {line.description !== line.product.name && <p className="text-muted">{line.description}</p>}
      {child && (
        <p className="text-sm">
          {t("orders.order.for", { name: child.name })}
          {child.group && ` · ${child.group}`} · {child.job}
        </p>
      )}
      <LineKindDetails line={line} designs={designs} />
      {printFiles.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {printFiles.map(({ itemUuid }) => {
            const item = items.find((i) => i.uuid === itemUuid);
            return (
              <li key={itemUuid ?? "line"}>
                <a
                  href={printFileUrl(orderUuid, line.uuid, itemUuid)}
                  download
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 font-semibold text-primary hover:bg-primary/10"
                >
                  <FileDown aria-hidden="true" className="size-5" />
                  {item
                    ? t("orders.order.printFileOf", { name: item.product.name })
                    : t("orders.order.printFile")}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
