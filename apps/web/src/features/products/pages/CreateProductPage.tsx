import { createProductBackPath } from "@shop/domain/template-lists";
import { useParams, useSearchParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { Card } from "../../../ui/Card.tsx";
import { ErrorState } from "../../../ui/ErrorState.tsx";
import { LoadingState } from "../../../ui/LoadingState.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { templatePreviewUrl, useTemplateSummary } from "../api/template-summary.ts";

/**
 * /templates/create/:templateUuid/:productUuid?type=&category= — the create-product page (spec 02 § Create-product
 * page). The template editor comes with its own slice; until then the page names the template, shows its preview and
 * says the editor is on its way. Back goes to the list of the template's type.
 */
export function CreateProductPage() {
  const { t } = useTranslation();
  const { templateUuid = "" } = useParams();
  const [search] = useSearchParams();
  const template = useTemplateSummary(templateUuid);
  const category = search.get("category");
  const back = template.data
    ? createProductBackPath(template.data.type, category)
    : search.get("type") === "calendars"
      ? "/templates/calendars"
      : "/products/packages";
  const backLabel = template.data
    ? template.data.type === "CALENDAR"
      ? t("templates.calendars")
      : template.data.type === "CARDS"
        ? t("templates.cards")
        : t("templates.photogifts")
    : t("common.back");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      {template.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : template.isError ? (
        <ErrorState message={errorText(template.error, t)} onRetry={() => void template.refetch()} />
      ) : (
        <>
          <PageHeader title={template.data.name} back={{ to: back, label: backLabel }} />
          <Card className="flex flex-col items-center gap-4 text-center">
            <span className="flex aspect-[400/290] w-full max-w-md items-center justify-center rounded-lg bg-bg">
              <img
                src={templatePreviewUrl(template.data)}
                alt={template.data.name}
                className="max-h-[80%] max-w-[80%] shadow-md"
              />
            </span>
            <p className="text-lg font-semibold">{t("templates.editorSoon")}</p>
            <p className="max-w-prose text-muted">
              {t("templates.editorSoonText", { name: template.data.name })}
            </p>
          </Card>
        </>
      )}
    </div>
  );
}
