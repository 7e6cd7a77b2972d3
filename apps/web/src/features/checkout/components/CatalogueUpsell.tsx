import type { Catalogue } from "@shop/contracts/catalogues";
import { shopLimits } from "@shop/domain/limits";
import { useQueryClient } from "@tanstack/react-query";
import { BookOpen, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/api.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { Price } from "../../../ui/Price.tsx";
import { QuantitySelect } from "../../../ui/QuantitySelect.tsx";
import { useBuyCatalogues } from "../api/buy-catalogues.ts";
import { refreshCartViews } from "../api/session-cache.ts";
import { useCheckout } from "../checkout-context.ts";

/** A catalogue is offered per picture set, so the pair is what a quantity belongs to. */
const keyOf = (c: Catalogue) => `${c.uuid}:${c.subject.uuid}`;

/** 0 to the catalogue's maximum (10 unless it says otherwise), never above the shop's ceiling. */
function quantities(maxQuantity: number): number[] {
  const max = maxQuantity > 0 ? maxQuantity : shopLimits.catalogueDefaultMaxQuantity;
  const highest = Math.min(max, shopLimits.catalogueMaxQuantityCeiling);
  return Array.from({ length: highest + 1 }, (_, n) => n);
}

type Props = { catalogues: Catalogue[]; onDone: () => void };

/**
 * "Don't forget the catalogue": the catalogues with a quantity each (1 when there is only one). 'Add to cart'
 * needs a quantity above 0; the answer's cart, delivery options and catalogue delivery time replace the
 * checkout's, and the next offer follows. 'No thanks' goes to the next offer.
 */
export function CatalogueUpsell({ catalogues, onDone }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { session, patchSession } = useCheckout();
  const buy = useBuyCatalogues();
  const [open, setOpen] = useState(true);
  const [alert, setAlert] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    Object.fromEntries(catalogues.map((c) => [keyOf(c), catalogues.length === 1 ? 1 : c.quantity])),
  );
  const quantityOf = (c: Catalogue) => chosen[keyOf(c)] ?? 0;
  const currency = session.cart.summary.currency;

  const done = () => {
    setOpen(false);
    onDone();
  };

  const addToCart = () => {
    const picked = catalogues.filter((c) => quantityOf(c) > 0);
    if (picked.length === 0) {
      setAlert(t("checkout.upsell.zeroQuantity"));
      return;
    }
    setAlert(null);
    buy.mutate(
      {
        checkoutUuid: session.checkoutUuid,
        catalogues: picked.map((c) => ({
          uuid: c.uuid,
          subjectUuid: c.subject.uuid,
          quantity: quantityOf(c),
        })),
      },
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
        onError: (err) => setAlert(t("checkout.upsell.cataloguesFailed", { reason: errorText(err, t) })),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !buy.isPending) done();
      }}
      title={t("checkout.upsell.catalogueTitle")}
      description={t("checkout.upsell.catalogueText")}
      footer={
        <>
          <Button variant="secondary" onClick={done} disabled={buy.isPending} className="flex-1 sm:flex-none">
            {t("checkout.upsell.noThanks")}
          </Button>
          <Button onClick={addToCart} loading={buy.isPending} className="flex-1 sm:flex-none">
            {!buy.isPending && <ShoppingCart aria-hidden="true" className="size-5" />}
            {t("checkout.upsell.addToCart")}
          </Button>
        </>
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {catalogues.map((c) => (
          <li key={keyOf(c)} className="flex flex-col gap-2 py-3">
            <div className="flex items-start gap-3">
              <BookOpen aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <h3 className="font-semibold break-words">{c.name}</h3>
                <p className="text-sm text-muted">
                  {c.subject.group ? `${c.subject.name} (${c.subject.group})` : c.subject.name}
                </p>
                {c.description && <p className="text-sm whitespace-pre-line">{c.description}</p>}
                <p className="text-sm text-muted">
                  {t("checkout.upsell.catalogueDelivery", { days: c.deliveryTime.days })}
                </p>
              </div>
            </div>
            <div className="flex items-center justify-between gap-3 pl-9">
              <Price amount={c.price} currency={currency} className="font-semibold" />
              <QuantitySelect
                label={t("checkout.upsell.quantityOf", { name: c.name, subject: c.subject.name })}
                hideLabel
                value={quantityOf(c)}
                options={quantities(c.maxQuantity)}
                onChange={(quantity) => {
                  setAlert(null);
                  setChosen((prev) => ({ ...prev, [keyOf(c)]: quantity }));
                }}
              />
            </div>
          </li>
        ))}
      </ul>
      {alert && (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
          {alert}
        </p>
      )}
    </Dialog>
  );
}
