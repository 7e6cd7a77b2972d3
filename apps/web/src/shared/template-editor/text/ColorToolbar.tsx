import { cx } from "@shop/ui/cx";
import { Check } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { colourNameKey, contrastRatio } from "./text-draft.ts";

export interface ColorToolbarProps {
  /** The palette's 10 colours and the template's own (`textColourChoices`). */
  readonly colours: readonly string[];
  readonly color: string;
  readonly onChange: (color: string) => void;
}

/** The text-color toolbar: a swatch per colour, named for screen readers, the chosen one pressed and ticked. */
export function ColorToolbar({ colours, color, onChange }: ColorToolbarProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-wrap justify-center gap-2">
      <legend className="sr-only">{t("editor.text.color")}</legend>
      {colours.map((hex) => {
        const pressed = hex === color;
        const tick =
          contrastRatio(hex, "#ffffff") > contrastRatio(hex, "#000000") ? "text-white" : "text-black";
        return (
          <button
            key={hex}
            type="button"
            aria-label={t(colourNameKey(hex))}
            aria-pressed={pressed}
            onClick={() => onChange(hex)}
            className={cx(
              "flex size-11 items-center justify-center rounded-full border border-border shadow-sm",
              pressed && "ring-2 ring-primary ring-offset-2",
            )}
            style={{ backgroundColor: hex }}
          >
            {pressed && <Check aria-hidden="true" className={cx("size-5", tick)} />}
          </button>
        );
      })}
    </fieldset>
  );
}
