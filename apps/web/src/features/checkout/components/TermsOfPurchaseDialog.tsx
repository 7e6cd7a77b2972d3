import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../../../lib/i18n.ts";

/** The shop's terms of purchase with their line breaks kept (spec 03 §2.1). */
export function TermsOfPurchaseDialog({
  open,
  onOpenChange,
  terms,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  terms: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("checkout.confirm.termsTitle")}
      footer={<Button onClick={() => onOpenChange(false)}>{t("common.close")}</Button>}
    >
      <div className="text-base whitespace-pre-line">{terms}</div>
    </Dialog>
  );
}
