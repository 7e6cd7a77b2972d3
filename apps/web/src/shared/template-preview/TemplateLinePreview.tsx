import type { LineTemplate } from "@shop/contracts/cart";
import { toTemplateInstance } from "@shop/contracts/template-resources";
import type { TemplateDocument } from "@shop/render/template";
import { useFontsVersion } from "@shop/ui/use-fonts-version";
import { useMemo } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { familiesOf } from "./fields.ts";
import { PartPreview } from "./PartPreview.tsx";
import { lineTemplateUrls } from "./picture-urls.ts";

/** A template line's first page, drawn from the line's own design and picture URLs with the editor's renderer. */
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
  const instance = useMemo(
    () =>
      doc
        ? toTemplateInstance(
            doc,
            { uuid: template.uuid, version: template.version },
            template.data.year,
            template.data.userResources,
          )
        : null,
    [doc, template],
  );
  const urls = useMemo(() => lineTemplateUrls(template), [template]);
  const fontsVersion = useFontsVersion(doc && instance ? familiesOf(doc, instance) : []);
  const first = doc?.parts[0];
  if (!doc || !instance || !first) {
    return <div aria-hidden="true" className="aspect-square w-full animate-pulse rounded-md bg-border" />;
  }
  return (
    <PartPreview
      doc={doc}
      instance={instance}
      partId={first.id}
      pictureUrls={urls}
      idPrefix={`l${lineUuid.replaceAll("-", "")}`.slice(0, 32)}
      locale={i18n.language === "nb" ? "nb" : "en"}
      fontsVersion={fontsVersion}
      label={t("cart.linePreview", { name: template.name })}
    />
  );
}
