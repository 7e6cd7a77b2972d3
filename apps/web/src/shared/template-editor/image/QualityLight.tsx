import { type PrintQuality, printQuality } from "@shop/render/quality";
import { cx } from "@shop/ui/cx";
import { useTranslation } from "../../../lib/i18n.ts";

const dotClass: Record<PrintQuality, string> = {
  good: "bg-success",
  acceptable: "bg-amber-500",
  "too-low": "bg-danger",
};

/**
 * Print-quality light (issue 11, beyond the spec): the picture's effective resolution at the committed crop, as a
 * coloured light with its words, so that colour is never the only sign.
 */
export function QualityLight({
  dpi,
  rate = printQuality,
}: {
  dpi: number;
  /** How the dpi is read: the templates' rule unless told (a plain print has its own, packages/domain print-size). */
  rate?: (dpi: number) => PrintQuality;
}) {
  const { t } = useTranslation();
  const quality = rate(dpi);
  return (
    <p
      role="status"
      aria-live="polite"
      data-quality={quality}
      className="flex min-w-0 flex-col items-center text-center text-sm"
    >
      <span className="flex items-center gap-2 font-semibold">
        <span
          aria-hidden="true"
          className={cx("inline-block size-3 shrink-0 rounded-full ring-1 ring-black/20", dotClass[quality])}
        />
        {t(`editor.image.quality.${quality}`)}
      </span>
      <span className="text-muted">{t("editor.image.quality.detail", { dpi: Math.round(dpi) })}</span>
    </p>
  );
}
