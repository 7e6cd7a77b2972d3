import type { GreenScreenBackgroundsResponse } from "@shop/contracts/templates";
import { cx } from "@shop/ui/cx";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { Ban } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";

/** The job's green-screen backgrounds for a cut-out picture, and none. */
export function BackgroundPicker({
  backgrounds,
  loading,
  failed,
  onRetry,
  chosen,
  onChoose,
}: {
  backgrounds: GreenScreenBackgroundsResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  chosen: string | undefined;
  onChoose: (uuid: string | undefined) => void;
}) {
  const { t } = useTranslation();
  if (loading) return <LoadingState text={t("editor.image.backgroundsLoading")} />;
  if (failed || backgrounds === undefined) {
    return <ErrorState message={t("editor.image.backgroundsFailed")} onRetry={onRetry} />;
  }
  const tile = "relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-black/5";
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
      <li>
        <button
          type="button"
          aria-pressed={chosen === undefined}
          onClick={() => onChoose(undefined)}
          className={cx(
            tile,
            "flex flex-col items-center justify-center gap-1 p-1 text-sm",
            chosen === undefined ? "border-primary" : "border-transparent",
          )}
        >
          <Ban aria-hidden="true" className="size-6" />
          {t("editor.image.noBackground")}
        </button>
      </li>
      {backgrounds.map((background) => (
        <li key={background.uuid}>
          <button
            type="button"
            aria-pressed={chosen === background.uuid}
            aria-label={background.name}
            onClick={() => onChoose(background.uuid)}
            className={cx(tile, chosen === background.uuid ? "border-primary" : "border-transparent")}
          >
            <img src={background.src} alt="" loading="lazy" className="size-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
