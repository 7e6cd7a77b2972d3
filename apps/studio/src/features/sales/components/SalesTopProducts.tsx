import type { SalesProduct } from "@shop/contracts/studio-sales";
import { useTranslation } from "../../../lib/i18n.ts";

/** One list of top products: by what they sold for, or by how many were sold. */
export function SalesTopProducts({
  title,
  products,
  money,
}: {
  title: string;
  products: readonly SalesProduct[];
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold">{title}</caption>
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("sales.product")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("sales.quantity")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("sales.revenue")}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.name} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-3 py-2 font-normal">
                {product.name}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{product.quantity}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(product.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
