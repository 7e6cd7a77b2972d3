import type { FullTemplate } from "@shop/contracts/templates";
import type { TemplateInstance } from "@shop/render/template";
import { type Dispatch, useState } from "react";
import { useNavigate } from "react-router";
import { pathAfterAddToCart } from "../../../lib/after-add-to-cart.ts";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddTemplateProduct } from "../api.ts";
import type { BuyLine } from "../components/BuyScreen.tsx";
import { firstWarningThisSession } from "../components/DearCustomerDialog.tsx";
import type { EditorProps } from "../editor-props.ts";
import type { EditorAction } from "../state/editor-state.ts";
import type { EditorOptions } from "../use-editor-settings.ts";
import type { Design } from "./design-of.ts";
import { useUpdateLine } from "./use-update-line.ts";

const warningKey = "shop.addToCartWarningShown";

/**
 * The way out of the editor with the design: 'Add to cart' (after 'Dear customer' when the shop asks it, through the
 * quantities), 'Update cart' (after asking about the retouch it takes out), or 'Update package' to the package.
 */
export function useCartFlow(
  { mode, subjectUuid }: Pick<EditorProps, "mode" | "subjectUuid">,
  current: { template: FullTemplate; instance: TemplateInstance; design: () => Design },
  dispatch: Dispatch<EditorAction>,
  options: EditorOptions,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddTemplateProduct();
  const [dearCustomer, setDearCustomer] = useState(false);
  const { pending: updating, updateLine, retouch } = useUpdateLine(mode, current.design, dispatch);

  const onAddToCart = () => {
    if (mode.kind === "packageItem") {
      const { year, userResources } = current.design();
      dispatch({ type: "added" });
      mode.onUpdate({ template: current.template, year, userResources, instance: current.instance });
      return;
    }
    if (mode.kind === "update") {
      void updateLine(mode.orderLineUuid, false);
      return;
    }
    if (options?.addToCartWarning === true && firstWarningThisSession(warningKey)) {
      setDearCustomer(true);
      return;
    }
    dispatch({ type: "openMenu", menu: "buy" });
  };

  const onBuy = (lines: BuyLine[]) => {
    add.mutate(
      { ...current.design(), subject: { uuid: subjectUuid }, lines },
      {
        onSuccess: async (answer) => {
          dispatch({ type: "added" });
          // Spec 02 §4: to the retouch options when the cart has pictures to retouch, else to the cart.
          navigate(await pathAfterAddToCart(answer.orderLineUuids));
        },
        onError: (err) => toast.error(errorText(err, t)),
      },
    );
  };

  return { adding: add.isPending, updating, onAddToCart, onBuy, retouch, dearCustomer, setDearCustomer };
}
