import type { StudioProduct } from "@shop/contracts/studio-products";
import { formatDay, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** The 'Special offer' prices of the tiers that have one, and when the offer ends. */
export function SpecialOffer({ product, currency }: { product: StudioProduct; currency: string }) {
  const { t, language } = useTranslation();
  const offers = product.prices.filter((tier) => tier.campaignPrice !== null);
  if (offers.length === 0) return <span className="text-muted">{t("products.noOffer")}</span>;
  return (
    <div>
      <ul>
        {offers.map((tier) => (
          <li key={tier.quantity}>
            {formatMoney(language, tier.campaignPrice ?? 0, currency)}
            {offers.length > 1 || tier.quantity > 1 ? (
              <span className="text-muted"> {t("products.fromQuantity", { quantity: tier.quantity })}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {product.campaignEndsAt !== null && (
        <p className="text-muted">
          {t("products.offerUntil", { date: formatDay(language, product.campaignEndsAt) })}
        </p>
      )}
    </div>
  );
}
