import type { PictureEffect, PictureRotation } from "@shop/domain/template-text";
import { coverCrop } from "@shop/render/fill";
import type { Crop } from "@shop/render/template";
import { Spinner } from "@shop/ui/Spinner";
import { useGesture } from "@use-gesture/react";
import {
  type KeyboardEvent,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { cropTransform, moveCrop, type Size, zoomCrop } from "./crop.ts";

/** The unrotated picture is drawn as a box this wide and scaled by the transform alone. */
const boxWidth = 1000;
/** A key press moves the crop by a tenth of itself, and zooms by this factor. */
const keyStep = 0.1;
export const keyZoom = 1.25;

/** CSS filters that match the renderer's effect matrices (Rec. 709 grayscale and the usual sepia). */
const effectFilters: Record<PictureEffect, string> = {
  original: "none",
  bw: "grayscale(1)",
  sepia: "sepia(1)",
};

export interface CropFrameProps {
  readonly field: { readonly width: number; readonly height: number };
  readonly picture: Size;
  readonly previewUrl: string;
  readonly crop: Crop;
  readonly rotation: PictureRotation;
  readonly effect: PictureEffect;
  readonly backgroundUrl?: string;
  readonly zoomable: boolean;
  /** False for a field whose toolbox is disabled: the picture stays at its cover crop. */
  readonly editable: boolean;
  readonly onCrop: (crop: Crop) => void;
  /** Drawn over the frame (the pinch hint). */
  readonly overlay?: ReactNode;
}

/**
 * The field's frame at its shape with the picture behind it. During a gesture the live crop lives in a ref and
 * the picture's transform is written directly, so a frame of the gesture costs no React render; the crop reaches
 * state (and the print-quality light) when the gesture ends.
 */
export function CropFrame({
  field,
  picture,
  previewUrl,
  crop,
  rotation,
  effect,
  backgroundUrl,
  zoomable,
  editable,
  onCrop,
  overlay,
}: CropFrameProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const live = useRef<Crop>(crop);
  const frameSize = useRef<Size>({ width: 0, height: 0 });
  // The load state belongs to one preview URL: a new picture is loading until its own image says otherwise.
  const [loaded, setLoaded] = useState<{ url: string; state: "loaded" | "failed" } | null>(null);
  const loadState = loaded?.url === previewUrl ? loaded.state : "loading";
  const cover = coverCrop(field, picture, rotation);
  const box: Size = { width: boxWidth, height: (boxWidth * picture.height) / picture.width };
  const ratio = field.width / field.height;

  const paint = (next: Crop) => {
    const image = imageRef.current;
    if (image) image.style.transform = cropTransform(next, rotation, box, frameSize.current);
  };
  // During a gesture the picture is painted once per frame, with the latest crop: a finger reports more often than
  // the screen draws on many phones, and each write would be wasted work.
  const pendingFrame = useRef<number | null>(null);
  const paintSoon = () => {
    if (pendingFrame.current !== null) return;
    pendingFrame.current = requestAnimationFrame(() => {
      pendingFrame.current = null;
      paint(live.current);
    });
  };
  useEffect(
    () => () => {
      if (pendingFrame.current !== null) cancelAnimationFrame(pendingFrame.current);
    },
    [],
  );

  // The committed crop (a new picture, a turn, a key press or a gesture's end) is what the frame shows. Only a new
  // crop from the screen repaints it: a render for anything else must not put back a crop the finger has left.
  const shown = useRef<Crop | null>(null);
  useLayoutEffect(() => {
    if (shown.current !== crop) {
      shown.current = crop;
      live.current = crop;
    }
    paint(live.current);
  });

  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => {
      frameSize.current = { width: frame.clientWidth, height: frame.clientHeight };
      paint(live.current);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  });

  const commit = (next: Crop) => {
    live.current = next;
    if (pendingFrame.current !== null) {
      cancelAnimationFrame(pendingFrame.current);
      pendingFrame.current = null;
    }
    paint(next);
    // The screen's render with the new crop (the quality light) is not urgent: the picture already shows it, and
    // React may spread that work over frames instead of holding the one after the finger lifts.
    startTransition(() => onCrop(next));
  };

  useGesture(
    {
      onDrag: ({ event, first, last, movement: [mx, my], memo, pinching, cancel }) => {
        // The gesture library still ends a keyboard "drag" on key up; the frame's key handler owns the keys.
        if (event.type.startsWith("key")) return memo;
        if (pinching) {
          cancel();
          return memo;
        }
        const start: Crop = first || memo === undefined ? live.current : memo;
        const next = moveCrop(start, cover, mx, my, frameSize.current, zoomable);
        live.current = next;
        if (last) commit(next);
        else paintSoon();
        return start;
      },
      onPinch: ({ first, last, da: [distance], origin: [ox, oy], memo }) => {
        const frame = frameRef.current;
        if (!frame) return memo;
        const start: { crop: Crop; distance: number; rect: DOMRect } =
          first || memo === undefined
            ? { crop: live.current, distance: distance || 1, rect: frame.getBoundingClientRect() }
            : memo;
        const focus = {
          x: (ox - start.rect.left) / (start.rect.width || 1),
          y: (oy - start.rect.top) / (start.rect.height || 1),
        };
        const next = zoomCrop(start.crop, cover, distance / start.distance, focus, zoomable);
        live.current = next;
        if (last) commit(next);
        else paintSoon();
        return start;
      },
      onWheel: ({ event, delta: [, dy], last }) => {
        const frame = frameRef.current;
        if (!frame) return;
        if (last) {
          commit(live.current);
          return;
        }
        const rect = frame.getBoundingClientRect();
        const focus = {
          x: (event.clientX - rect.left) / (rect.width || 1),
          y: (event.clientY - rect.top) / (rect.height || 1),
        };
        live.current = zoomCrop(live.current, cover, Math.exp(-dy / 400), focus, zoomable);
        paintSoon();
      },
    },
    {
      target: frameRef,
      enabled: editable,
      eventOptions: { passive: false },
      // The frame's own key handler moves by the crop's share; the gesture's key dragging would move by pixels.
      drag: { filterTaps: true, keys: false },
      wheel: { enabled: editable && zoomable, preventDefault: true },
      pinch: { enabled: editable && zoomable },
    },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!editable) return;
    // The arrows move the picture the way a finger would; the crop's own size is the step.
    const unit = { width: 1, height: 1 };
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-keyStep, 0],
      ArrowRight: [keyStep, 0],
      ArrowUp: [0, -keyStep],
      ArrowDown: [0, keyStep],
    };
    const move = moves[event.key];

    if (move) {
      event.preventDefault();
      commit(moveCrop(live.current, cover, move[0], move[1], unit, zoomable));
    } else if (zoomable && (event.key === "+" || event.key === "=")) {
      event.preventDefault();
      commit(zoomCrop(live.current, cover, keyZoom));
    } else if (zoomable && (event.key === "-" || event.key === "_")) {
      event.preventDefault();
      commit(zoomCrop(live.current, cover, 1 / keyZoom));
    }
  };

  return (
    <div
      ref={frameRef}
      // The frame is the one control the crop gestures and keys work on; it names them for a screen reader.
      role="application"
      aria-label={t("editor.image.frame")}
      tabIndex={editable ? 0 : -1}
      onKeyDown={onKeyDown}
      data-testid="crop-frame"
      data-crop={`${crop.x.toFixed(4)} ${crop.y.toFixed(4)} ${crop.width.toFixed(4)} ${crop.height.toFixed(4)}`}
      className="relative mx-auto touch-none overflow-hidden rounded-md bg-black/10 shadow-inner outline-offset-4 select-none"
      style={{ aspectRatio: `${field.width} / ${field.height}`, width: `min(100%, calc(52dvh * ${ratio}))` }}
    >
      {backgroundUrl && (
        <img
          src={backgroundUrl}
          alt=""
          draggable={false}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <img
        key={previewUrl}
        ref={imageRef}
        src={previewUrl}
        alt=""
        draggable={false}
        onLoad={() => setLoaded({ url: previewUrl, state: "loaded" })}
        onError={() => setLoaded({ url: previewUrl, state: "failed" })}
        className="absolute top-0 left-0 max-w-none origin-top-left will-change-transform"
        style={{ width: box.width, height: box.height, filter: effectFilters[effect] }}
      />
      {loadState === "loading" && (
        <div
          role="status"
          data-testid="picture-loading"
          className="absolute inset-0 flex items-center justify-center bg-black/10"
        >
          <Spinner className="size-8 text-primary" />
          <span className="sr-only">{t("editor.image.pictureLoading")}</span>
        </div>
      )}
      {loadState === "failed" && (
        <p
          role="alert"
          className="absolute inset-0 flex items-center justify-center bg-surface/90 p-4 text-center"
        >
          {t("editor.image.pictureFailed")}
        </p>
      )}
      {overlay}
    </div>
  );
}
