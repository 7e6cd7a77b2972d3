import type { Catalogue, CatalogueChoice } from "@shop/contracts/catalogues";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { CatalogueChoiceDialog } from "../../../ui/CatalogueChoiceDialog.tsx";
import { useBuyCatalogues } from "../api/buy-catalogues.ts";
import { refreshCartViews } from "../api/session-cache.ts";
import { useCheckout } from "../checkout-context.ts";

type Props = { catalogues: Catalogue[]; onDone: () => void };

/**
 * "Don't forget the catalogue": 'Add to cart' puts the chosen catalogues in the cart through the checkout; the
 * answer's cart, delivery options and catalogue delivery time replace the checkout's, and the next offer follows.
 * 'No thanks' goes to the next offer (docs/decisions/0008-checkout-page.md).
 */
export function CatalogueUpsell({ catalogues, onDone }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { session, patchSession } = useCheckout();
  const buy = useBuyCatalogues();
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const done = () => {
    setOpen(false);
    onDone();
  };

  const add = (choices: CatalogueChoice[]) => {
    setError(null);
    buy.mutate(
      { checkoutUuid: session.checkoutUuid, catalogues: choices },
      {
        onSuccess: (answer) => {
          patchSession({
            cart: answer.cart,
            deliveryOptions: answer.deliveryOptions,
            catalogueMaxDeliveryTime: answer.catalogueMaxDeliveryTime,
          });
          refreshCartViews(client);
          done();
        },
        onError: (err) => setError(t("checkout.upsell.cataloguesFailed", { reason: errorText(err, t) })),
      },
    );
  };

  return (
    <CatalogueChoiceDialog
      open={open}
      title={t("checkout.upsell.catalogueTitle")}
      description={t("checkout.upsell.catalogueText")}
      catalogues={catalogues}
      currency={session.cart.summary.currency}
      busy={buy.isPending}
      error={error}
      onAdd={add}
      onNoThanks={done}
    />
  );
}
