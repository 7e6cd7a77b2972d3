import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useTranslation } from "../../../lib/i18n.ts";
import { useInvoiceSettings } from "../api/invoice-settings.ts";
import { InvoiceSettingsForm } from "../components/InvoiceSettingsForm.tsx";

/** /studio/settings/invoices (owner, issue 33): the shop's invoice settings. */
export function InvoiceSettingsPage() {
  const { t } = useTranslation();
  const settings = useInvoiceSettings();
  return (
    <>
      <PageHeader title={t("invoiceSettings.title")} back={{ to: "..", label: t("settings.title") }} />
      <p className="mb-6 max-w-2xl text-muted">{t("invoiceSettings.intro")}</p>
      {settings.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : settings.isError ? (
        <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <InvoiceSettingsForm settings={settings.data} />
      )}
    </>
  );
}
