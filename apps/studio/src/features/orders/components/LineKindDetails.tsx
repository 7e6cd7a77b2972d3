import type { OrderLine } from "@shop/contracts/cart";
import { useTranslation } from "../../../lib/i18n.ts";

const thumb = "size-20 rounded-md border border-border object-cover";

/**
 * What a line's kind adds to it, from the line as the parent's receipt has it: a design's template and pictures, a
 * package's items, a print's paper and crop, the digital files, a retouched picture.
 */
export function LineKindDetails({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const template = line.template;
  const pictures = template ? Object.values(template.pictureUrls).slice(0, 4) : [];
  return (
    <>
      {template && (
        <div className="flex flex-col gap-1">
          <p className="text-sm">
            {t("orders.order.template", { name: template.name, version: template.version })}
          </p>
          <div className="flex flex-wrap gap-2">
            {pictures.map((url) => (
              <img key={url} src={url} alt="" className={thumb} />
            ))}
          </div>
        </div>
      )}
      {line.package && (
        <ul className="list-inside list-disc text-sm">
          {line.package.packageItems.map((item) => (
            <li key={item.uuid}>{item.product.name}</li>
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
      {line.digitalFiles.length > 0 && (
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
