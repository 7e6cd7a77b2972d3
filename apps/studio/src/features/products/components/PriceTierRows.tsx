import { Button } from "@shop/ui/Button";
import { TextField } from "@shop/ui/TextField";
import { Trash2 } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { TierValues } from "../form-values.ts";

/**
 * The price rows of a product: from which quantity, the price and the 'Special offer' price, each typed as people
 * write amounts; `problemOf` gives a field's message.
 */
export function PriceTierRows({
  tiers,
  onChange,
  problemOf,
}: {
  tiers: readonly TierValues[];
  onChange: (tiers: TierValues[]) => void;
  problemOf: (field: string) => string | null;
}) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<TierValues>) =>
    onChange(tiers.map((tier, at) => (at === i ? { ...tier, ...change } : tier)));
  return (
    <div className="flex flex-col gap-3">
      {tiers.map((tier, i) => {
        const row = i + 1;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id of their own; their row is what the form names them by
            key={i}
            className="grid grid-cols-2 items-start gap-3 border-b border-border pb-3 lg:grid-cols-[11rem_1fr_1fr_auto] lg:border-0 lg:pb-0"
          >
            <TextField
              label={t("products.form.quantity", { row })}
              inputMode="numeric"
              value={tier.quantity}
              onChange={(e) => set(i, { quantity: e.target.value })}
              error={problemOf(`tiers.${i}.quantity`)}
            />
            <TextField
              label={t("products.form.price", { row })}
              inputMode="decimal"
              value={tier.price}
              onChange={(e) => set(i, { price: e.target.value })}
              error={problemOf(`tiers.${i}.price`)}
            />
            <TextField
              label={t("products.form.campaignPrice", { row })}
              inputMode="decimal"
              value={tier.campaignPrice}
              onChange={(e) => set(i, { campaignPrice: e.target.value })}
              error={problemOf(`tiers.${i}.campaignPrice`)}
            />
            <Button
              variant="secondary"
              className="self-end justify-self-start lg:mt-6 lg:self-start"
              aria-label={t("products.form.removeTier", { row })}
              disabled={tiers.length === 1}
              onClick={() => onChange(tiers.filter((_, at) => at !== i))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            const last = Number(tiers.at(-1)?.quantity ?? 0);
            onChange([
              ...tiers,
              { quantity: String(Number.isFinite(last) ? last + 1 : 1), price: "", campaignPrice: "" },
            ]);
          }}
        >
          {t("products.form.addTier")}
        </Button>
      </div>
    </div>
  );
}
