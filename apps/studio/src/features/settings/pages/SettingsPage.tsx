import { settingsSections } from "@shop/contracts/studio-settings";
import { Card } from "@shop/ui/Card";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Download, Settings } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../api/settings.ts";
import { ImportFile } from "../components/ImportFile.tsx";

/** The owner's settings: each section of the settings file as a form, and the whole file exported or imported. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const file = settings.data ?? null;
  const download = file ? `data:application/json;charset=utf-8,${encodeURIComponent(file.text)}` : null;
  return (
    <>
      <PageHeader title={t("settings.title")}>
        {download && (
          <a
            href={download}
            download="shop.json"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-primary bg-surface px-4 py-2 font-semibold text-primary hover:bg-primary/5"
          >
            <Download aria-hidden="true" className="size-4" />
            {t("settings.export")}
          </a>
        )}
      </PageHeader>
      <div className="flex flex-col gap-6">
        {settings.isPending ? (
          <LoadingState text={t("common.loading")} />
        ) : settings.isError ? (
          <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
        ) : file === null ? (
          <EmptyState icon={Settings} text={t("settings.none")} />
        ) : (
          <Card>
            <ul className="grid gap-2 sm:grid-cols-2">
              {settingsSections.map((section) => (
                <li key={section}>
                  <Link
                    to={section}
                    className="flex min-h-11 flex-col rounded-lg border border-border p-3 hover:border-primary"
                  >
                    <span className="font-semibold text-primary">
                      {t(`settings.sections.${section}.title`)}
                    </span>
                    <span className="text-sm text-muted">{t(`settings.sections.${section}.text`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
        {/* Issue 33 (invoice33): the invoice settings live in the database, not in the settings file. */}
        <Card>
          <Link
            to="invoices"
            className="flex min-h-11 flex-col rounded-lg border border-border p-3 hover:border-primary"
          >
            <span className="font-semibold text-primary">{t("invoiceSettings.title")}</span>
            <span className="text-sm text-muted">{t("invoiceSettings.link")}</span>
          </Link>
        </Card>
        <ImportFile />
      </div>
    </>
  );
}
