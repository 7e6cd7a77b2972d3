import type { LineTemplate } from "@shop/contracts/cart";
import { toTemplateInstance } from "@shop/contracts/template-resources";
import type { FontFamily } from "@shop/domain/template-text";
import type { TemplateDocument } from "@shop/render/template";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { familiesOf } from "./fields.ts";
import { loadFonts } from "./fonts.ts";
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
  const [fontsVersion, setFontsVersion] = useState(0);
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
  const families = doc && instance ? familiesOf(doc, instance).sort().join("|") : "";
  useEffect(() => {
    if (families === "") return;
    let live = true;
    loadFonts(families.split("|") as FontFamily[])
      .catch(() => undefined)
      .finally(() => live && setFontsVersion((v) => v + 1));
    return () => {
      live = false;
    };
  }, [families]);
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
