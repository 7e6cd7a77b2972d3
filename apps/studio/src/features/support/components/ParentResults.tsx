import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { UserSearch } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useParentSearch } from "../api/support.ts";

/** The parents a search found, each with what found them and their children's sets. */
export function ParentResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const search = useParentSearch(q);
  // A query too short to send (typed into the address) shows nothing rather than a search that never starts.
  if (q.trim().length < 2) return null;
  if (search.isPending) return <LoadingState text={t("common.loading")} />;
  if (search.isError)
    return <ErrorState message={search.error.message} onRetry={() => void search.refetch()} />;
  if (search.data.parents.length === 0)
    return <EmptyState icon={UserSearch} text={t("support.noParents", { q })} />;
  return (
    <ul aria-label={t("support.results")} className="flex max-w-3xl flex-col gap-2">
      {search.data.parents.map((parent) => (
        <li key={parent.uuid}>
          <Link
            to={`/support/parents/${parent.uuid}`}
            className="flex flex-col gap-1 rounded-xl border border-border bg-surface px-4 py-3 hover:border-primary focus-visible:outline-2"
          >
            <span className="font-semibold break-all">{parent.name ?? parent.email}</span>
            <span className="text-sm break-all text-muted">
              {parent.email} · {t(`support.matchedBy.${parent.matchedBy}`)}
            </span>
            {parent.children.length > 0 && (
              <span className="text-sm">{t("support.children", { names: parent.children.join(", ") })}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
