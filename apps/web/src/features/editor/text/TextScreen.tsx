import { useTranslation } from "../../../lib/i18n.ts";
import { Button } from "../../../ui/Button.tsx";
import type { TextScreenProps } from "../types.ts";

/** Placeholder until helper H4's text screen merges: Cancel, and Done with the choice as it is. */
export function TextScreen(props: TextScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2 p-4">
      <Button variant="secondary" onClick={props.onCancel}>
        {t("common.cancel")}
      </Button>
      <Button onClick={() => props.onDone(props.choice)}>{t("editor.done")}</Button>
    </div>
  );
}
