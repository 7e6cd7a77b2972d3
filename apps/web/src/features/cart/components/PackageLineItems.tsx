import type { LinePackage } from "@shop/contracts/cart";
import { useQueries } from "@tanstack/react-query";
import { BookOpen, ImageDown } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { TemplateLinePreview } from "../../../shared/template-preview/TemplateLinePreview.tsx";
import { fullTemplateQuery } from "../../../shared/template-preview/template-query.ts";

/**
 * A package line's items in the cart (spec 02 § Shopping cart, line type 200): each template item's first page
 * drawn as a template line is, the catalogue and the digital portrait set.
 */
export function PackageLineItems({ pkg }: { pkg: LinePackage }) {
  const { t } = useTranslation();
  const templates = pkg.packageItems.flatMap((item) => (item.template ? [item.template] : []));
  const docs = useQueries({ queries: templates.map((tp) => fullTemplateQuery(tp.uuid, tp.version)) });
  const docOf = (uuid: string, version: number) =>
    docs.find((q) => q.data?.uuid === uuid && q.data.version === version)?.data?.document;
  return (
    <ul aria-label={t("packages.contents", { name: pkg.name })} className="mt-2 flex flex-wrap gap-3">
      {pkg.packageItems.map((item) => (
        <li key={item.uuid} className="flex w-24 flex-col gap-1 text-xs" data-testid="package-line-item">
          {item.template ? (
            <TemplateLinePreview
              lineUuid={item.uuid}
              template={item.template}
              doc={docOf(item.template.uuid, item.template.version)}
            />
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
