import type { LineSubProduct } from "@shop/contracts/cart";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = {
  /** The product whose extras these are, for the group's name. */
  productName: string;
  offered: readonly LineSubProduct[];
  chosen: readonly string[];
  currency: string;
  disabled: boolean;
  onChange: (chosen: string[]) => void;
};

/** A cart line's sub-products (spec 02 §4 'sub-product selection'): a checkbox each, with its extra price per piece. */
export function SubProductChoices({ productName, offered, chosen, currency, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const toggle = (uuid: string, on: boolean) => {
    const rest = chosen.filter((c) => c !== uuid);
    onChange(on ? [...rest, uuid] : rest);
  };
  return (
    <fieldset className="flex flex-col pb-3">
      <legend className="text-sm font-semibold">{t("cart.subProductsOf", { name: productName })}</legend>
      {offered.map((sub) => (
        <label key={sub.uuid} className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            checked={chosen.includes(sub.uuid)}
            disabled={disabled}
            onChange={(event) => toggle(sub.uuid, event.target.checked)}
            className="size-5 shrink-0 accent-primary"
          />
          <span className="flex-1">{sub.name}</span>
          <span className="text-sm text-muted">
            {t("price.extraPerPiece", { price: formatMoney(sub.extraprice, currency) })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
