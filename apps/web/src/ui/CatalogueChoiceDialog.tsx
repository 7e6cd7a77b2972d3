import type { Catalogue, CatalogueChoice } from "@shop/contracts/catalogues";
import { canAddToCart, catalogueQuantityOptions } from "@shop/domain/quantity";
import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { BookOpen, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../lib/i18n.ts";
import { Price } from "./Price.tsx";
import { QuantitySelect } from "./QuantitySelect.tsx";

/** A catalogue is offered per picture set, so the pair is what a quantity belongs to. */
const keyOf = (c: Catalogue) => `${c.uuid}:${c.subject.uuid}`;

type Props = {
  open: boolean;
  title: string;
  description: string;
  catalogues: Catalogue[];
  currency: string;
  /** Adding is on its way: the buttons wait. */
  busy: boolean;
  /** Why the last add failed, shown as an alert in the dialog. */
  error: string | null;
  /** The catalogues with a quantity above 0; called only when there is one. */
  onAdd: (choices: CatalogueChoice[]) => void;
  /** 'No thanks', Escape or the close button. */
  onNoThanks: () => void;
};

/**
 * The catalogue dialogs of spec 03 §2.5 ("Don't forget the catalogue", "Do you want to order the catalogue?"): each
 * catalogue with its delivery time, price and a quantity from 0 to its maxQuantity (1 when it is the only one).
 * 'Add to cart' with every quantity at 0 alerts instead of adding.
 */
export function CatalogueChoiceDialog({
  open,
  title,
  description,
  catalogues,
  currency,
  busy,
  error,
  onAdd,
  onNoThanks,
}: Props) {
  const { t } = useTranslation();
  const [zeroAlert, setZeroAlert] = useState(false);
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    Object.fromEntries(catalogues.map((c) => [keyOf(c), catalogues.length === 1 ? 1 : c.quantity])),
  );
  const quantityOf = (c: Catalogue) => chosen[keyOf(c)] ?? 0;

  const add = () => {
    if (!canAddToCart(catalogues.map(quantityOf))) {
      setZeroAlert(true);
      return;
    }
    setZeroAlert(false);
    onAdd(
      catalogues
        .filter((c) => quantityOf(c) > 0)
        .map((c) => ({ uuid: c.uuid, subjectUuid: c.subject.uuid, quantity: quantityOf(c) })),
    );
  };
  const alert = zeroAlert ? t("catalogueDialog.zeroQuantity") : error;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onNoThanks();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onNoThanks} disabled={busy} className="flex-1 sm:flex-none">
            {t("catalogueDialog.noThanks")}
          </Button>
          <Button onClick={add} loading={busy} className="flex-1 sm:flex-none">
            {!busy && <ShoppingCart aria-hidden="true" className="size-5" />}
            {t("catalogueDialog.addToCart")}
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
                  {t("catalogueDialog.delivery", { days: c.deliveryTime.days })}
                </p>
              </div>
            </div>
            <div className="flex items-center justify-between gap-3 pl-9">
              <Price amount={c.price} currency={currency} className="font-semibold" />
              <QuantitySelect
                label={t("catalogueDialog.quantityOf", { name: c.name, subject: c.subject.name })}
                hideLabel
                value={quantityOf(c)}
                options={catalogueQuantityOptions(c.maxQuantity)}
                onChange={(quantity) => {
                  setZeroAlert(false);
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
