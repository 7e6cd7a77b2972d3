import { addressLines } from "@shop/domain/address-layout";
import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Mail, MapPin, Phone } from "lucide-react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";

export function ContactPage() {
  const { t } = useTranslation();
  const settings = useSettings();

  const body = () => {
    if (settings.isPending) return <LoadingState text={t("common.loading")} />;
    if (settings.isError)
      return <ErrorState message={errorText(settings.error, t)} onRetry={() => void settings.refetch()} />;
    const { name, contactInfo } = settings.data.portal;
    return (
      <Card>
        <address className="flex flex-col gap-4 not-italic">
          <h2 className="text-xl font-semibold">{name}</h2>
          <div className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <span className="sr-only">{t("contact.address")}: </span>
              {addressLines(contactInfo).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </div>
          </div>
          {contactInfo.email && (
            <div className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="sr-only">{t("contact.email")}: </span>
              <a
                href={`mailto:${contactInfo.email}`}
                className="inline-flex min-h-11 items-center break-all text-primary underline"
              >
                {contactInfo.email}
              </a>
            </div>
          )}
          {contactInfo.phone && (
            <div className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span className="sr-only">{t("contact.phone")}: </span>
              <a
                href={`tel:${contactInfo.phone.replace(/\s+/g, "")}`}
                className="inline-flex min-h-11 items-center text-primary underline"
              >
                {contactInfo.phone}
              </a>
            </div>
          )}
        </address>
      </Card>
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <PageHeader title={t("contact.title")} />
      {body()}
    </div>
  );
}
