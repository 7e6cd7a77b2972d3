import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePage, usePages } from "../api/pages.ts";
import { PageForm } from "../components/PageForm.tsx";

/** A content page made or changed: /look/pages/new, or /look/pages/<id>. */
export function PageEditPage() {
  const { t } = useTranslation();
  const { pageId } = useParams();
  const id = pageId === undefined || pageId === "new" ? null : pageId;
  const pages = usePages();
  const page = usePage(id);
  const loading = pages.isPending || (id !== null && page.isPending);
  const error = pages.error ?? (id !== null ? page.error : null);
  return (
    <>
      <PageHeader title={id === null ? t("look.pages.new") : t("look.pages.edit")} />
      <div className="mb-6">
        <LinkButton to="/look/pages" variant="ghost">
          {t("look.pages.all")}
        </LinkButton>
      </div>
      {loading ? (
        <LoadingState text={t("common.loading")} />
      ) : error || !pages.data ? (
        <ErrorState
          message={error?.message ?? t("errors.unknown")}
          onRetry={() => void Promise.all([pages.refetch(), page.refetch()])}
        />
      ) : (
        <PageForm
          key={id ?? "new"}
          languages={pages.data.languages}
          page={id === null ? null : (page.data ?? null)}
        />
      )}
    </>
  );
}
