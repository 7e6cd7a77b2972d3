import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePages } from "../api/pages.ts";

/** The content pages of /pages/<id>: each with its title, whether the menu links to it, and a new one. */
export function PagesPage() {
  const { t } = useTranslation();
  const pages = usePages();
  return (
    <>
      <PageHeader title={t("look.pages.title")} />
      <div className="mb-6 flex flex-wrap gap-2">
        <LinkButton to="/look" variant="ghost">
          {t("look.pages.back")}
        </LinkButton>
        <LinkButton to="/look/pages/new">{t("look.pages.new")}</LinkButton>
      </div>
      {pages.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : pages.isError ? (
        <ErrorState message={pages.error.message} onRetry={() => void pages.refetch()} />
      ) : pages.data.pages.length === 0 ? (
        <EmptyState icon={FileText} text={t("look.pages.empty")} />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {pages.data.pages.map((page) => {
            const first = pages.data.languages[0]?.tag ?? "en";
            return (
              <li key={page.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <Link
                  to={`/look/pages/${page.id}`}
                  className="min-h-11 content-center font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {page.title[first] ?? page.id}
                </Link>
                <span className="text-sm text-muted">/pages/{page.id}</span>
                {page.inMenu && <span className="text-sm">{t("look.pages.inMenu")}</span>}
                {page.settingsFileOnly && (
                  <span className="text-sm text-muted">{t("look.pages.fileOnly")}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
