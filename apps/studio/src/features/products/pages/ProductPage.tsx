import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { PackageX } from "lucide-react";
import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useProducts } from "../api/products.ts";
import { ProductDetails } from "../components/ProductDetails.tsx";
import { TemplateProductForm } from "../components/TemplateProductForm.tsx";

/**
 * A product's page: what it is and where it is sold; a card, calendar or gift product is changed here in its form,
 * the other kinds in the settings or their job (the page says where).
 */
export function ProductPage() {
  const { t } = useTranslation();
  const { productUuid = "" } = useParams();
  const products = useProducts();
  // A product made on the new product's page arrives here saved.
  const location = useLocation();
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));
  const back = { to: "/products", label: t("products.back") };
  if (products.isPending) return <LoadingState text={t("common.loading")} />;
  if (products.isError) {
    return <ErrorState message={products.error.message} onRetry={() => void products.refetch()} />;
  }
  const { currency, vatRate, languages } = products.data;
  const product = products.data.products.find((p) => p.uuid === productUuid);
  if (product === undefined) {
    return (
      <>
        <PageHeader title={t("products.title")} back={back} />
        <EmptyState icon={PackageX} text={t("products.notFound")} />
      </>
    );
  }
  const isForm = product.kind === "template_product";
  return (
    <>
      <PageHeader
        title={isForm ? t("products.form.editTitle", { name: product.name }) : product.name}
        back={back}
      >
        <div aria-live="polite">
          {saved && <p className="font-semibold text-success">{t("products.form.saved")}</p>}
        </div>
      </PageHeader>
      <div className="flex flex-col gap-8">
        <ProductDetails product={product} currency={currency} vatRate={vatRate} />
        {isForm && (
          // Keyed by the saved product, so the form starts again from what was stored after a save.
          <TemplateProductForm
            key={JSON.stringify([product.prices, product.subProducts, product.names, product.active])}
            product={product}
            languages={languages}
            currency={currency}
            onSaved={() => setSaved(true)}
          />
        )}
      </div>
    </>
  );
}
