import type { OrderLine } from "@shop/contracts/cart";
import { cartQuantityOptions, clampCartQuantity } from "@shop/domain/quantity";
import { IconButton } from "@shop/ui/IconButton";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { errorText } from "../../../lib/api.ts";
import type { CartLineView } from "../../../lib/cart-line-kinds.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { cartLineId, useRemoveCartLine, useUpdateCartLine } from "../../../lib/queries/cart.ts";
import { toast } from "../../../lib/toast.ts";
import { OrderLineRow } from "../../../ui/OrderLineRow.tsx";
import { QuantitySelect } from "../../../ui/QuantitySelect.tsx";
import { SubProductChoices } from "../../../ui/SubProductChoices.tsx";
import { DeleteLineDialog } from "./DeleteLineDialog.tsx";

/** A product line of the cart with its quantity select (when the line allows it) and its delete button. */
export function CartLine({
  line,
  retouchLeaving,
  currency,
  view,
}: {
  line: OrderLine;
  /** The cart's retouch lines that leave with this line (`retouchLeaving`), named before it is deleted. */
  retouchLeaving: readonly OrderLine[];
  currency: string;
  /** What the line's kind adds to its row. */
  view: CartLineView | undefined;
}) {
  const { t } = useTranslation();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const [confirming, setConfirming] = useState(false);
  const pending = update.isPending || remove.isPending;
  const minimum = line.minimumQuantity;
  const quantity = update.isPending ? update.variables.quantity : line.quantity;
  // Where the line is changed: the server's kind of the line says (the digital portraits, the catalogues), else the
  // cart's edit page when the kind has one there (the editor's 'Update cart', the package editor).
  const edit = line.editLink ?? (view?.editable ? `/shopping-cart/edit/${line.uuid}` : null);
  const { Media, Details } = view ?? {};

  const onQuantity = (chosen: number) => {
    const next = clampCartQuantity(chosen, minimum, line.maximumQuantity);
    if (next === line.quantity) return;
    update.mutate(
      { orderLineUuid: line.uuid, quantity: next },
      { onError: (err) => toast.error(errorText(err, t)) },
    );
  };
  // The parent's choice shows at once (a controlled checkbox would spring back until the mutation renders); the
  // server's answer replaces it.
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = picked ?? line.subProductUuids;
  const onSubProducts = (subProductUuids: string[]) => {
    setPicked(subProductUuids);
    update.mutate(
      { orderLineUuid: line.uuid, quantity: line.quantity, subProductUuids },
      {
        onError: (err) => toast.error(errorText(err, t)),
        onSettled: () => setPicked(null),
      },
    );
  };
  const onDelete = () => {
    setConfirming(false);
    remove.mutate(line.uuid, { onError: (err) => toast.error(errorText(err, t)) });
  };

  return (
    // The digital portraits page links here to the package line that brings a set (cartLinePath).
    <li
      id={cartLineId(line.uuid)}
      tabIndex={-1}
      className="scroll-mt-20 outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <OrderLineRow
        line={line}
        currency={currency}
        pending={pending}
        showQuantity={!line.canChangeQuantity}
        media={Media && <Media line={line} />}
      >
        {line.canChangeQuantity && (
          <QuantitySelect
            label={t("cart.quantity")}
            value={quantity}
            options={cartQuantityOptions({
              minimum,
              maximum: line.maximumQuantity,
              current: line.quantity,
              allowZero: false,
            })}
            onChange={onQuantity}
            disabled={remove.isPending}
          />
        )}
        {edit && (
          <Link
            to={edit}
            aria-label={t("cart.editLine", { name: line.product.name })}
            className="inline-flex size-11 items-center justify-center rounded-lg text-primary hover:bg-primary/10"
          >
            <Pencil aria-hidden="true" className="size-5" />
          </Link>
        )}
        <IconButton
          aria-label={t("cart.deleteLine", { name: line.product.name })}
          onClick={() => setConfirming(true)}
          disabled={pending}
          className="text-danger"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </IconButton>
      </OrderLineRow>
      {line.subProducts.length > 0 && (
        <SubProductChoices
          legend={t("cart.subProductsOf", { name: line.product.name })}
          offered={line.subProducts}
          chosen={chosen}
          currency={currency}
          disabled={pending}
          onChange={onSubProducts}
          className="pb-3"
        />
      )}
      {Details && <Details line={line} />}
      <DeleteLineDialog
        open={confirming}
        onOpenChange={setConfirming}
        productName={line.product.name}
        retouch={retouchLeaving}
        onConfirm={onDelete}
      />
    </li>
  );
}
