import type { StudioProduct } from "@shop/contracts/studio-products";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** The extras (envelope, hanging kit) with what each adds to a piece. */
export function SubProductList({ product, currency }: { product: StudioProduct; currency: string }) {
  const { t, language } = useTranslation();
  if (product.subProducts.length === 0) return <span className="text-muted">{t("products.none")}</span>;
  return (
    <ul>
      {product.subProducts.map((sub) => (
        <li key={sub.uuid}>
          {sub.name}{" "}
          <span className="whitespace-nowrap">+{formatMoney(language, sub.extraPrice, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
