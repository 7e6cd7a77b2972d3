import type { PictureEffect } from "@shop/domain/template-text";
import { buttonClass } from "@shop/ui/button-styles";
import { RotateCcw } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";

const effects: readonly { effect: PictureEffect; key: string }[] = [
  { effect: "bw", key: "editor.image.bw" },
  { effect: "sepia", key: "editor.image.sepia" },
  { effect: "original", key: "editor.image.original" },
];

/** Spec 02 §2: Rotate, Black/White, Sepia, Original. */
export function EditTools({
  effect,
  onRotate,
  onEffect,
}: {
  effect: PictureEffect;
  onRotate: () => void;
  onEffect: (effect: PictureEffect) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={t("editor.image.tools")} className="flex flex-wrap gap-2">
      <button type="button" onClick={onRotate} className={buttonClass("secondary")}>
        <RotateCcw aria-hidden="true" className="size-5" />
        {t("editor.image.rotate")}
      </button>
      {effects.map((item) => (
        <button
          key={item.effect}
          type="button"
          aria-pressed={effect === item.effect}
          onClick={() => onEffect(item.effect)}
          className={buttonClass(effect === item.effect ? "primary" : "secondary")}
        >
          {t(item.key)}
        </button>
      ))}
    </div>
  );
}
