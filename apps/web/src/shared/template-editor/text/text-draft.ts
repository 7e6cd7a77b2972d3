import { type FontFamily, fontPalette } from "@shop/domain/template-text";
import type { TemplateDocument, TextChoice, TextField } from "@shop/render/template";
import { clampFontSize, type Measure, sizeOnOpen, textBoxOf } from "@shop/render/text-fit";

/** What the text screen edits: the parent's text and its font settings, each one set (the field's own when not chosen). */
export interface TextDraft {
  readonly text: string;
  readonly family: FontFamily;
  readonly size: number;
  readonly color: string;
  readonly align: "left" | "center" | "right";
}

export interface FoundTextField {
  readonly field: TextField;
  /** The colour of the part the field sits on, for the preview. */
  readonly background: string;
}

/** The text field with this id, if the document has one. */
export function findTextField(doc: TemplateDocument, fieldId: string): FoundTextField | null {
  for (const part of doc.parts) {
    for (const element of part.elements) {
      if (element.kind === "text" && element.id === fieldId)
        return { field: element, background: part.background };
    }
  }
  return null;
}

/** The draft on opening: the choice over the field's defaults, the size reduced until the text fits (spec 02 §5). */
export function openingDraft(field: TextField, choice: TextChoice, measure: Measure): TextDraft {
  const family = choice.family ?? field.font.family;
  const chosen = clampFontSize(choice.size ?? field.font.size);
  return {
    text: choice.text,
    family,
    size: sizeOnOpen(choice.text, family, chosen, textBoxOf(field), measure),
    color: (choice.color ?? field.font.color).toLowerCase(),
    align: choice.align ?? field.font.align,
  };
}

/** Leading and trailing spaces do not count as a change: the text is trimmed on save anyway. */
export function isChanged(draft: TextDraft, opening: TextDraft): boolean {
  return (
    draft.text.trim() !== opening.text.trim() ||
    draft.family !== opening.family ||
    draft.size !== opening.size ||
    draft.color !== opening.color ||
    draft.align !== opening.align
  );
}

/**
 * What Done answers (spec 02 §4, §5): the trimmed text, its lines recalculated at the size kept, and the font
 * settings.
 */
export function savedChoice(draft: TextDraft, field: TextField, measure: Measure): TextChoice {
  const text = draft.text.trim();
  return {
    text,
    family: draft.family,
    size: sizeOnOpen(text, draft.family, draft.size, textBoxOf(field), measure),
    color: draft.color,
    align: draft.align,
  };
}

/** The locale key of a colour's name: the palette's name, or the template's own colour. */
export function colourNameKey(hex: string): string {
  const named = fontPalette.find((colour) => colour.hex === hex.toLowerCase());
  if (named === undefined) return "editor.text.colours.template";
  const camel = named.name.replace(/[ -](\w)/g, (_, letter: string) => letter.toUpperCase());
  return `editor.text.colours.${camel}`;
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
