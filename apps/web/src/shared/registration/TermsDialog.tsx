import { useTranslation } from "../../lib/i18n.ts";
import { useSettings } from "../../lib/queries/settings.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog } from "../../ui/Dialog.tsx";

export function TermsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const terms = useSettings().data?.webshop.termsText ?? "";
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("register.termsLink")}
      footer={<Button onClick={() => onOpenChange(false)}>{t("common.close")}</Button>}
    >
      <div className="text-base whitespace-pre-line">{terms}</div>
    </Dialog>
  );
}
