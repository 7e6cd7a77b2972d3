import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useParams } from "react-router";
import { formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSetActive, useTemplate } from "../api/templates.ts";
import { JobSwitches } from "../components/JobSwitches.tsx";
import { OnOffSwitch } from "../components/OnOffSwitch.tsx";

/** A template: its bigger preview, what it is, its versions, its switch and whether each job's lists show it. */
export function TemplatePage() {
  const { t, language } = useTranslation();
  const { templateUuid = "" } = useParams();
  const template = useTemplate(templateUuid);
  const setActive = useSetActive();
  if (template.isPending) return <LoadingState text={t("common.loading")} />;
  if (template.isError)
    return <ErrorState message={template.error.message} onRetry={() => void template.refetch()} />;
  const data = template.data;
  return (
    <>
      <PageHeader title={data.name} back={{ to: "..", label: t("templates.title") }}>
        <p className="text-muted">
          {t("templates.meta", { product: data.product.name, size: data.size, version: data.version })}
        </p>
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <LinkButton to="edit">{t("templates.edit")}</LinkButton>
          <OnOffSwitch
            checked={data.active}
            onCheckedChange={(active) => setActive.mutate({ uuid: data.uuid, active })}
            label={data.active ? t("templates.onLong") : t("templates.offLong")}
          />
        </div>
        {setActive.isError && (
          <p role="alert" className="text-danger">
            {setActive.error.message}
          </p>
        )}
      </PageHeader>
      <div className="flex flex-col gap-8 lg:flex-row">
        <img
          src={data.preview}
          alt={t("templates.previewOf", { name: data.name })}
          className="w-full max-w-xl self-start rounded-xl border border-border bg-surface object-contain"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-8">
          <section aria-labelledby="template-versions" className="flex flex-col gap-2">
            <h2 id="template-versions" className="text-xl font-bold">
              {t("templates.versions")}
            </h2>
            <ol className="flex flex-col">
              {[...data.versions].reverse().map((v) => (
                <li key={v.version} className="flex gap-3 border-t border-border py-2 text-sm">
                  <span className="font-semibold">{t("templates.version", { version: v.version })}</span>
                  <span className="text-muted">{formatTime(language, v.createdAt)}</span>
                  {v.version === data.version && <span>{t("templates.current")}</span>}
                </li>
              ))}
            </ol>
          </section>
          <JobSwitches templateUuid={data.uuid} jobs={data.jobs} />
        </div>
      </div>
    </>
  );
}
