import { type FontFamily, fontFamilies } from "@shop/domain/template-text";
import { Spinner } from "@shop/ui/Spinner";
import { isFontLoaded, loadFont } from "@shop/ui/template-fonts";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { ToolButton } from "./ToolButton.tsx";

export interface FontToolbarProps {
  readonly family: FontFamily;
  /** A family being loaded before it is applied. */
  readonly pending: FontFamily | null;
  readonly onChange: (family: FontFamily) => void;
}

/**
 * The font-family toolbar: the 15 fonts (spec 02 §9), each named in its own face. Opening the list loads them; a
 * family still loading shows in the fallback face until it is there.
 */
export function FontToolbar({ family, pending, onChange }: FontToolbarProps) {
  const { t } = useTranslation();
  const [, setLoadedCount] = useState(0);
  useEffect(() => {
    let open = true;
    for (const each of fontFamilies) {
      if (isFontLoaded(each)) continue;
      loadFont(each).then(
        () => open && setLoadedCount((count) => count + 1),
        // A face that does not load stays in the fallback; choosing it tries again.
        () => undefined,
      );
    }
    return () => {
      open = false;
    };
  }, []);
  return (
    <fieldset className="min-w-0 grid max-h-[34dvh] grid-cols-2 gap-1 overflow-y-auto p-1 sm:grid-cols-3 lg:grid-cols-5">
      <legend className="sr-only">{t("editor.text.font")}</legend>
      {fontFamilies.map((each) => (
        <ToolButton
          key={each}
          aria-pressed={each === family}
          aria-busy={each === pending || undefined}
          onClick={() => onChange(each)}
          look="font"
          style={isFontLoaded(each) ? { fontFamily: `'${each}', sans-serif` } : undefined}
          icon={each === pending ? <Spinner className="size-4" /> : undefined}
        >
          {each}
        </ToolButton>
      ))}
    </fieldset>
  );
}
