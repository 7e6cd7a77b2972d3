import type { StudioProduct } from "@shop/contracts/studio-products";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** A product's price tiers: one line each, "from 10 pcs" beside every tier but a lone first one. */
export function PriceTiers({ product, currency }: { product: StudioProduct; currency: string }) {
  const { t, language } = useTranslation();
  if (product.prices.length === 0) return <span className="text-muted">{t("products.noPrice")}</span>;
  const alone = product.prices.length === 1 && product.prices[0]?.quantity === 1;
  return (
    <ul>
      {product.prices.map((tier) => (
        <li key={tier.quantity}>
          {formatMoney(language, tier.price, currency)}
          {!alone && (
            <span className="text-muted"> {t("products.fromQuantity", { quantity: tier.quantity })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
