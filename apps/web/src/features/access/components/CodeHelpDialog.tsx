import { addressLines } from "@shop/domain/address-layout";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { ContactLinks } from "./ContactLinks.tsx";

export function CodeHelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const portal = useSettings().data?.portal;
  const contact = portal?.contactInfo;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("front.helpTitle")}
      description={t("front.helpWhere")}
      footer={<Button onClick={() => onOpenChange(false)}>{t("common.ok")}</Button>}
    >
      <p>{t("front.helpCheck")}</p>
      {portal && contact && (
        <div className="flex flex-col gap-1">
          <p>{t("front.helpContact", { name: portal.name })}</p>
          <address className="flex flex-col gap-1 not-italic">
            <span className="font-semibold">{portal.name}</span>
            {addressLines(contact).map((line) => (
              <span key={line}>{line}</span>
            ))}
            <ContactLinks email={contact.email} phone={contact.phone} />
          </address>
        </div>
      )}
    </Dialog>
  );
}
