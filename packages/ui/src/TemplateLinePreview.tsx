import type { LineTemplate } from "@shop/contracts/cart";
import { toTemplateInstance } from "@shop/contracts/template-resources";
import type { CalendarLocale } from "@shop/render/calendar";
import { familiesOf } from "@shop/render/fonts";
import type { TemplateDocument } from "@shop/render/template";
import { useMemo } from "react";
import { PartPreview } from "./PartPreview.tsx";
import { lineTemplateUrls } from "./template-picture-urls.ts";
import { useFontsVersion } from "./use-fonts-version.ts";

/**
 * A template line's first page, drawn from the line's own design and picture URLs with the editor's renderer: the
 * parent's cart and receipt, and the studio's order page, draw it alike.
 */
export function TemplateLinePreview({
  lineUuid,
  template,
  doc,
  label,
  locale,
}: {
  lineUuid: string;
  template: LineTemplate;
  /** The line's template version's document; undefined while it is read. */
  doc: TemplateDocument | undefined;
  label: string;
  locale: CalendarLocale;
}) {
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
      locale={locale}
      fontsVersion={fontsVersion}
      label={label}
    />
  );
}
