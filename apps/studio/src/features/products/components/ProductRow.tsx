import type { StudioProduct } from "@shop/contracts/studio-products";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { editPlaceOf } from "../kinds.ts";
import { PriceTiers } from "./PriceTiers.tsx";
import { SaleState } from "./SaleState.tsx";
import { SoldIn } from "./SoldIn.tsx";
import { SpecialOffer } from "./SpecialOffer.tsx";
import { SubProductList } from "./SubProductList.tsx";

/** One product of the list: where it is changed depends on its kind (kinds.ts). */
export function ProductRow({ product, currency }: { product: StudioProduct; currency: string }) {
  const { t } = useTranslation();
  const edit = editPlaceOf(product);
  const editLabel =
    edit?.place === "settings"
      ? t("products.editInSettings", { name: product.name })
      : edit?.place === "job"
        ? t("products.editInJob", { name: product.name })
        : t("products.edit", { name: product.name });
  return (
    <tr className="border-b border-border align-top last:border-b-0">
      <th scope="row" className="px-3 py-3 font-semibold">
        <Link to={`/products/${product.uuid}`} className="text-primary hover:underline">
          {product.name}
        </Link>
        {product.kind === "template_product" && (
          <span className="block text-xs font-normal text-muted">
            {t(`products.templateTypes.${product.type}`)}
          </span>
        )}
        {product.pictureType !== null && (
          <span className="block text-xs font-normal text-muted">
            {t("products.pictureType", { type: product.pictureType })}
          </span>
        )}
      </th>
      <td className="px-3 py-3">
        <PriceTiers product={product} currency={currency} />
      </td>
      <td className="px-3 py-3">
        <SpecialOffer product={product} currency={currency} />
      </td>
      <td className="px-3 py-3">
        <SubProductList product={product} currency={currency} />
      </td>
      <td className="px-3 py-3">
        <SoldIn product={product} />
      </td>
      <td className="px-3 py-3">
        <SaleState product={product} />
      </td>
      <td className="px-3 py-3">
        {edit !== null && (
          <Link to={edit.to} aria-label={editLabel} className="text-primary hover:underline">
            {t("products.columns.edit")}
          </Link>
        )}
      </td>
    </tr>
  );
}
