import { textIn } from "@shop/domain/localised-text";
import { useTranslation } from "../../lib/i18n.ts";
import { useSettings } from "../../lib/queries/settings.ts";

/**
 * The shop's settings the editor reads: its currency, its option flags (spec 02 §6: the image toolbox, 'Dear
 * customer') and the update button's label.
 */
export function useEditorSettings() {
  const { t, i18n } = useTranslation();
  const settings = useSettings().data;
  const options = settings?.webshop.editor;
  // The shop's label in the interface language, else in its default language, else the first it has; else ours.
  const label = options?.updateCartLabel ?? {};
  const updateLabel = textIn(Object.values(label)[0] ?? t("editor.updateCart"), label, [
    i18n.language,
    settings?.webshop.locale.default_language ?? i18n.language,
  ]);
  return { currency: settings?.portal.currency ?? "NOK", options, updateLabel };
}

export type EditorOptions = ReturnType<typeof useEditorSettings>["options"];
