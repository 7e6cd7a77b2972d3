import type { OrderLine } from "@shop/contracts/cart";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../../../lib/i18n.ts";
import { RetouchLeavingNote } from "../../../ui/RetouchLeavingNote.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  /** The retouch lines that leave the cart with the line: the dialog names them before anything is deleted. */
  retouch: readonly OrderLine[];
  onConfirm: () => void;
};

/** Deleting a line needs confirmation (spec 02 § Shopping cart), and says which retouch goes with it. */
export function DeleteLineDialog({ open, onOpenChange, productName, retouch, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t("cart.deleteTitle")}
      description={t("cart.deleteText", { name: productName })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t("cart.delete")}
          </Button>
        </>
      }
    >
      <RetouchLeavingNote lines={retouch} />
    </Dialog>
  );
}
