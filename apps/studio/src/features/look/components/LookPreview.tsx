import type { ShopColors } from "@shop/domain/contrast";
import { themeColors } from "@shop/domain/contrast";
import { useTranslation } from "../../../lib/i18n.ts";

/** The colours as a parent's page draws them: the header's white with the name, text, a link and a button. */
export function LookPreview({ colors, shopName }: { colors: ShopColors; shopName: string }) {
  const { t } = useTranslation();
  return (
    <figure
      className="overflow-hidden rounded-lg border border-border"
      aria-label={t("look.colors.preview")}
      data-testid="look-preview"
    >
      <div className="px-4 py-3 font-bold" style={{ background: themeColors.surface, color: colors.primary }}>
        {shopName}
      </div>
      <div className="flex flex-col items-start gap-3 px-4 py-4" style={{ background: colors.background }}>
        <p style={{ color: colors.text }}>{t("look.colors.sampleText")}</p>
        <span className="font-semibold underline" style={{ color: colors.primary }}>
          {t("look.colors.sampleLink")}
        </span>
        <span
          className="inline-flex min-h-11 items-center rounded-lg px-4 font-semibold"
          style={{ background: colors.primary, color: themeColors.buttonText }}
        >
          {t("look.colors.sampleButton")}
        </span>
      </div>
    </figure>
  );
}
