import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { Navigate, useLoaderData } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { isEmptyCartError, useCheckoutSession } from "../api/create-checkout.ts";
import { CheckoutProvider } from "../components/CheckoutProvider.tsx";
import { CheckoutSteps } from "../components/CheckoutSteps.tsx";
import { OrderOverview } from "../components/OrderOverview.tsx";
import { UpsellDialogs } from "../components/UpsellDialogs.tsx";
import type { checkoutLoader } from "../loaders.ts";

/** /shopping-cart/checkout, "Finish order" (spec 03 §2.1): the steps beside the order, and the upsell first. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { visitId } = useLoaderData<typeof checkoutLoader>();
  const session = useCheckoutSession(visitId);

  if (session.isError && isEmptyCartError(session.error)) return <Navigate to="/products/packages" replace />;
  // Spec 03 §2.1: without products (order lines of type 0) there is nothing to finish.
  if (session.isSuccess && !session.data.cart.orderLines.some((line) => line.type === 0)) {
    return <Navigate to="/products/packages" replace />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:py-8">
      <PageHeader
        title={t("checkout.title")}
        back={{ to: "/shopping-cart", label: t("checkout.backToCart") }}
      />
      {(session.isPending || (session.isError && session.isFetching)) && (
        <LoadingState text={t("checkout.loading")} />
      )}
      {session.isError && !session.isFetching && (
        <ErrorState
          message={t("checkout.createFailed", { reason: errorText(session.error, t) })}
          onRetry={() => void session.refetch()}
        />
      )}
      {session.isSuccess && (
        <CheckoutProvider visitId={visitId} session={session.data}>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <CheckoutSteps />
            <OrderOverview />
          </div>
          <UpsellDialogs />
        </CheckoutProvider>
      )}
    </div>
  );
}
