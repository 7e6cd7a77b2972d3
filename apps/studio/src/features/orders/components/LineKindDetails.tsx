import type { LineTemplate, OrderLine } from "@shop/contracts/cart";
import type { TemplateDocument } from "@shop/render/template";
import { TemplateLinePreview } from "@shop/ui/TemplateLinePreview";
import { useTranslation } from "../../../lib/i18n.ts";

const thumb = "size-20 rounded-md border border-border object-cover";

/** The template versions' documents of an order, by `uuid:version` (designKey). */
export type OrderDesigns = ReadonlyMap<string, TemplateDocument>;

export function designKey(template: { uuid: string; version: number }): string {
  return `${template.uuid}:${template.version}`;
}

/**
 * What a line's kind adds to it, from the line as the parent's receipt has it: a design drawn as the parent's cart
 * draws it (the shared renderer, with the order's own picture URLs), a package's items with their designs, a print's
 * paper and crop, the digital files, a retouched picture.
 */
export function LineKindDetails({ line, designs }: { line: OrderLine; designs: OrderDesigns }) {
  const { t } = useTranslation();
  const template = line.template;
  return (
    <>
      {template && (
        <div className="flex flex-col gap-2">
          <p className="text-sm">
            {t("orders.order.template", { name: template.name, version: template.version })}
          </p>
          <Design lineUuid={line.uuid} template={template} designs={designs} />
        </div>
      )}
      {line.package && (
        <ul className="flex flex-col gap-2 text-sm">
          {line.package.packageItems.map((item) => (
            <li key={item.uuid} className="flex flex-col gap-1">
              <span>• {item.product.name}</span>
              {item.template && <Design lineUuid={item.uuid} template={item.template} designs={designs} />}
            </li>
          ))}
        </ul>
      )}
      {line.print && (
        <p className="text-sm">
          {t("orders.order.print", {
            width: line.print.widthMm,
            height: line.print.heightMm,
            crop: `${Math.round(line.print.crop.width * 100)} × ${Math.round(line.print.crop.height * 100)} %`,
          })}
        </p>
      )}
      {/* A design's line lists the pictures it places as its files: the drawing shows them. */}
      {!template && line.digitalFiles.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {line.digitalFiles.map((file) => (
            <img key={file.uuid} src={file.thumbnail} alt={t("orders.order.digitalFile")} className={thumb} />
          ))}
        </div>
      )}
      {line.fileRetouch && (
        <img src={line.fileRetouch.thumbnail} alt={t("orders.order.retouchedPicture")} className={thumb} />
      )}
    </>
  );
}

/** A design's first page, or its pictures while the order holds no document for its version (one deleted since). */
function Design({
  lineUuid,
  template,
  designs,
}: {
  lineUuid: string;
  template: LineTemplate;
  designs: OrderDesigns;
}) {
  const { t, language } = useTranslation();
  const doc = designs.get(designKey(template));
  if (!doc) {
    return (
      <div className="flex flex-wrap gap-2">
        {Object.values(template.pictureUrls)
          .slice(0, 4)
          .map((url) => (
            <img key={url} src={url} alt="" className={thumb} />
          ))}
      </div>
    );
  }
  return (
    <div className="w-full max-w-60">
      <TemplateLinePreview
        lineUuid={lineUuid}
        template={template}
        doc={doc}
        label={t("orders.order.designPreview", { name: template.name })}
        locale={language === "nb" ? "nb" : "en"}
      />
    </div>
  );
}
