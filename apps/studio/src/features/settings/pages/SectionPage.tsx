import { SettingsSection } from "@shop/contracts/studio-settings";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Settings } from "lucide-react";
import { useParams } from "react-router";
import { NotFoundPage } from "../../../app/NotFoundPage.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../api/settings.ts";
import { SectionForm } from "../components/SectionForm.tsx";

/** /studio/settings/<section>: one section of the settings file as a form (other areas link here by the path). */
export function SectionPage() {
  const { t } = useTranslation();
  const parsed = SettingsSection.safeParse(useParams().section);
  const settings = useSettings();
  if (!parsed.success) return <NotFoundPage />;
  const section = parsed.data;
  return (
    <>
      <PageHeader
        title={t(`settings.sections.${section}.title`)}
        back={{ to: "..", label: t("settings.title") }}
      />
      <p className="mb-4 text-muted">{t(`settings.sections.${section}.text`)}</p>
      {settings.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : settings.isError ? (
        <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : settings.data === null ? (
        <EmptyState icon={Settings} text={t("settings.none")} />
      ) : (
        <SectionForm section={section} file={settings.data.file} />
      )}
    </>
  );
}
