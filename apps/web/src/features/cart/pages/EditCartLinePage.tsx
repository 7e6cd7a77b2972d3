import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { useNavigate, useParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { type CartLineEditors, ofKind } from "../../../lib/cart-line-kinds.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCart } from "../../../lib/queries/cart.ts";

/**
 * /shopping-cart/edit/:orderLineUuid (spec 02 § Shopping cart) — a line of the cart in the page its kind registered
 * (a template line in the editor with 'Update cart', a package line in the package editor). A line that is not in
 * the cart, or that no page changes, says 'No order line' and goes back to the cart.
 */
export function EditCartLinePage({ editors }: { editors: CartLineEditors }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderLineUuid = "" } = useParams();
  const cart = useCart();
  if (cart.isPending) return <LoadingState text={t("common.loading")} />;
  if (cart.isError)
    return <ErrorState message={errorText(cart.error, t)} onRetry={() => void cart.refetch()} />;
  const line = cart.data.orderLines.find((l) => l.uuid === orderLineUuid);
  const Editor = line ? ofKind(editors, line.product.kind) : undefined;
  if (line && Editor) return <Editor line={line} />;
  return (
    <Dialog
      open
      onOpenChange={() => navigate("/shopping-cart", { replace: true })}
      role="alertdialog"
      title={t("editor.noOrderLine")}
      footer={<Button onClick={() => navigate("/shopping-cart", { replace: true })}>{t("common.ok")}</Button>}
    />
  );
}
