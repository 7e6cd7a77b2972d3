import type { UpsellItem } from "@shop/contracts/checkout";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { useQueryClient } from "@tanstack/react-query";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { OfferPrice } from "../../../ui/Price.tsx";
import { useBuyDigitalSets } from "../api/buy-digital-sets.ts";
import { refreshCartViews } from "../api/session-cache.ts";
import { useCheckout } from "../checkout-context.ts";

type Products = Extract<UpsellItem, { type: "DIGITAL_FILES" }>["products"];
type Props = { products: Products; onDone: () => void };

/**
 * "Special offer": the digital sets offered at a rebated price. 'Check out offer' leads to the digital portraits
 * (of the one picture set when there is one), 'Add to cart' puts the sets in the cart, 'No thanks' goes on.
 */
export function DigitalUpsell({ products, onDone }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { session, replaceCart } = useCheckout();
  const buy = useBuyDigitalSets();
  const [open, setOpen] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const currency = session.cart.summary.currency;
  const subjects = [...new Set(products.map((p) => p.subject.uuid))];

  const done = () => {
    setOpen(false);
    onDone();
  };

  const addToCart = () => {
    setProblem(null);
    buy.mutate(
      {
        checkoutUuid: session.checkoutUuid,
        subjects: products.map((p) => ({
          name: p.subject.name,
          uuid: p.subject.uuid,
          pictureType: p.pictureType,
        })),
      },
      {
        onSuccess: (cart) => {
          replaceCart(cart);
          refreshCartViews(client);
          done();
        },
        onError: (err) => setProblem(t("checkout.upsell.digitalFailed", { reason: errorText(err, t) })),
      },
    );
  };

  const checkOut = () => {
    const only = subjects.length === 1 ? subjects[0] : undefined;
    setOpen(false);
    void navigate(
      only ? `/products/digital-portraits/${encodeURIComponent(only)}` : "/products/digital-portraits",
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !buy.isPending) done();
      }}
      title={t("checkout.upsell.offerTitle")}
      description={t("checkout.upsell.offerText")}
      footer={
        <>
          <Button variant="ghost" onClick={done} disabled={buy.isPending} className="w-full sm:w-auto">
            {t("checkout.upsell.noThanks")}
          </Button>
          <Button
            variant="secondary"
            onClick={checkOut}
            disabled={buy.isPending}
            className="w-full sm:w-auto"
          >
            {t("checkout.upsell.checkOutOffer")}
          </Button>
          <Button onClick={addToCart} loading={buy.isPending} className="w-full sm:w-auto">
            {!buy.isPending && <ShoppingCart aria-hidden="true" className="size-5" />}
            {t("checkout.upsell.addToCart")}
          </Button>
        </>
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {products.map((p) => (
          <li
            key={`${p.subject.uuid}:${p.pictureType}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-3"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-semibold break-words">{p.subject.name}</span>
              <span className="text-sm text-muted">{t(`checkout.upsell.set.${p.pictureType}`)}</span>
            </div>
            <OfferPrice price={p.price} rebatedPrice={p.rebatedPrice} currency={currency} />
          </li>
        ))}
      </ul>
      {problem && (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
