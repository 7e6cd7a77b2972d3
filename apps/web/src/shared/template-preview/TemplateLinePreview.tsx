import type { LineTemplate } from "@shop/contracts/cart";
import type { TemplateDocument } from "@shop/render/template";
import { TemplateLinePreview as LinePreview } from "@shop/ui/TemplateLinePreview";
import { useTranslation } from "../../lib/i18n.ts";

/** A template line's first page (the shared drawing), named and dated in the parent's language. */
export function TemplateLinePreview({
  lineUuid,
  template,
  doc,
}: {
  lineUuid: string;
  template: LineTemplate;
  doc: TemplateDocument | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <LinePreview
      lineUuid={lineUuid}
      template={template}
      doc={doc}
      label={t("cart.linePreview", { name: template.name })}
      locale={i18n.language === "nb" ? "nb" : "en"}
    />
  );
}
