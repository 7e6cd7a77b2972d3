import { useTranslation } from "../../lib/i18n.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import { LinkButton } from "../../ui/LinkButton.tsx";

export function ShareDialog({
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
      title={t("menu.shareTitle")}
      description={t("menu.shareText")}
    >
      <p>{t("menu.shareOwnCode")}</p>
      <LinkButton to="/my-account/add-picture-set" onClick={() => onOpenChange(false)} className="self-start">
        {t("menu.shareAddPictureSet")}
      </LinkButton>
    </Dialog>
  );
}
