import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { ShoppingBag } from "lucide-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useProducts } from "../api/products.ts";
import { ProductGroupTable } from "../components/ProductGroupTable.tsx";
import { StarterInstall } from "../components/StarterInstall.tsx";
import { groupsByKind } from "../kinds.ts";

/**
 * Everything the shop sells, by kind, with prices, offers, extras, the jobs it is sold in and whether it is on sale.
 * A shop without products (a new production shop) is offered the starter templates; so is one without any card,
 * calendar or gift product.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const products = useProducts();
  return (
    <>
      <PageHeader title={t("products.title")}>
        {products.isSuccess && (
          <p className="text-muted">{t("products.intro", { vat: products.data.vatRate / 100 })}</p>
        )}
        <div className="pt-2">
          <LinkButton to="new">{t("products.newTemplateProduct")}</LinkButton>
        </div>
      </PageHeader>
      {products.isPending ? (
        <LoadingState text={t("common.loading")} />
      ) : products.isError ? (
        <ErrorState message={products.error.message} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <EmptyState icon={ShoppingBag} text={t("products.empty")}>
          <StarterInstall />
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-8">
          {groupsByKind(products.data.products).map((group) => (
            <ProductGroupTable
              key={group.kind}
              kind={group.kind}
              products={group.products}
              currency={products.data.currency}
            />
          ))}
          <div className="flex flex-col items-start gap-2 border-t border-border pt-4">
            <p className="text-muted">{t("products.starterNote")}</p>
            <StarterInstall variant="secondary" />
          </div>
        </div>
      )}
    </>
  );
}
