import type { Catalogue, CatalogueChoice } from "@shop/contracts/catalogues";
import { canAddToCart } from "@shop/domain/quantity";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { Dialog } from "@shop/ui/Dialog";
import { ShoppingCart } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSetCatalogues } from "../../../lib/queries/cart.ts";
import { toast } from "../../../lib/toast.ts";
import { CatalogueItem } from "./CatalogueItem.tsx";

/** A catalogue is offered per picture set, so the pair is what a quantity belongs to. */
const keyOf = (c: Catalogue) => `${c.uuid}:${c.subject.uuid}`;

/** The catalogues with a quantity each; 'Add to cart' sets the cart's quantities and goes to the cart. */
export function CatalogueForm({ catalogues, currency }: { catalogues: Catalogue[]; currency: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSetCatalogues();
  const [alertOpen, setAlertOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(catalogues.map((c) => [keyOf(c), c.quantity])),
  );
  const quantityOf = (c: Catalogue) => quantities[keyOf(c)] ?? 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 03 §5: at least one quantity above 0.
    if (!canAddToCart(catalogues.map(quantityOf))) {
      setAlertOpen(true);
      return;
    }
    const choices: CatalogueChoice[] = catalogues.map((c) => ({
      uuid: c.uuid,
      subjectUuid: c.subject.uuid,
      quantity: quantityOf(c),
    }));
    save.mutate(choices, {
      onSuccess: () => void navigate("/shopping-cart"),
      onError: (err) => toast.error(t("catalogues.addFailed", { reason: errorText(err, t) })),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Card className="py-0 sm:py-0">
        <ul className="divide-y divide-border">
          {catalogues.map((c) => (
            <CatalogueItem
              key={keyOf(c)}
              catalogue={c}
              currency={currency}
              quantity={quantityOf(c)}
              onQuantity={(quantity) => setQuantities((prev) => ({ ...prev, [keyOf(c)]: quantity }))}
            />
          ))}
        </ul>
      </Card>
      <Button type="submit" loading={save.isPending} className="w-full sm:w-auto sm:self-end">
        {!save.isPending && <ShoppingCart aria-hidden="true" className="size-5" />}
        {t("catalogues.addToCart")}
      </Button>
      <Dialog
        open={alertOpen}
        onOpenChange={setAlertOpen}
        role="alertdialog"
        title={t("catalogues.title")}
        description={t("catalogueDialog.zeroQuantity")}
        footer={<Button onClick={() => setAlertOpen(false)}>{t("common.ok")}</Button>}
      />
    </form>
  );
}
