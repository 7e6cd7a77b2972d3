import { cx } from "@shop/ui/cx";
import { formatMoney } from "../lib/format.ts";
import { useTranslation } from "../lib/i18n.ts";

type Props = {
  /** The group's name: which product these extras are for. */
  legend: string;
  offered: ReadonlyArray<{ uuid: string; name: string; extraprice: number }>;
  chosen: readonly string[];
  currency: string;
  disabled?: boolean;
  onChange: (chosen: string[]) => void;
  className?: string;
};

/**
 * A product's sub-products (spec 02 §4 'sub-product selection'), on the buy screen and on a cart line: a checkbox
 * each, with its extra price per piece.
 */
export function SubProductChoices({
  legend,
  offered,
  chosen,
  currency,
  disabled = false,
  onChange,
  className,
}: Props) {
  const { t } = useTranslation();
  const toggle = (uuid: string, on: boolean) => {
    const rest = chosen.filter((c) => c !== uuid);
    onChange(on ? [...rest, uuid] : rest);
  };
  return (
    <fieldset className={cx("flex flex-col", className)}>
      <legend className="text-sm font-semibold">{legend}</legend>
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
