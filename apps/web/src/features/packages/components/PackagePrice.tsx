import { type OfferPriceFields, packagePriceDisplay } from "@shop/domain/package-offer";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";

/**
 * Spec 02 §9 package price display: a time-limited discount shows 'Price' crossed out plus 'Just now'; a normal
 * discount 'Price' plus 'Package price'; otherwise 'Price' when above 0.
 */
export function PackagePrice({ offer, currency }: { offer: OfferPriceFields; currency: string }) {
  const { t } = useTranslation();
  const display = packagePriceDisplay(offer);
  if (display.kind === "none") return null;
  return (
    <dl className="flex flex-col gap-1" data-testid="package-price">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <dt className="text-sm text-muted">{t("packages.price")}</dt>
        <dd>
          <Price
            amount={display.price}
            currency={currency}
            strike={display.kind === "timeLimited"}
            className={display.kind === "plain" ? "text-lg font-semibold" : undefined}
          />
        </dd>
      </div>
      {display.kind === "timeLimited" && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <dt className="text-sm font-semibold text-danger">{t("packages.justNow")}</dt>
          <dd>
            <Price amount={display.justNow} currency={currency} className="text-lg font-bold text-danger" />
          </dd>
        </div>
      )}
      {display.kind === "discount" && (
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <dt className="text-sm font-semibold">{t("packages.packagePrice")}</dt>
          <dd>
            <Price amount={display.packagePrice} currency={currency} className="text-lg font-bold" />
          </dd>
        </div>
      )}
    </dl>
  );
}
