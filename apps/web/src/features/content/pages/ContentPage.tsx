import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { FileText } from "lucide-react";
import { type LoaderFunctionArgs, useParams } from "react-router";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { legacyPageQuery, useLegacyPage } from "../api/legacy-page.ts";
import { PageModules } from "../components/PageModules.tsx";

/** Starts the fetch while the page's code loads; a failure is shown by the page, not the error boundary. */
export function contentPageLoader({ params }: LoaderFunctionArgs) {
  if (params.id) void queryClient.prefetchQuery(legacyPageQuery(params.id));
  return null;
}

/** /pages/:id: a content page of modules (spec 01 §2.8). */
export function ContentPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? "";
  const page = useLegacyPage(id);

  // An id the server refuses to read (400) is as missing as one it does not know (404).
  if (
    page.isError &&
    page.error instanceof ApiError &&
    (page.error.status === 404 || page.error.status === 400)
  ) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <PageHeader title={t("common.pageNotFound")} />
        <p>{t("common.pageNotFoundText")}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      {page.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : page.isError ? (
        <ErrorState message={errorText(page.error, t)} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <PageHeader title={page.data.title} />
          {page.data.modules.length === 0 ? (
            <EmptyState
              icon={FileText}
              text={t("pages.empty")}
              link={{ to: "/", label: t("common.goToFrontPage") }}
            />
          ) : (
            <PageModules modules={page.data.modules} />
          )}
        </>
      )}
    </div>
  );
}
