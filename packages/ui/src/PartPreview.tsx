import { artworkPath } from "@shop/contracts/template-artwork";
import type { CalendarLocale } from "@shop/render/calendar";
import { renderPart } from "@shop/render/render";
import type { TemplateDocument, TemplateInstance } from "@shop/render/template";
import { useMemo } from "react";
import { cx } from "./cx.ts";
import { renderFonts } from "./template-fonts.ts";
import { browserMeasure } from "./template-measure.ts";
import { backgroundKey, cutoutKey } from "./template-picture-urls.ts";

export interface FieldTarget {
  readonly id: string;
  readonly kind: "image" | "text";
  readonly label: string;
}

type Props = {
  doc: TemplateDocument;
  instance: TemplateInstance;
  partId: string;
  /**
   * Picture uuid → its 640-pixel preview URL, `cutout:<uuid>` → a green-screen picture's cut-out, and
   * `background:<uuid>` → its chosen background as the job shows it: picture-urls.ts makes it.
   */
  pictureUrls: ReadonlyMap<string, string>;
  /** Trim line and safe zone (the editor's main screen). */
  guides?: boolean;
  /** SVG ids' prefix: one per drawing on the page. */
  idPrefix: string;
  locale?: CalendarLocale;
  /** Tappable fields over the drawing (image fields, editable texts), each a button. */
  targets?: readonly FieldTarget[];
  onField?: (target: FieldTarget) => void;
  /** Bumped when fonts finish loading, so the texts are measured again. */
  fontsVersion?: number;
  className?: string;
  /** Keeps the drawing within this height (a CSS length), narrowing it to keep its shape. */
  maxHeight?: string;
  label: string;
};

/**
 * One part of a template drawn inline with the shop's renderer (decision 0018): the same SVG the print is made from,
 * in preview mode with the set's 640-pixel pictures. Fields the parent may change sit on top as buttons, so they
 * work with a finger, a mouse and the keyboard.
 */
export function PartPreview({
  doc,
  instance,
  partId,
  pictureUrls,
  guides = false,
  idPrefix,
  locale = "en",
  targets = [],
  onField,
  fontsVersion = 0,
  className,
  maxHeight,
  label,
}: Props) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: fontsVersion re-measures the texts once fonts load.
  const drawn = useMemo(() => {
    try {
      return renderPart(doc, instance, partId, {
        assets: {
          picture: (uuid) => pictureUrls.get(uuid),
          cutout: (uuid) => pictureUrls.get(cutoutKey(uuid)),
          background: (uuid) => pictureUrls.get(backgroundKey(uuid)),
          artwork: (asset) => artworkPath(asset),
        },
        fonts: renderFonts(),
        measure: browserMeasure,
        mode: "preview",
        guides,
        idPrefix,
        locale,
      });
    } catch {
      return null;
    }
  }, [doc, instance, partId, pictureUrls, guides, idPrefix, locale, fontsVersion]);
  const part = doc.parts.find((p) => p.id === partId);
  if (!drawn || !part) return <div className={cx("aspect-square w-full rounded bg-border", className)} />;
  const bleed = (drawn.width - part.trim.width) / 2;
  const byId = new Map(part.elements.map((e) => [e.id, e]));
  return (
    <div
      className={cx("relative w-full", className)}
      style={{
        aspectRatio: `${drawn.width} / ${drawn.height}`,
        ...(maxHeight ? { maxWidth: `calc(${maxHeight} * ${drawn.width / drawn.height})` } : {}),
      }}
    >
      <div
        role="img"
        aria-label={label}
        className="absolute inset-0 shadow-md [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
        // The renderer escapes every text it writes; the SVG is the shop's own.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG string of @shop/render.
        dangerouslySetInnerHTML={{ __html: drawn.svg }}
      />
      {onField &&
        targets.map((target) => {
          const el = byId.get(target.id);
          if (!el) return null;
          return (
            <button
              key={target.id}
              type="button"
              aria-label={target.label}
              onClick={() => onField(target)}
              className="absolute rounded-sm outline-offset-0 hover:bg-primary/10 hover:outline-2 hover:outline-primary focus-visible:bg-primary/10 focus-visible:outline-3 focus-visible:outline-primary"
              style={{
                left: `${((el.x + bleed) / drawn.width) * 100}%`,
                top: `${((el.y + bleed) / drawn.height) * 100}%`,
                width: `${(el.width / drawn.width) * 100}%`,
                height: `${(el.height / drawn.height) * 100}%`,
              }}
            />
          );
        })}
    </div>
  );
}
