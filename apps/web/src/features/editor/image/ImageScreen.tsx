import { useTranslation } from "../../../lib/i18n.ts";
import { Button } from "../../../ui/Button.tsx";
import type { ImageScreenProps } from "../types.ts";

/** Placeholder until helper H3's image screen merges: Cancel, and Done with the instance as it is. */
export function ImageScreen(props: ImageScreenProps) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2 p-4">
      <Button variant="secondary" onClick={props.onCancel}>
        {t("common.cancel")}
      </Button>
      <Button onClick={() => props.onDone(props.instance)}>{t("editor.done")}</Button>
    </div>
  );
}
