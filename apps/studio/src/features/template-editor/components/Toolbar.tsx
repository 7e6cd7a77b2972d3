import { Button } from "@shop/ui/Button";
import { ImagePlus, Trash2, Type, Undo2 } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = {
  canUndo: boolean;
  selected: boolean;
  onAdd: (kind: "image" | "text") => void;
  onDelete: () => void;
  onUndo: () => void;
};

/** Adding a picture or text field, deleting the selected one, undoing the last step. */
export function Toolbar({ canUndo, selected, onAdd, onDelete, onUndo }: Props) {
  const { t } = useTranslation();
  return (
    <div role="toolbar" aria-label={t("templateEditor.toolbar.label")} className="flex flex-wrap gap-2">
      <Button variant="secondary" size="small" onClick={() => onAdd("image")}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {t("templateEditor.toolbar.addPicture")}
      </Button>
      <Button variant="secondary" size="small" onClick={() => onAdd("text")}>
        <Type aria-hidden="true" className="size-4" />
        {t("templateEditor.toolbar.addText")}
      </Button>
      <Button variant="secondary" size="small" disabled={!selected} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t("templateEditor.toolbar.delete")}
      </Button>
      <Button variant="secondary" size="small" disabled={!canUndo} onClick={onUndo}>
        <Undo2 aria-hidden="true" className="size-4" />
        {t("templateEditor.toolbar.undo")}
      </Button>
    </div>
  );
}
