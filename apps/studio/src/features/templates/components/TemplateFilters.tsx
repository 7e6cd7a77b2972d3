import type { StudioTemplatesResponse } from "@shop/contracts/studio-templates";
import { Select } from "@shop/ui/Select";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

export interface TemplateFilter {
  product: string;
  category: string;
}

/** The grid's filters: one product, one category, or all ("" for all). */
export function TemplateFilters({
  data,
  filter,
  onChange,
}: {
  data: Pick<StudioTemplatesResponse, "products" | "categories">;
  filter: TemplateFilter;
  onChange: (filter: TemplateFilter) => void;
}) {
  const { t } = useTranslation();
  const productId = useId();
  const categoryId = useId();
  return (
    <div className="flex flex-wrap gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={productId} className="text-sm font-semibold">
          {t("templates.filterProduct")}
        </label>
        <Select
          id={productId}
          value={filter.product}
          onChange={(e) => onChange({ ...filter, product: e.target.value })}
          wrapperClassName="w-64"
        >
          <option value="">{t("templates.allProducts")}</option>
          {data.products.map((p) => (
            <option key={p.uuid} value={p.uuid}>
              {p.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={categoryId} className="text-sm font-semibold">
          {t("templates.filterCategory")}
        </label>
        <Select
          id={categoryId}
          value={filter.category}
          onChange={(e) => onChange({ ...filter, category: e.target.value })}
          wrapperClassName="w-64"
        >
          <option value="">{t("templates.allCategories")}</option>
          {data.categories.map((c) => (
            <option key={c.internalName} value={c.internalName}>
              {c.title}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
