import type { TextField } from "@shop/render/template";
import { defaultAscent, fitText, type Measure, placeText, textBoxOf } from "@shop/render/text-fit";
import { renderFonts } from "@shop/ui/template-fonts";
import { useTranslation } from "../../../lib/i18n.ts";
import { contrastRatio, type TextDraft } from "./text-draft.ts";

/** The renderer's first baseline when it knows no ascent of the font (render.ts). */
/** Behind a text too close to its part's colour (white on white), the box is drawn darker so the text shows. */
const contrastBackdrop = "#6b7280";

export interface TextPreviewProps {
  readonly field: TextField;
  readonly background: string;
  readonly draft: TextDraft;
  readonly measure: Measure;
}

/**
 * The field's text as the renderer and the print draw it: the field's box at its own aspect ratio, the lines broken
 * and the size fitted by the same `fitText`, placed by the same `placeText`.
 */
export function TextPreview({ field, background, draft, measure }: TextPreviewProps) {
  const { t } = useTranslation();
  const fitted = fitText(draft.text, draft.family, draft.size, textBoxOf(field), measure);
  const face = renderFonts()[draft.family];
  const box = { x: 0, y: 0, width: field.width, height: field.height };
  const placed = placeText(
    box,
    fitted,
    { ...field.font, align: draft.align },
    {
      ascent: face?.ascent ?? defaultAscent,
      ...(face?.descent === undefined ? {} : { descent: face.descent }),
    },
  );
  const fill = contrastRatio(draft.color, background) < 1.6 ? contrastBackdrop : background;
  const label =
    fitted.lines.length === 0
      ? t("editor.text.previewEmpty")
      : t("editor.text.preview", { text: fitted.lines.join(" ") });
  return (
    // The renderer draws lines past the box when a face reaches beyond its em box; the print does too, so the
    // preview shows them there (the padding gives them room) rather than cutting them off at the box.
    <div className="flex w-full flex-col items-center gap-2 py-6">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${field.width} ${field.height}`}
        overflow="visible"
        className="h-auto max-h-[38dvh] w-full max-w-2xl"
        data-size-pt={fitted.size}
      >
        <rect x={0} y={0} width={field.width} height={field.height} fill={fill} />
        {/* The box's outline is the editor's, not the print's: the parent sees where the text may go. */}
        <rect
          x={0}
          y={0}
          width={field.width}
          height={field.height}
          fill="none"
          stroke="#0ea5e9"
          strokeWidth={Math.max(field.width, field.height) / 250}
          strokeDasharray={`${field.width / 80} ${field.width / 160}`}
        />
        <text
          fontFamily={`'${draft.family}', sans-serif`}
          fontSize={placed.sizeMm}
          fill={draft.color}
          textAnchor={placed.anchor}
          data-testid="preview-text"
        >
          {fitted.lines.map((line, index) => (
            // Lines are positional: the same words may stand on two lines.
            // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the block.
            <tspan key={index} x={placed.x} y={placed.baselines[index]}>
              {line}
            </tspan>
          ))}
        </text>
      </svg>
      {!fitted.fits && (
        <p role="status" className="text-center text-sm font-semibold text-danger">
          {t("editor.text.doesNotFit")}
        </p>
      )}
    </div>
  );
}
