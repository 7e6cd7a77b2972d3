import type { LinePackage } from "@shop/contracts/cart";
import { BookOpen, ImageDown } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { LineDesignPreview } from "../../../shared/template-preview/LineDesignPreview.tsx";

/**
 * A package line's items in the cart (spec 02 § Shopping cart, line type 200): each template item's first page
 * drawn as a template line is, the catalogue and the digital portrait set.
 */
export function PackageLineItems({ pkg }: { pkg: LinePackage }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("packages.contents", { name: pkg.name })} className="mt-2 flex flex-wrap gap-3">
      {pkg.packageItems.map((item) => (
        <li key={item.uuid} className="flex w-24 flex-col gap-1 text-xs" data-testid="package-line-item">
          {item.template ? (
            <LineDesignPreview lineUuid={item.uuid} template={item.template} />
          ) : (
            <span className="flex aspect-square w-full items-center justify-center rounded-md bg-primary/10">
              {item.type === "CATALOGUE" ? (
                <BookOpen aria-hidden="true" className="size-8 text-primary" />
              ) : (
                <ImageDown aria-hidden="true" className="size-8 text-primary" />
              )}
            </span>
          )}
          <span className="line-clamp-2">
            {item.type === "CATALOGUE"
              ? `${t("packages.catalogue")}: ${item.catalogue?.name ?? item.product.name}`
              : item.type === "DIGITAL_SET"
                ? t("packages.digitalSet")
                : item.product.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
