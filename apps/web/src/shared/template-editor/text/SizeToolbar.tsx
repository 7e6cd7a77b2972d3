import { fontSizeLimits } from "@shop/domain/template-text";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

export interface SizeToolbarProps {
  /** The slider's position; the size itself follows 200 ms after the last move (spec 02 §5). */
  readonly value: number;
  readonly onInput: (value: number) => void;
}

/** The text-size toolbar: a slider from 12 to 110 points with the value beside it. */
export function SizeToolbar({ value, onInput }: SizeToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = t("editor.text.sizeValue", { size: value });
  return (
    <div className="flex flex-col gap-1 px-2 py-1">
      <div className="flex items-baseline justify-end">
        <label htmlFor={id} className="sr-only">
          {t("editor.text.size")}
        </label>
        <output htmlFor={id} className="text-base font-semibold tabular-nums">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={fontSizeLimits.min}
        max={fontSizeLimits.max}
        step={1}
        value={value}
        aria-valuetext={text}
        onChange={(event) => onInput(Number(event.currentTarget.value))}
        className="h-11 w-full cursor-pointer accent-primary"
      />
    </div>
  );
}
