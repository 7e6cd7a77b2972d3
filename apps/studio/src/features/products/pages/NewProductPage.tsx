import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useTranslation } from "../../../lib/i18n.ts";
import { useProducts } from "../api/products.ts";
import { TemplateProductForm } from "../components/TemplateProductForm.tsx";

/** A new card, calendar or photo gift product; the shop's languages and currency come with the list. */
export function NewProductPage() {
  const { t } = useTranslation();
  const products = useProducts();
  return (
    <>
      <PageHeader title={t("products.form.newTitle")} back={{ to: "/products", label: t("products.back") }} />
      {products.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : products.isError ? (
        <ErrorState message={products.error.message} onRetry={() => void products.refetch()} />
      ) : (
        <TemplateProductForm
          product={null}
          languages={products.data.languages}
          currency={products.data.currency}
        />
      )}
    </>
  );
}
