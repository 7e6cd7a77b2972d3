import type { DeliveryOption } from "@shop/contracts/delivery";
import { deliveryPriceDisplay } from "@shop/domain/delivery-price";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";

/** A delivery option's price in the list: its price ('Free' at 0), or 'from' the lowest of its places' prices. */
export function DeliveryPrice({ option, currency }: { option: DeliveryOption; currency: string }) {
  const { t } = useTranslation();
  const shown = deliveryPriceDisplay(option);
  if (shown.kind === "price")
    return <Price amount={shown.amount} currency={currency} className="font-semibold" />;
  return (
    <span className="font-semibold whitespace-nowrap">
      {t("price.from", { price: formatMoney(shown.amount, currency) })}
    </span>
  );
}
