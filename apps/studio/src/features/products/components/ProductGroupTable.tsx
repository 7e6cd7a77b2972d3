import type { StudioProduct } from "@shop/contracts/studio-products";
import { useTranslation } from "../../../lib/i18n.ts";
import { isKnownKind } from "../kinds.ts";
import { ProductRow } from "./ProductRow.tsx";

/** The products of one kind, a row each: the name opens the product's page; "Change" goes where it is changed. */
export function ProductGroupTable({
  kind,
  products,
  currency,
}: {
  kind: string;
  products: readonly StudioProduct[];
  currency: string;
}) {
  const { t } = useTranslation();
  const title = isKnownKind(kind) ? t(`products.kinds.${kind}`) : t("products.kinds.other", { kind });
  // Fixed widths, so the columns of every kind's table line up down the page.
  const heads = [
    ["name", "w-[22%]"],
    ["prices", "w-[19%]"],
    ["offer", "w-[14%]"],
    ["subProducts", "w-[14%]"],
    ["jobs", "w-[13%]"],
    ["state", "w-[9%]"],
    ["edit", "w-[9%]"],
  ] as const;
  const headingId = `products-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full min-w-[52rem] table-fixed text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="border-b border-border text-muted">
            <tr>
              {heads.map(([head, width]) => (
                <th key={head} scope="col" className={`px-3 py-3 ${width}`}>
                  {t(`products.columns.${head}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <ProductRow key={product.uuid} product={product} currency={currency} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
