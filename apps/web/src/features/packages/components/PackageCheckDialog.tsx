import { packageLimits } from "@shop/domain/limits";
import type { TemplateDocument } from "@shop/render/template";
import { BookOpen } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { DearCustomerDialog } from "../../../shared/template-editor/components/DearCustomerDialog.tsx";
import { TemplateLinePreview } from "../../../shared/template-preview/TemplateLinePreview.tsx";
import { type DraftItem, type DraftUrls, itemLineTemplate } from "../package-draft.ts";

/**
 * The package check dialog (spec 02 § Packages, decision 0047): the package's form of the pre-add-to-cart warning
 * 'Dear customer' (spec 03 §2.8). Before the package goes to the cart, the warning's text and every product of the
 * package as it will be made — each template product's preview, the catalogue, the digital portrait set — so the
 * parent checks them all at once; 'Add to shopping cart' confirms, 'Yes, I would like to check' goes back to the
 * overview to change an item.
 */
export function PackageCheckDialog({
  open,
  name,
  items,
  urls,
  docs,
  onClose,
  onAdd,
}: {
  open: boolean;
  /** The package's name. */
  name: string;
  items: readonly DraftItem[];
  urls: DraftUrls;
  /** The template items' documents by `uuid/version`; an item whose document is not loaded shows a placeholder. */
  docs: ReadonlyMap<string, TemplateDocument>;
  onClose: () => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DearCustomerDialog open={open} onClose={onClose} onAdd={onAdd}>
      <ul
        aria-label={t("packages.checkItems", { name })}
        className="grid grid-cols-3 items-start gap-2 sm:grid-cols-4"
      >
        {items.map((item) => {
          const line = itemLineTemplate(item, urls);
          if (line && item.template) {
            return (
              <li key={item.uuid} className="flex flex-col gap-1" data-testid="check-item">
                <div className="rounded-lg bg-bg p-1">
                  <TemplateLinePreview
                    lineUuid={`check-${item.uuid}-${item.version}`}
                    template={line}
                    doc={docs.get(`${item.template.uuid}/${item.template.version}`)}
                  />
                </div>
                <span className="text-xs break-words">
                  {t("packages.lineItemTemplate", {
                    product: item.product.name,
                    template: item.template.name,
                  })}
                </span>
              </li>
            );
          }
          if (item.type === "CATALOGUE") {
            return (
              <li key={item.uuid} className="flex flex-col gap-1" data-testid="check-item">
                <div className="flex aspect-square items-center justify-center rounded-lg bg-bg">
                  <BookOpen aria-hidden="true" className="size-10 text-primary" />
                </div>
                <span className="text-xs break-words">
                  {t("packages.lineItemTemplate", {
                    product: t("packages.catalogue"),
                    template: item.catalogue?.name ?? item.product.name,
                  })}
                </span>
              </li>
            );
          }
          if (item.type === "DIGITAL_SET") {
            const pictures = (item.digitalSet?.pictures ?? []).slice(0, packageLimits.digitalSetPreviewMax);
            return (
              <li key={item.uuid} className="flex flex-col gap-1" data-testid="check-item">
                <div className="grid aspect-square grid-cols-2 gap-0.5 overflow-hidden rounded-lg bg-bg p-1">
                  {pictures.map((p, index) => (
                    <img
                      key={p.uuid}
                      src={p.thumbnail}
                      alt={t("packages.digitalPicture", { n: index + 1 })}
                      className="size-full rounded object-cover"
                    />
                  ))}
                </div>
                <span className="text-xs break-words">{t("packages.digitalSet")}</span>
              </li>
            );
          }
          return null;
        })}
      </ul>
    </DearCustomerDialog>
  );
}
