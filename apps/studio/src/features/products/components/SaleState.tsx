import type { StudioProduct } from "@shop/contracts/studio-products";
import { useTranslation } from "../../../lib/i18n.ts";

/** On sale or not, in words and colour (never colour alone). */
export function SaleState({ product }: { product: StudioProduct }) {
  const { t } = useTranslation();
  return product.onSale ? (
    <span className="font-semibold whitespace-nowrap text-success">{t("products.onSale")}</span>
  ) : (
    <span className="text-muted">{t("products.notOnSale")}</span>
  );
}
