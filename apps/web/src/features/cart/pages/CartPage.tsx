import { Card } from "@shop/ui/Card";
import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { useIsMutating } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { type CartLineViews, ofKind } from "../../../lib/cart-line-kinds.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCart } from "../../../lib/queries/cart.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { retouchLeaving } from "../../../lib/retouch-leaving.ts";
import { SummaryLines } from "../../../ui/SummaryLines.tsx";
import { CartLine } from "../components/CartLine.tsx";
import { CheckoutBar } from "../components/CheckoutBar.tsx";
import { FreeDeliveryBar } from "../components/FreeDeliveryBar.tsx";
import { PromotedProducts } from "../components/PromotedProducts.tsx";
import { VoucherNote } from "../components/VoucherNote.tsx";

/**
 * /shopping-cart (spec 02 § Shopping cart): the lines, each with what its kind adds (`views`), the free-delivery bar,
 * the summary and the way on.
 */
export function CartPage({ views }: { views: CartLineViews }) {
  const { t } = useTranslation();
  const cart = useCart();
  const updating = useIsMutating({ mutationKey: queryKeys.cart.write }) > 0;
  const { hash } = useLocation();
  const loaded = cart.isSuccess;
  // A link to one line (cartLinePath) brings it into view and gives it the focus, once the lines are there.
  useEffect(() => {
    if (!loaded || !hash.startsWith("#line-")) return;
    const line = document.getElementById(hash.slice(1));
    line?.scrollIntoView({ block: "start" });
    line?.focus({ preventScroll: true });
  }, [loaded, hash]);

  if (cart.isPending) return <LoadingState text={t("common.loading")} />;
  if (cart.isError) {
    return <ErrorState message={errorText(cart.error, t)} onRetry={() => void cart.refetch()} />;
  }
  const { orderLines, summary, rebateCode, freeShipping } = cart.data;
  const products = orderLines.filter((line) => line.type === 0);
  // An empty cart has nothing to show; the product list is where it fills up (spec 02). Only a cart read since the
  // last change says so: a page that added a line and came here at once finds the cart it had before in the cache,
  // while it is read again.
  if (products.length === 0) {
    return cart.isFetching ? (
      <LoadingState text={t("common.loading")} />
    ) : (
      <Navigate to="/products/packages" replace />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:py-8">
      <PageHeader title={t("cart.title")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section
          aria-label={t("cart.linesLabel")}
          className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1"
        >
          {freeShipping && <FreeDeliveryBar freeShipping={freeShipping} currency={summary.currency} />}
          <Card className="py-0 sm:py-0">
            <ul className="divide-y divide-border">
              {products.map((line) => (
                <CartLine
                  key={line.uuid}
                  line={line}
                  retouchLeaving={retouchLeaving(cart.data, line.uuid)}
                  currency={summary.currency}
                  view={ofKind(views, line.product.kind)}
                />
              ))}
            </ul>
          </Card>
        </section>
        {/* On a phone the summary comes right after the lines, before 'Other popular products', and its 'Checkout'
            stays in reach at the foot of the screen (the box of this column is left out there, so the bar sticks
            within the whole page); on a desktop they are the column beside the lines. */}
        <div className="contents lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-4 lg:rounded-xl lg:border lg:border-border lg:bg-surface lg:p-6 lg:shadow-sm">
          <section
            aria-labelledby="cart-summary"
            className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6 lg:border-0 lg:p-0 lg:shadow-none"
          >
            <h2 id="cart-summary" className="text-lg font-bold">
              {t("cart.summaryTitle")}
            </h2>
            {rebateCode && <VoucherNote code={rebateCode.code} description={rebateCode.description} />}
            <SummaryLines summary={summary} pending={updating} />
          </section>
          <CheckoutBar summary={summary} updating={updating} />
          <LinkButton to="/products/packages" variant="secondary">
            {t("cart.addMore")}
          </LinkButton>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <PromotedProducts currency={summary.currency} />
        </div>
      </div>
    </div>
  );
}
