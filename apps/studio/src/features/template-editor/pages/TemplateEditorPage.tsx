import type { StudioEditorProduct } from "@shop/contracts/studio-template-editor";
import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { LayoutTemplate } from "lucide-react";
import { useMemo } from "react";
import { Link, useLocation, useParams } from "react-router";
import { isApiError } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useEditorProducts, useEditorTemplate } from "../api/editor.ts";
import type { SavedTemplate } from "../components/SavedNotice.tsx";
import { TemplateEditor } from "../components/TemplateEditor.tsx";
import { isSimpleTemplate, newTemplate, simpleTypes } from "../model/simple-template.ts";

/**
 * /studio/templates/new and /studio/templates/{uuid}/edit: the simple template editor. An existing template opens
 * when the editor can show all of it; otherwise the page says so and points to the file upload.
 */
export function TemplateEditorPage() {
  const { t } = useTranslation();
  const { templateUuid } = useParams();
  const location = useLocation();
  const saved = (location.state as { saved?: SavedTemplate } | null)?.saved ?? null;
  const products = useEditorProducts();
  const template = useEditorTemplate(templateUuid);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one new template per page, named in the language it opened in.
  const fresh = useMemo(() => newTemplate(crypto.randomUUID(), t("templateEditor.untitled")), []);
  const back = { to: "/templates", label: t("templateEditor.back") };
  const title = templateUuid === undefined ? t("templateEditor.newTitle") : t("templateEditor.editTitle");

  const body = () => {
    if (products.isPending || (templateUuid !== undefined && template.isPending))
      return <LoadingState text={t("common.loading")} />;
    if (products.isError)
      return <ErrorState message={products.error.message} onRetry={() => void products.refetch()} />;
    if (template.isError) {
      const message = isApiError(template.error, 404)
        ? t("templateEditor.errors.studio_template_not_found")
        : template.error.message;
      return <ErrorState message={message} onRetry={() => void template.refetch()} />;
    }
    const offered: StudioEditorProduct[] = products.data.products.filter((p) =>
      (simpleTypes as readonly string[]).includes(p.type),
    );
    if (template.data) {
      const { document, product } = template.data;
      if (!isSimpleTemplate(document)) {
        return (
          <div role="alert" className="flex max-w-prose flex-col gap-3">
            <p>{t("templateEditor.notSimple", { name: document.name })}</p>
            <Link to="/templates" className="font-semibold text-primary underline">
              {t("templateEditor.uploadInstead")}
            </Link>
          </div>
        );
      }
      return (
        <TemplateEditor
          key={template.data.uuid}
          initial={document}
          products={offered.some((p) => p.uuid === product.uuid) ? offered : [product, ...offered]}
          initialProduct={product.uuid}
          existing
          saved={saved}
        />
      );
    }
    if (offered.length === 0)
      return <EmptyState icon={LayoutTemplate} text={t("templateEditor.noProducts")} />;
    return (
      <TemplateEditor initial={fresh} products={offered} initialProduct="" existing={false} saved={null} />
    );
  };

  return (
    <>
      <PageHeader title={title} back={back} />
      {body()}
    </>
  );
}
