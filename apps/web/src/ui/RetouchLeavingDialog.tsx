import type { OrderLine } from "@shop/contracts/cart";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../lib/i18n.ts";
import { RetouchLeavingNote } from "./RetouchLeavingNote.tsx";

/**
 * Asked before a change takes a picture out of the cart whose retouch is in the cart too (removing a digital picture,
 * a design or a package that no longer places it): the retouch leaves with it, so the parent says yes first.
 */
export function RetouchLeavingDialog({
  lines,
  onCancel,
  onConfirm,
}: {
  /** The retouch lines that would leave; the dialog is open while there are any. */
  lines: readonly OrderLine[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={lines.length > 0}
      onOpenChange={(open) => !open && onCancel()}
      role="alertdialog"
      title={t("cart.retouchLeavesTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t("cart.retouchLeavesContinue")}
          </Button>
        </>
      }
    >
      <RetouchLeavingNote lines={lines} />
    </Dialog>
  );
}
