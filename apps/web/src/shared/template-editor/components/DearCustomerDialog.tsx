import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * Spec 02 §4 Add to cart: the warning is shown once per browser session, remembered under its key (the template
 * editor's and the package's have their own, spec 02 §9 session keys). Storage that refuses only means it shows again.
 */
export function firstWarningThisSession(key: string): boolean {
  try {
    if (sessionStorage.getItem(key) === "1") return false;
    sessionStorage.setItem(key, "1");
  } catch {
    // Storage refused: the warning shows again next time.
  }
  return true;
}

/**
 * Spec 02 §2 pre-add-to-cart warning 'Dear customer': the product is produced exactly as shown; 'Add to shopping
 * cart' goes on, 'Yes, I would like to check' goes back to the design. The package's check dialog shows its products
 * in it (`children`).
 */
export function DearCustomerDialog({
  open,
  onClose,
  onAdd,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("editor.dearCustomer")}
      description={t("editor.dearCustomerText")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("editor.yesCheck")}
          </Button>
          <Button
            onClick={() => {
              onClose();
              onAdd();
            }}
          >
            {t("editor.addToShoppingCart")}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
