import { useSettings } from "../../../lib/queries/settings.ts";
import { Trans } from "../../../lib/trans.tsx";

/** 'Questions about the order? Contact us at …' with the shop's contact e-mail (and phone), as the mail ends. */
export function ReceiptContact() {
  const settings = useSettings().data;
  if (!settings) return null;
  const email = settings.webshop.contactInfo.email || settings.portal.contactInfo.email;
  const phone = settings.portal.contactInfo.phone;
  if (!email) return null;
  const link = "font-semibold text-primary underline underline-offset-4";
  return (
    <p className="text-base">
      <Trans
        i18nKey={phone ? "receipt.contactWithPhone" : "receipt.contact"}
        values={{ email, phone }}
        components={{
          email: (
            <a href={`mailto:${email}`} className={link}>
              {email}
            </a>
          ),
          phone: (
            <a href={`tel:${phone.replace(/\s/g, "")}`} className={`${link} whitespace-nowrap`}>
              {phone}
            </a>
          ),
        }}
      />
    </p>
  );
}
