import type { Picture } from "@shop/contracts/picture-sets";
import { IconButton } from "@shop/ui/IconButton";
import { useDrag } from "@use-gesture/react";
import { ChevronLeft, ChevronRight, Printer, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type KeyboardEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { FavoriteButton } from "./FavoriteButton.tsx";
import { PictureImage } from "./PictureImage.tsx";

/** A drag shorter than this is not a swipe (spec 01 §9: swipe threshold 20). */
export const swipeThresholdPx = 20;
/** How many pictures ahead (and one behind) are fetched while the current one is looked at. */
const preloadAhead = 2;

type Props = {
  pictures: readonly Picture[];
  /** The picture shown; null keeps the viewer closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  altFor: (picture: Picture) => string;
  /** When given, the viewer shows the favorite heart too. */
  onToggleFavorite?: (picture: Picture) => void;
  /** When given (the shop sells prints), 'Order a print' of the picture shown leads there. */
  printLink?: (picture: Picture) => string;
};

function usePreload(pictures: readonly Picture[], index: number | null) {
  useEffect(() => {
    if (index === null) return;
    for (let offset = -1; offset <= preloadAhead; offset++) {
      const picture = offset === 0 ? undefined : pictures[index + offset];
      if (picture) {
        const img = new Image();
        img.decoding = "async";
        img.src = picture.urls.preview;
      }
    }
  }, [pictures, index]);
}

const navButton =
  "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/45 text-white hover:bg-black/70 disabled:invisible";

/** Full-screen pictures: swipe, arrow keys or the buttons move between them; Escape closes. */
export function PictureViewer({
  pictures,
  index,
  onIndexChange,
  onClose,
  altFor,
  onToggleFavorite,
  printLink,
}: Props) {
  const { t } = useTranslation();
  const [dragX, setDragX] = useState(0);
  const current = index === null ? undefined : pictures[index];
  const position = index ?? 0;
  const hasPrevious = position > 0;
  const hasNext = position < pictures.length - 1;
  usePreload(pictures, index);

  const go = (delta: number) => {
    const next = position + delta;
    if (index !== null && next >= 0 && next < pictures.length) onIndexChange(next);
  };

  const bind = useDrag(
    ({ active, last, movement: [mx] }) => {
      setDragX(active ? mx : 0);
      if (!last) return;
      if (mx <= -swipeThresholdPx) go(1);
      else if (mx >= swipeThresholdPx) go(-1);
    },
    { axis: "x", filterTaps: true },
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    }
  };

  const counter = t("viewer.position", { number: position + 1, total: pictures.length });
  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
        >
          <div className="flex items-center justify-between gap-2 px-2 pt-[max(0.25rem,env(safe-area-inset-top))] pb-1">
            <Dialog.Title className="sr-only">{current ? altFor(current) : t("viewer.title")}</Dialog.Title>
            <p aria-live="polite" className="px-2 text-base font-semibold tabular-nums">
              {counter}
            </p>
            <div className="flex items-center gap-1">
              {printLink && current && (
                <Link
                  to={printLink(current)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-white hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                >
                  <Printer aria-hidden="true" className="size-5" />
                  {t("prints.orderPrint")}
                </Link>
              )}
              {onToggleFavorite && current && (
                <FavoriteButton
                  tone="dark"
                  favorite={current.isUserFavorite}
                  onToggle={() => onToggleFavorite(current)}
                />
              )}
              <Dialog.Close asChild>
                <IconButton aria-label={t("viewer.close")} className="text-white hover:bg-white/15">
                  <X aria-hidden="true" className="size-6" />
                </IconButton>
              </Dialog.Close>
            </div>
          </div>
          <div className="relative min-h-0 flex-1 overflow-hidden">
            {/* The buttons stay outside the dragged area: its pointer capture would swallow their clicks. */}
            <div
              {...bind()}
              className="absolute inset-0 flex touch-pan-y items-center justify-center select-none"
            >
              {current && (
                <PictureImage
                  key={current.uuid}
                  picture={current}
                  size="preview"
                  alt={altFor(current)}
                  loading="eager"
                  className="h-full w-full object-contain"
                  style={{ transform: dragX ? `translateX(${dragX}px)` : undefined }}
                />
              )}
            </div>
            <IconButton
              aria-label={t("viewer.previous")}
              disabled={!hasPrevious}
              onClick={() => go(-1)}
              className={`${navButton} left-2`}
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </IconButton>
            <IconButton
              aria-label={t("viewer.next")}
              disabled={!hasNext}
              onClick={() => go(1)}
              className={`${navButton} right-2`}
            >
              <ChevronRight aria-hidden="true" className="size-7" />
            </IconButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
