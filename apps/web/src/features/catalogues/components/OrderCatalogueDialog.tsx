import type { Catalogue, CatalogueChoice } from "@shop/contracts/catalogues";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSetCatalogues } from "../../../lib/queries/cart.ts";
import { CatalogueChoiceDialog } from "../../../ui/CatalogueChoiceDialog.tsx";

/**
 * "Do you want to order the catalogue?" (spec 03 §2.5), opened on the catalogues page by `?order=1` (the legacy
 * /sections/products.php link with its catalogue flag lands here). It is the product list's dialog, so it does
 * what the spec says: 'No thanks' goes to the product list, 'Add to cart' puts the catalogues in the cart and goes
 * to the shopping cart.
 */
export function OrderCatalogueDialog({
  catalogues,
  currency,
}: {
  catalogues: Catalogue[];
  currency: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSetCatalogues();
  const [error, setError] = useState<string | null>(null);

  const add = (choices: CatalogueChoice[]) => {
    setError(null);
    save.mutate(choices, {
      onSuccess: () => void navigate("/shopping-cart"),
      onError: (err) => setError(t("catalogues.addFailed", { reason: errorText(err, t) })),
    });
  };

  return (
    <CatalogueChoiceDialog
      open
      title={t("catalogues.orderTitle")}
      description={t("catalogues.orderText")}
      catalogues={catalogues}
      currency={currency}
      busy={save.isPending}
      error={error}
      onAdd={add}
      onNoThanks={() => void navigate("/products/packages")}
    />
  );
}
