import type { LostCodeInfo } from "@shop/contracts/access";
import { useTranslation } from "../../../lib/i18n.ts";
import { ContactLinks } from "./ContactLinks.tsx";

/** Without guardians' addresses the shop cannot send a code: whom to ask instead. */
export function LostCodeContact({ contact }: { contact: LostCodeInfo["contact"] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p>{t("lostCode.askSchool")}</p>
      <address className="flex flex-col gap-1 not-italic">
        <span className="font-semibold">{contact.name}</span>
        <ContactLinks email={contact.email} phone={contact.phone} />
      </address>
    </div>
  );
}
