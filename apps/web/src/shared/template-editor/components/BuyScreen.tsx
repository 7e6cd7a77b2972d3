import type { TemplateProduct } from "@shop/contracts/templates";
import { shopLimits } from "@shop/domain/limits";
import { linePrices, subProductExtra } from "@shop/domain/pricing";
import {
  canAddToCart,
  decreaseBuyQuantity,
  increaseBuyQuantity,
  parseBuyQuantity,
} from "@shop/domain/quantity";
import type { TemplateDocument, TemplateInstance } from "@shop/render/template";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { IconButton } from "@shop/ui/IconButton";
import { Minus, Plus, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { formatNumber } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { OfferPrice, Price } from "../../../ui/Price.tsx";
import { SubProductChoices } from "../../../ui/SubProductChoices.tsx";
import { imageFieldsOf, lowQualityFields } from "../../template-preview/fields.ts";

export type BuyLine = { productUuid: string; quantity: number; subProductUuids: string[] };

type Props = {
  doc: TemplateDocument;
  instance: TemplateInstance;
  products: readonly TemplateProduct[];
  currency: string;
  pending: boolean;
  onBuy: (lines: BuyLine[]) => void;
  onBack: () => void;
};

function pricesOf(product: TemplateProduct) {
  return product.productprices.map((p) => ({
    quantity: p.quantity,
    price: p.price,
    campaignPrice: p.campaignprice,
  }));
}

/** A row's prices as the cart will charge them: tiers, the promoted price and the chosen sub-products (domain). */
function rowPrices(product: TemplateProduct, quantity: number, chosen: readonly string[]) {
  if (quantity <= 0 || product.productprices.length === 0) return { linePrice: 0, actualLinePrice: 0 };
  const offered = product.subproducts.map((s) => ({ uuid: s.uuid, extraPrice: s.extraprice }));
  return linePrices(pricesOf(product), quantity, {
    rebatedUnitPrice: product.promotedPrice,
    extraPerUnit: subProductExtra(offered, chosen),
  });
}

/**
 * The buy screen (spec 02 'Select quantity', §5 Quantity): a row per product, priced by its tiers (and its promoted
 * price), with its sub-products to choose, the sum and 'Add to cart' (disabled at 0). The print-quality light warns
 * of pictures that would print below 150 dpi.
 */
export function BuyScreen({ doc, instance, products, currency, pending, onBuy, onBack }: Props) {
  const { t } = useTranslation();
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(products.map((p) => [p.uuid, Math.max(1, p.minorderpartquantity)])),
  );
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const set = (uuid: string, quantity: number) => {
    setQuantities((q) => ({ ...q, [uuid]: quantity }));
    setTyped(({ [uuid]: _, ...rest }) => rest);
  };
  const values = products.map((p) => quantities[p.uuid] ?? 0);
  const sum = products.reduce(
    (total, p) => total + rowPrices(p, quantities[p.uuid] ?? 0, chosen[p.uuid] ?? []).actualLinePrice,
    0,
  );
  const numbers = new Map(imageFieldsOf(doc).map((f, i) => [f.id, i + 1]));
  const blurry = lowQualityFields(doc, instance);

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-bold">{t("editor.selectQuantity")}</h2>
      {blurry.length > 0 && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-amber-100 p-3 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          {t("editor.lowQuality", {
            fields: blurry.map((f) => t("editor.imageN", { n: numbers.get(f.id) ?? 0 })).join(", "),
          })}
        </p>
      )}
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
        {products.map((product) => {
          const quantity = quantities[product.uuid] ?? 0;
          const minimum = Math.max(1, product.minorderpartquantity);
          const inputId = `buy-${product.uuid}`;
          const tooMany = quantity > shopLimits.cartQuantityMax;
          const picked = chosen[product.uuid] ?? [];
          const prices = rowPrices(product, quantity, picked);
          return (
            <li key={product.uuid} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <label
                htmlFor={inputId}
                className="min-w-0 flex-1 basis-full font-semibold min-[420px]:basis-auto"
              >
                {product.name}
              </label>
              <div className="flex items-center gap-1">
                <IconButton
                  aria-label={t("editor.decrease", { name: product.name })}
                  onClick={() => set(product.uuid, decreaseBuyQuantity(quantity))}
                  disabled={quantity === 0}
                >
                  <Minus aria-hidden="true" className="size-5" />
                </IconButton>
                <input
                  id={inputId}
                  inputMode="numeric"
                  value={typed[product.uuid] ?? String(quantity)}
                  onChange={(event) => setTyped((v) => ({ ...v, [product.uuid]: event.target.value }))}
                  onBlur={(event) => set(product.uuid, parseBuyQuantity(event.target.value, minimum))}
                  // Enter counts what was typed, as leaving the field does.
                  onKeyDown={(event) => {
                    if (event.key === "Enter")
                      set(product.uuid, parseBuyQuantity(event.currentTarget.value, minimum));
                  }}
                  aria-invalid={tooMany || undefined}
                  aria-describedby={tooMany ? `${inputId}-max` : undefined}
                  className={cx(
                    "h-11 w-16 rounded-lg border bg-surface text-center",
                    tooMany ? "border-danger" : "border-border",
                  )}
                />
                <IconButton
                  aria-label={t("editor.increase", { name: product.name })}
                  onClick={() => set(product.uuid, increaseBuyQuantity(quantity, minimum))}
                >
                  <Plus aria-hidden="true" className="size-5" />
                </IconButton>
              </div>
              <OfferPrice
                price={prices.linePrice}
                rebatedPrice={prices.actualLinePrice}
                currency={currency}
                className="min-w-24 justify-end text-right"
              />
              {product.subproducts.length > 0 && (
                <SubProductChoices
                  legend={t("editor.subProducts")}
                  offered={product.subproducts}
                  chosen={picked}
                  currency={currency}
                  onChange={(next) => setChosen((c) => ({ ...c, [product.uuid]: next }))}
                  className="basis-full"
                />
              )}
              {tooMany && (
                <p id={`${inputId}-max`} className="basis-full text-sm text-danger">
                  {t("errors.template_quantity_above_maximum", {
                    max: formatNumber(shopLimits.cartQuantityMax),
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between text-lg font-bold">
        <span>{t("editor.sum")}</span>
        <Price amount={sum} currency={currency} />
      </p>
      <div className="flex flex-col-reverse gap-2 min-[400px]:flex-row min-[400px]:justify-end">
        <Button variant="secondary" onClick={onBack}>
          {t("editor.back")}
        </Button>
        <Button
          disabled={!canAddToCart(values) || values.some((quantity) => quantity > shopLimits.cartQuantityMax)}
          loading={pending}
          onClick={() =>
            onBuy(
              products
                .map((p) => ({
                  productUuid: p.uuid,
                  quantity: quantities[p.uuid] ?? 0,
                  subProductUuids: chosen[p.uuid] ?? [],
                }))
                .filter((line) => line.quantity >= 1),
            )
          }
        >
          {t("editor.addToCart")}
        </Button>
      </div>
    </div>
  );
}
