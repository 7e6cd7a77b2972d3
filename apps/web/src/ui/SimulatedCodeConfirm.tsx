import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../lib/i18n.ts";

export type CodeConfirmation = {
  code: string;
  /** The simulated user's e-mail. */
  email: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Support's simulated session asks before a code joins the user's account (spec 01 §4): 'Are you sure you want to
 * add the code %1$s to user %2$s?'. Closing the dialog is the same as cancel.
 */
export function SimulatedCodeConfirm({ confirmation }: { confirmation: CodeConfirmation | null }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={confirmation !== null}
      onOpenChange={(open) => {
        if (!open) confirmation?.onCancel();
      }}
      title={t("header.confirmAddCodeTitle")}
      description={
        confirmation ? t("header.confirmAddCode", { code: confirmation.code, email: confirmation.email }) : ""
      }
      role="alertdialog"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => confirmation?.onCancel()}>
            {t("common.cancel")}
          </Button>
          <Button onClick={() => confirmation?.onConfirm()}>{t("header.confirmAddCodeYes")}</Button>
        </div>
      }
    />
  );
}
