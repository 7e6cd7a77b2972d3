import { useTranslation } from "../../../lib/i18n.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  onConfirm: () => void;
};

/** Deleting a line needs confirmation (spec 02 § Shopping cart). */
export function DeleteLineDialog({ open, onOpenChange, productName, onConfirm }: Props) {
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
    />
  );
}
