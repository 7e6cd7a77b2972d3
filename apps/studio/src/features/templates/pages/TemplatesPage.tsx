import type { StudioTemplate } from "@shop/contracts/studio-templates";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { LayoutTemplate } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOrderTemplates, useSetActive, useTemplateList } from "../api/templates.ts";
import { InstallStarter } from "../components/InstallStarter.tsx";
import { type TemplateFilter, TemplateFilters } from "../components/TemplateFilters.tsx";
import { TemplateGrid } from "../components/TemplateGrid.tsx";
import { UploadTemplate } from "../components/UploadTemplate.tsx";

/** The templates of one product in the parents' order, with the template moved one place up or down. */
function movedOrder(all: readonly StudioTemplate[], template: StudioTemplate, direction: -1 | 1): string[] {
  const own = all.filter((x) => x.product.uuid === template.product.uuid).map((x) => x.uuid);
  const from = own.indexOf(template.uuid);
  const to = from + direction;
  const other = own[to];
  if (from < 0 || other === undefined) return own;
  own[to] = template.uuid;
  own[from] = other;
  return own;
}

/**
 * The shop's templates as a grid of previews drawn with a sample child's pictures, filtered by product and category,
 * each switched on or off and moved among its product's templates; the starter library installed, a file uploaded.
 * Making and editing a template is the editor's (/studio/templates/new, …/edit).
 */
export function TemplatesPage() {
  const { t } = useTranslation();
  const list = useTemplateList();
  const setActive = useSetActive();
  const order = useOrderTemplates();
  const [filter, setFilter] = useState<TemplateFilter>({ product: "", category: "" });

  const move = (template: StudioTemplate, direction: -1 | 1) => {
    if (!list.data) return;
    order.mutate(movedOrder(list.data.templates, template, direction));
    // The card moves in the grid: the keyboard stays on the button that moved it.
    requestAnimationFrame(() =>
      document.getElementById(`move-${direction < 0 ? "up" : "down"}-${template.uuid}`)?.focus(),
    );
  };

  return (
    <>
      <PageHeader title={t("templates.title")}>
        <p className="text-muted">{t("templates.intro")}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <LinkButton to="new">{t("templates.new")}</LinkButton>
        </div>
      </PageHeader>
      {list.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.templates.length === 0 ? (
        <>
          <EmptyState icon={LayoutTemplate} text={t("templates.empty")}>
            <InstallStarter variant="primary" />
          </EmptyState>
          <UploadTemplate data={list.data} />
        </>
      ) : (
        <div className="flex flex-col gap-8">
          <TemplateFilters data={list.data} filter={filter} onChange={setFilter} />
          <TemplateGrid
            all={list.data.templates}
            filter={filter}
            onActiveChange={(uuid, active) => setActive.mutate({ uuid, active })}
            onMove={move}
          />
          {(setActive.isError || order.isError) && (
            <p role="alert" className="text-danger">
              {(setActive.error ?? order.error)?.message}
            </p>
          )}
          <div className="flex flex-col gap-8 border-t border-border pt-6 lg:flex-row">
            <UploadTemplate data={list.data} />
            <section className="flex flex-col gap-2">
              <h2 className="text-xl font-bold">{t("templates.starterTitle")}</h2>
              <p className="max-w-prose text-sm text-muted">{t("templates.starterHelp")}</p>
              <InstallStarter />
            </section>
          </div>
        </div>
      )}
    </>
  );
}
