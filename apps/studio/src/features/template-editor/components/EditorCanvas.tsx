import { artworkPath } from "@shop/contracts/template-artwork";
import { renderPart } from "@shop/render/render";
import type { TemplateDocument } from "@shop/render/template";
import { cx } from "@shop/ui/cx";
import { renderFonts } from "@shop/ui/template-fonts";
import { browserMeasure } from "@shop/ui/template-measure";
import { useFontsVersion } from "@shop/ui/use-fonts-version";
import { type KeyboardEvent, type PointerEvent, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { Box, Command } from "../model/commands.ts";
import { fieldsOf, type SimpleField, thePart } from "../model/simple-template.ts";

type Props = {
  doc: TemplateDocument;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onCommand: (command: Command) => void;
};

interface Drag {
  readonly id: string;
  readonly mode: "move" | "resize";
  readonly startX: number;
  readonly startY: number;
  readonly start: Box;
  /** Millimetres per screen pixel. */
  readonly scale: number;
}

/**
 * The page drawn by the shop's renderer (the same SVG as the print, in preview mode with the bleed, trim line and safe
 * zone), and over it the editor's own layer: a handle per field that a pointer moves and resizes and the keyboard
 * moves (arrows, Shift for 10 mm) and resizes (Alt and arrows). Nothing of this layer is in the document.
 */
export function EditorCanvas({ doc, selected, onSelect, onCommand }: Props) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [dragBox, setDragBox] = useState<Box | null>(null);
  const part = thePart(doc);
  const fields = fieldsOf(doc);
  const fontsVersion = useFontsVersion(fields.flatMap((f) => (f.kind === "text" ? [f.font.family] : [])));
  // biome-ignore lint/correctness/useExhaustiveDependencies: fontsVersion measures the texts again once fonts load.
  const drawn = useMemo(
    () =>
      renderPart(doc, { templateUuid: doc.uuid, templateVersion: 1, images: {}, texts: {} }, part.id, {
        assets: { picture: () => undefined, artwork: (asset) => artworkPath(asset) },
        fonts: renderFonts(),
        measure: browserMeasure,
        mode: "preview",
        guides: true,
        idPrefix: "editor",
      }),
    [doc, part.id, fontsVersion],
  );
  const bleed = part.bleed;

  const begin = (event: PointerEvent, field: SimpleField, mode: Drag["mode"]) => {
    if (event.button !== 0 || !frame.current) return;
    event.preventDefault();
    event.stopPropagation();
    onSelect(field.id);
    (event.target as Element).setPointerCapture?.(event.pointerId);
    const { x, y, width, height } = field;
    setDrag({
      id: field.id,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: { x, y, width, height },
      scale: drawn.width / frame.current.clientWidth,
    });
    setDragBox({ x, y, width, height });
  };
  const follow = (event: PointerEvent) => {
    if (!drag) return;
    const dx = (event.clientX - drag.startX) * drag.scale;
    const dy = (event.clientY - drag.startY) * drag.scale;
    const s = drag.start;
    setDragBox(
      drag.mode === "move"
        ? { ...s, x: s.x + dx, y: s.y + dy }
        : { ...s, width: Math.max(s.width + dx, 1), height: Math.max(s.height + dy, 1) },
    );
  };
  const end = () => {
    if (drag && dragBox) {
      const s = drag.start;
      const moved =
        dragBox.x !== s.x || dragBox.y !== s.y || dragBox.width !== s.width || dragBox.height !== s.height;
      // One command per gesture, so one undo takes the whole move back.
      if (moved) onCommand({ name: "setBox", id: drag.id, box: dragBox });
    }
    setDrag(null);
    setDragBox(null);
  };
  const keys = (event: KeyboardEvent, field: SimpleField) => {
    const step = event.shiftKey ? 10 : 1;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      onCommand(
        event.altKey
          ? { name: "resizeBy", id: field.id, dw: arrow[0], dh: arrow[1] }
          : { name: "moveBy", id: field.id, dx: arrow[0], dy: arrow[1] },
      );
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      onCommand({ name: "deleteField", id: field.id });
    } else if (event.key === "Escape") {
      onSelect(null);
    }
  };

  const percent = (mm: number, of: number) => `${(mm / of) * 100}%`;
  return (
    <div
      ref={frame}
      className="relative w-full touch-none select-none"
      style={{ aspectRatio: `${drawn.width} / ${drawn.height}` }}
      onPointerMove={follow}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerDown={() => onSelect(null)}
    >
      <div
        role="img"
        aria-label={t("templateEditor.canvas.label", { name: doc.name })}
        className="absolute inset-0 shadow-md [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
        // The renderer escapes every text it writes; the SVG is the shop's own.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG string of @shop/render.
        dangerouslySetInnerHTML={{ __html: drawn.svg }}
      />
      <div data-layer="handles" className="absolute inset-0">
        {fields.map((field, index) => {
          const box = drag?.id === field.id && dragBox ? dragBox : field;
          const isSelected = selected === field.id;
          const label =
            field.kind === "image"
              ? t("templateEditor.canvas.pictureField", { n: index + 1 })
              : t("templateEditor.canvas.textField", { text: field.defaultText || field.id });
          return (
            // biome-ignore lint/a11y/useSemanticElements: a handle that is dragged, moved by arrows and selected; a <button> would take the arrows' and Backspace's meaning away.
            <div
              key={field.id}
              role="button"
              tabIndex={0}
              aria-label={label}
              aria-pressed={isSelected}
              data-field={field.id}
              className={cx(
                "absolute cursor-move rounded-sm outline-2 outline-dashed",
                isSelected ? "bg-primary/10 outline-primary" : "outline-slate-500/70 hover:outline-primary",
                "focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-primary",
              )}
              style={{
                left: percent(box.x + bleed, drawn.width),
                top: percent(box.y + bleed, drawn.height),
                width: percent(box.width, drawn.width),
                height: percent(box.height, drawn.height),
              }}
              onPointerDown={(event) => begin(event, field, "move")}
              onFocus={() => onSelect(field.id)}
              onKeyDown={(event) => keys(event, field)}
            >
              {isSelected && (
                <span
                  aria-hidden="true"
                  data-handle="resize"
                  className="absolute -right-2 -bottom-2 size-4 cursor-nwse-resize rounded-sm border-2 border-white bg-primary"
                  onPointerDown={(event) => begin(event, field, "resize")}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
