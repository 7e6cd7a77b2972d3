import type { StudioProduct } from "@shop/contracts/studio-products";
import { LinkButton } from "@shop/ui/LinkButton";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { editPlaceOf, isKnownKind } from "../kinds.ts";
import { PriceTiers } from "./PriceTiers.tsx";
import { SaleState } from "./SaleState.tsx";
import { SoldIn } from "./SoldIn.tsx";
import { SpecialOffer } from "./SpecialOffer.tsx";
import { SubProductList } from "./SubProductList.tsx";

/**
 * What a product is as the shop sells it now, and its templates with the pictures they take (kept per picture field
 * in each template file, so shown, not changed, here).
 */
export function ProductDetails({
  product,
  currency,
  vatRate,
}: {
  product: StudioProduct;
  currency: string;
  vatRate: number;
}) {
  const { t } = useTranslation();
  const edit = editPlaceOf(product);
  const rows: Array<[string, ReactNode]> = [
    [
      t("products.details.kind"),
      isKnownKind(product.kind) ? t(`products.kinds.${product.kind}`) : product.kind,
    ],
    [t("products.columns.prices"), <PriceTiers key="p" product={product} currency={currency} />],
    [t("products.columns.offer"), <SpecialOffer key="o" product={product} currency={currency} />],
    [t("products.columns.subProducts"), <SubProductList key="s" product={product} currency={currency} />],
    [t("products.details.vat"), t("products.details.vatIncluded", { vat: vatRate / 100 })],
    [t("products.details.minOrderQuantity"), product.minOrderQuantity],
    [t("products.columns.jobs"), <SoldIn key="j" product={product} />],
    [t("products.columns.state"), <SaleState key="st" product={product} />],
  ];
  return (
    <section className="flex max-w-4xl flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {product.kind === "template_product" ? (
        <div className="flex flex-col gap-2">
          <h2 className="text-xl font-bold">{t("products.details.templates")}</h2>
          {product.templates.length === 0 ? (
            <p className="text-muted">{t("products.details.noTemplates")}</p>
          ) : (
            <>
              <p className="text-sm text-muted">{t("products.details.picturesNote")}</p>
              <ul className="list-disc pl-5">
                {product.templates.map((template) => (
                  <li key={template.uuid}>
                    <span className="font-semibold">{template.name}</span>
                    {": "}
                    {t("products.details.takes", {
                      types: [
                        ...template.pictureTypes,
                        template.userUploads
                          ? t("products.details.ownUploads")
                          : t("products.details.noOwnUploads"),
                      ].join(", "),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : (
        edit !== null && (
          <div className="flex flex-col items-start gap-2">
            <p className="text-muted">
              {edit.place === "job"
                ? t("products.details.editPackage")
                : edit.place === "form"
                  ? t("products.details.editPrint")
                  : t("products.details.editElsewhere")}
            </p>
            <LinkButton to={edit.to} variant="secondary">
              {edit.place === "job"
                ? t("products.editInJob", { name: product.name })
                : edit.place === "form"
                  ? t("products.edit", { name: product.name })
                  : t("products.editInSettings", { name: product.name })}
            </LinkButton>
          </div>
        )
      )}
    </section>
  );
}
