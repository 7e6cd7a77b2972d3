import { TextAlignCenter, TextAlignEnd, TextAlignStart } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { ToolButton } from "./ToolButton.tsx";
import type { TextDraft } from "./text-draft.ts";

export interface AlignToolbarProps {
  readonly align: TextDraft["align"];
  readonly onChange: (align: TextDraft["align"]) => void;
}

const icon = "size-6";

/** The text-align toolbar: left, centre, right, the chosen one pressed. */
export function AlignToolbar({ align, onChange }: AlignToolbarProps) {
  const { t } = useTranslation();
  const options = [
    { value: "left", label: t("editor.text.alignLeft"), Icon: TextAlignStart },
    { value: "center", label: t("editor.text.alignCenter"), Icon: TextAlignCenter },
    { value: "right", label: t("editor.text.alignRight"), Icon: TextAlignEnd },
  ] as const;
  return (
    <fieldset className="flex min-w-0 gap-1">
      <legend className="sr-only">{t("editor.text.align")}</legend>
      {options.map(({ value, label, Icon }) => (
        <ToolButton
          key={value}
          icon={<Icon aria-hidden="true" className={icon} />}
          aria-pressed={align === value}
          onClick={() => onChange(value)}
        >
          {label}
        </ToolButton>
      ))}
    </fieldset>
  );
}
