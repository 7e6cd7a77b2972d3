import type { LostCodeInfo } from "@shop/contracts/access";
import { useTranslation } from "../../../lib/i18n.ts";

/** Without guardians' addresses the shop cannot send a code: whom to ask instead. */
export function LostCodeContact({ contact }: { contact: LostCodeInfo["contact"] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p>{t("lostCode.askSchool")}</p>
      <address className="flex flex-col gap-1 not-italic">
        <span className="font-semibold">{contact.name}</span>
        {contact.email && (
          <span>
            {t("front.helpEmail")}:{" "}
            <a className="inline-block py-2 text-primary underline" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </span>
        )}
        {contact.phone && (
          <span>
            {t("front.helpPhone")}:{" "}
            <a
              className="inline-block py-2 text-primary underline"
              href={`tel:${contact.phone.replace(/\s+/g, "")}`}
            >
              {contact.phone}
            </a>
          </span>
        )}
      </address>
    </div>
  );
}
