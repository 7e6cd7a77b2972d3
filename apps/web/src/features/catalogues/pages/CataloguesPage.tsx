import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { BookOpen } from "lucide-react";
import { useSearchParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import { usePackagesPageName } from "../../../lib/shopped-picture-set.ts";
import { useCatalogues } from "../api/catalogues.ts";
import { CatalogueForm } from "../components/CatalogueForm.tsx";
import { OrderCatalogueDialog } from "../components/OrderCatalogueDialog.tsx";

/**
 * /products/catalogues: the catalogues of the user's picture sets, to put in the cart. `?order=1` opens the dialog
 * "Do you want to order the catalogue?" over it.
 */
export function CataloguesPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const catalogues = useCatalogues();
  const currency = useSettings().data?.portal.currency ?? "NOK";
  const back = { to: "/products/packages", label: usePackagesPageName() };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("catalogues.title")} back={back} />
      {catalogues.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : catalogues.isError ? (
        <ErrorState message={errorText(catalogues.error, t)} onRetry={() => void catalogues.refetch()} />
      ) : catalogues.data.length === 0 ? (
        <EmptyState icon={BookOpen} text={t("catalogues.empty")} />
      ) : (
        <>
          <CatalogueForm catalogues={catalogues.data} currency={currency} />
          {search.get("order") === "1" && (
            <OrderCatalogueDialog catalogues={catalogues.data} currency={currency} />
          )}
        </>
      )}
    </div>
  );
}
