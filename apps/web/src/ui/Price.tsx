import { cx } from "@shop/ui/cx";
import { formatMoney } from "../lib/format.ts";
import { useTranslation } from "../lib/i18n.ts";

type Props = {
  /** Minor units (øre, cents). */
  amount: number;
  currency: string;
  className?: string;
  /** A regular price shown struck through beside this one. */
  strike?: boolean;
};

/** Money in the portal's currency; 0 reads as 'Free' (spec 03 §9). */
export function Price({ amount, currency, className, strike = false }: Props) {
  const { t } = useTranslation();
  const text = amount === 0 ? t("price.free") : formatMoney(amount, currency);
  if (strike) {
    return (
      <s className={cx("text-muted", className)}>
        <span className="sr-only">{t("price.regular")} </span>
        {text}
      </s>
    );
  }
  return <span className={cx("whitespace-nowrap", className)}>{text}</span>;
}

/** A digital price: the rebated price with the regular one struck through, or the regular price alone. */
export function OfferPrice({
  price,
  rebatedPrice,
  currency,
  className,
}: {
  price: number;
  rebatedPrice: number | null;
  currency: string;
  className?: string;
}) {
  if (rebatedPrice === null || rebatedPrice >= price) {
    return <Price amount={price} currency={currency} className={cx("font-semibold", className)} />;
  }
  return (
    <span className={cx("inline-flex flex-wrap items-baseline gap-x-2", className)}>
      <Price amount={rebatedPrice} currency={currency} className="font-semibold text-danger" />
      <Price amount={price} currency={currency} strike className="text-sm" />
    </span>
  );
}
