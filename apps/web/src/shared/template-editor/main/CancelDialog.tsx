import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../../../lib/i18n.ts";

/** Leaving a design with changes: continue editing, or close without saving. */
export function CancelDialog({
  open,
  onOpenChange,
  onLeave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t("editor.abortTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("editor.continueEditing")}
          </Button>
          <Button variant="danger" onClick={onLeave}>
            {t("editor.closeWithoutSaving")}
          </Button>
        </>
      }
    />
  );
}
