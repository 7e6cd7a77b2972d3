import { useTranslation } from "../../../lib/i18n.ts";

/** The shop's e-mail and phone as links a parent can tap (the code help and 'Lost your code?' both name them). */
export function ContactLinks({ email, phone }: { email?: string | null; phone?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {email && (
        <span>
          {t("front.helpEmail")}:{" "}
          <a className="inline-block py-2 text-primary underline" href={`mailto:${email}`}>
            {email}
          </a>
        </span>
      )}
      {phone && (
        <span>
          {t("front.helpPhone")}:{" "}
          <a className="inline-block py-2 text-primary underline" href={`tel:${phone.replace(/\s+/g, "")}`}>
            {phone}
          </a>
        </span>
      )}
    </>
  );
}
