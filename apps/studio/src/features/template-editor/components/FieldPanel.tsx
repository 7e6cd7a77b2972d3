import { fontFamilies, fontSizeLimits } from "@shop/domain/template-text";
import type { TemplateDocument } from "@shop/render/template";
import { Select } from "@shop/ui/Select";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { Command, TextStyle } from "../model/commands.ts";
import type { SimpleField } from "../model/simple-template.ts";
import { thePart } from "../model/simple-template.ts";
import { MmInput } from "./MmInput.tsx";
import { PictureRulesFields } from "./PictureRulesFields.tsx";

type Props = {
  doc: TemplateDocument;
  field: SimpleField;
  onCommand: (command: Command) => void;
};

const alignments = ["left", "center", "right"] as const;

/**
 * The selected field's place and size in millimetres; a picture field's pictures it takes; a text field's default
 * text, font, size, colour, alignment.
 */
export function FieldPanel({ doc, field, onCommand }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { trim, bleed } = thePart(doc);
  const box = { x: field.x, y: field.y, width: field.width, height: field.height };
  const setBox = (change: Partial<typeof box>) =>
    onCommand({ name: "setBox", id: field.id, box: { ...box, ...change } });
  const setText = (style: Partial<TextStyle>) => onCommand({ name: "setText", id: field.id, style });
  const limit = Math.max(trim.width, trim.height) + 2 * bleed;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {field.kind === "image" ? t("templateEditor.field.picture") : t("templateEditor.field.text")}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <MmInput
          label={t("templateEditor.field.x")}
          value={box.x}
          min={-bleed}
          max={limit}
          onCommit={(x) => setBox({ x })}
        />
        <MmInput
          label={t("templateEditor.field.y")}
          value={box.y}
          min={-bleed}
          max={limit}
          onCommit={(y) => setBox({ y })}
        />
        <MmInput
          label={t("templateEditor.field.width")}
          value={box.width}
          min={5}
          max={limit}
          onCommit={(width) => setBox({ width })}
        />
        <MmInput
          label={t("templateEditor.field.height")}
          value={box.height}
          min={5}
          max={limit}
          onCommit={(height) => setBox({ height })}
        />
      </div>
      {field.kind === "image" && (
        <PictureRulesFields
          field={field}
          onChange={(rules) => onCommand({ name: "setPictureRules", id: field.id, rules })}
        />
      )}
      {field.kind === "text" && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-text`} className="text-sm font-semibold">
              {t("templateEditor.field.defaultText")}
            </label>
            <textarea
              id={`${id}-text`}
              rows={3}
              maxLength={2000}
              value={field.defaultText}
              onChange={(event) => setText({ defaultText: event.target.value })}
              className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-base focus:border-primary"
            />
            <p className="text-sm text-muted">{t("templateEditor.field.placeholders")}</p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-font`} className="text-sm font-semibold">
              {t("templateEditor.field.font")}
            </label>
            <Select
              id={`${id}-font`}
              value={field.font.family}
              onChange={(event) => setText({ family: event.target.value as TextStyle["family"] })}
            >
              {fontFamilies.map((family) => (
                <option key={family} value={family}>
                  {family}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <MmInput
              label={t("templateEditor.field.size")}
              value={field.font.size}
              min={fontSizeLimits.min}
              max={fontSizeLimits.max}
              onCommit={(size) => setText({ size: Math.round(size) })}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-colour`} className="text-sm font-semibold">
                {t("templateEditor.field.colour")}
              </label>
              <input
                id={`${id}-colour`}
                type="color"
                value={field.font.color}
                onChange={(event) => setText({ color: event.target.value })}
                className="min-h-11 w-full rounded-lg border border-border bg-surface px-1"
              />
            </div>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-semibold">{t("templateEditor.field.align")}</legend>
            <div className="flex gap-2">
              {alignments.map((align) => (
                <label
                  key={align}
                  className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border px-2 has-checked:border-primary has-checked:bg-primary/10"
                >
                  <input
                    type="radio"
                    name={`${id}-align`}
                    value={align}
                    checked={field.font.align === align}
                    onChange={() => setText({ align })}
                  />
                  {t(`templateEditor.field.align_${align}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
    </section>
  );
}
