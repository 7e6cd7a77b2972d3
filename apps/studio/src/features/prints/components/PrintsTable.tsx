import type { StudioPrintProduct } from "@shop/contracts/studio-prints";
import { printSizeLabel } from "@shop/domain/print-size";
import { Button } from "@shop/ui/Button";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = { prints: readonly StudioPrintProduct[]; currency: string; onEdit: (uuid: string) => void };

/** The shop's print sizes: name, paper and bleed, prices from each quantity, on sale or not. */
export function PrintsTable({ prints, currency, onEdit }: Props) {
  const { t, language } = useTranslation();
  const mark = language.startsWith("en") ? "." : ",";
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left">
        <caption className="sr-only">{t("prints.title")}</caption>
        <thead className="border-b border-border text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("prints.nameColumn")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("prints.paper")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("prints.priceColumn")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("prints.onSaleColumn")}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t("prints.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {prints.map((print) => (
            <tr key={print.uuid} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-4 py-3 font-semibold">
                {print.name}
              </th>
              <td className="px-4 py-3">
                {t("prints.sizeCell", { size: printSizeLabel(print, mark), bleed: print.bleedMm })}
              </td>
              <td className="px-4 py-3">
                <ul>
                  {print.tiers.map((tier) => (
                    <li key={tier.quantity}>
                      {t("prints.tierCell", {
                        quantity: tier.quantity,
                        price: formatMoney(language, tier.price, currency),
                      })}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-4 py-3">{print.active ? t("prints.yes") : t("prints.no")}</td>
              <td className="px-4 py-3">
                <Button variant="secondary" onClick={() => onEdit(print.uuid)}>
                  {t("prints.edit")}
                  <span className="sr-only"> {print.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
