import { ALargeSmall, CaseSensitive, Palette, TextAlignCenter, Type } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { ToolButton } from "./ToolButton.tsx";

export type SubToolbar = "text-align" | "text-size" | "font-family" | "text-color";

export interface MainToolbarProps {
  readonly onEnterText: () => void;
  readonly onOpen: (toolbar: SubToolbar) => void;
  readonly disabled: boolean;
}

const icon = "size-6";

/** The text screen's main toolbar (spec 02 §2): Enter text, Font, Align text, Font size, Color. */
export function MainToolbar({ onEnterText, onOpen, disabled }: MainToolbarProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 gap-1">
      <legend className="sr-only">{t("editor.text.toolbar")}</legend>
      <ToolButton
        icon={<Type aria-hidden="true" className={icon} />}
        onClick={onEnterText}
        disabled={disabled}
      >
        {t("editor.text.enterText")}
      </ToolButton>
      <ToolButton
        icon={<CaseSensitive aria-hidden="true" className={icon} />}
        onClick={() => onOpen("font-family")}
        disabled={disabled}
        data-toolbar="font-family"
      >
        {t("editor.text.font")}
      </ToolButton>
      <ToolButton
        icon={<TextAlignCenter aria-hidden="true" className={icon} />}
        onClick={() => onOpen("text-align")}
        disabled={disabled}
        data-toolbar="text-align"
      >
        {t("editor.text.align")}
      </ToolButton>
      <ToolButton
        icon={<ALargeSmall aria-hidden="true" className={icon} />}
        onClick={() => onOpen("text-size")}
        disabled={disabled}
        data-toolbar="text-size"
      >
        {t("editor.text.size")}
      </ToolButton>
      <ToolButton
        icon={<Palette aria-hidden="true" className={icon} />}
        onClick={() => onOpen("text-color")}
        disabled={disabled}
        data-toolbar="text-color"
      >
        {t("editor.text.color")}
      </ToolButton>
    </fieldset>
  );
}
