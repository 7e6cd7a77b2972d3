import type { OrderLine } from "@shop/contracts/cart";
import { cartQuantityOptions, clampCartQuantity } from "@shop/domain/quantity";
import type { TemplateDocument } from "@shop/render/template";
import { Gift, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { cartLineId, useRemoveCartLine, useUpdateCartLine } from "../../../lib/queries/cart.ts";
import { toast } from "../../../lib/toast.ts";
import { TemplateLinePreview } from "../../../shared/template-preview/TemplateLinePreview.tsx";
import { IconButton } from "../../../ui/IconButton.tsx";
import { OrderLineRow } from "../../../ui/OrderLineRow.tsx";
import { QuantitySelect } from "../../../ui/QuantitySelect.tsx";
import { SubProductChoices } from "../../../ui/SubProductChoices.tsx";
import { DeleteLineDialog } from "./DeleteLineDialog.tsx";
import { PackageLineItems } from "./PackageLineItems.tsx";

/** A product line of the cart with its quantity select (when the line allows it) and its delete button. */
export function CartLine({
  line,
  retouchLeaving,
  currency,
  templateDoc,
}: {
  line: OrderLine;
  /** The cart's retouch lines that leave with this line (`retouchLeaving`), named before it is deleted. */
  retouchLeaving: readonly OrderLine[];
  currency: string;
  /** A template line's document, for its preview. */
  templateDoc?: TemplateDocument | undefined;
}) {
  const { t } = useTranslation();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const [confirming, setConfirming] = useState(false);
  const pending = update.isPending || remove.isPending;
  const minimum = line.minimumQuantity;
  const quantity = update.isPending ? update.variables.quantity : line.quantity;
  // Where the line is changed: the server's kind of the line says (the digital portraits, the catalogues).
  // A template line opens in the editor ('Update cart'), a package line in the package editor.
  const edit = line.editLink ?? (line.template || line.package ? `/shopping-cart/edit/${line.uuid}` : null);

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
        media={
          line.template ? (
            <TemplateLinePreview lineUuid={line.uuid} template={line.template} doc={templateDoc} />
          ) : line.package ? (
            // A package shows its items below; the set's pictures would repeat them here.
            <span className="flex aspect-square w-full items-center justify-center rounded-md bg-primary/10">
              <Gift aria-hidden="true" className="size-8 text-primary" />
            </span>
          ) : undefined
        }
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
      {line.package && (
        <div className="pb-4">
          {line.package.name !== line.product.name && (
            <p className="text-sm font-semibold">{line.package.name}</p>
          )}
          <PackageLineItems pkg={line.package} />
        </div>
      )}
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
