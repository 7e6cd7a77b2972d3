import type { ContrastCheck } from "@shop/domain/contrast";
import { formatRatio } from "@shop/domain/contrast";
import { useTranslation } from "../../../lib/i18n.ts";

/** Each pair the parent's pages draw with the colours: its ratio, and how far below WCAG AA a failing one is. */
export function ContrastFigures({ checks }: { checks: readonly ContrastCheck[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2" aria-label={t("look.contrast.title")}>
      {checks.map((check) => (
        <li
          key={check.pair}
          data-pair={check.pair}
          className={`rounded-lg border px-3 py-2 text-sm ${check.passes ? "border-border" : "border-danger bg-danger/5"}`}
        >
          <span className="font-semibold">{t(`look.contrast.${check.pair}`)}</span>{" "}
          <span>{check.ratio === null ? "–" : formatRatio(check.ratio)}</span>{" "}
          {check.passes ? (
            <span className="text-success">
              {t("look.contrast.passes", { minimum: `${check.minimum}:1` })}
            </span>
          ) : (
            <span className="font-semibold text-danger">
              {t("look.contrast.fails", {
                shortBy: (Math.ceil(check.shortBy * 100) / 100).toFixed(2),
                minimum: `${check.minimum}:1`,
              })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
