import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../../lib/i18n.ts";
import { useSettings } from "../../lib/queries/settings.ts";

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
