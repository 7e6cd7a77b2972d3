import type { Catalogue } from "@shop/contracts/catalogues";
import { catalogueQuantityOptions } from "@shop/domain/quantity";
import { BookOpen } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import { QuantitySelect } from "../../../ui/QuantitySelect.tsx";

type Props = {
  catalogue: Catalogue;
  currency: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
};

/** A catalogue offered for one picture set: what it is, its price and delivery time, and how many to order. */
export function CatalogueItem({ catalogue, currency, quantity, onQuantity }: Props) {
  const { t } = useTranslation();
  const subject = catalogue.subject.group
    ? `${catalogue.subject.name} (${catalogue.subject.group})`
    : catalogue.subject.name;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:gap-4">
      <BookOpen aria-hidden="true" className="hidden size-8 shrink-0 text-primary sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-lg font-semibold">{catalogue.name}</h2>
        <p className="text-sm text-muted">{subject}</p>
        {catalogue.description && <p className="text-base whitespace-pre-line">{catalogue.description}</p>}
        <p className="text-sm text-muted">
          {t("catalogues.deliveryTime", { days: catalogue.deliveryTime.days })}
        </p>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-4 sm:flex-col sm:items-end">
        <Price amount={catalogue.price} currency={currency} className="text-lg font-semibold" />
        <QuantitySelect
          label={t("catalogues.quantity")}
          value={quantity}
          options={catalogueQuantityOptions(catalogue.maxQuantity)}
          onChange={onQuantity}
        />
      </div>
    </li>
  );
}
