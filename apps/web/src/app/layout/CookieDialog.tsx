import { useTranslation } from "../../lib/i18n.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog } from "../../ui/Dialog.tsx";

export function CookieDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("menu.cookieTitle")}
      description={t("menu.cookieText")}
      footer={<Button onClick={() => onOpenChange(false)}>{t("common.ok")}</Button>}
    >
      <p>{t("menu.cookieNoTracking")}</p>
    </Dialog>
  );
}
