import type { OrderLine } from "@shop/contracts/cart";
import { type Dispatch, useState } from "react";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { currentCart, placedPictures, retouchLeaving } from "../../../lib/retouch-leaving.ts";
import { toast } from "../../../lib/toast.ts";
import { useUpdateTemplateLine } from "../api.ts";
import type { EditorMode } from "../editor-props.ts";
import type { EditorAction } from "../state/editor-state.ts";
import type { Design } from "./design-of.ts";

/**
 * 'Update cart': a design that no longer places a picture whose retouch is in the cart (and no other line holds it)
 * takes that retouch out, so the parent is asked first (`retouch`: the lines while asked, and the answers).
 */
export function useUpdateLine(mode: EditorMode, design: () => Design, dispatch: Dispatch<EditorAction>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateTemplateLine();
  const [retouchLeaves, setRetouchLeaves] = useState<readonly OrderLine[]>([]);

  /** `asked`: the parent said yes to the retouch leaving. */
  const updateLine = async (orderLineUuid: string, asked: boolean) => {
    const body = design();
    if (!asked) {
      const cart = await currentCart();
      const leaving = cart ? retouchLeaving(cart, orderLineUuid, placedPictures([body.userResources])) : [];
      if (leaving.length > 0) {
        setRetouchLeaves(leaving);
        return;
      }
    }
    update.mutate(
      { orderLineUuid, body },
      {
        onSuccess: () => {
          dispatch({ type: "added" });
          navigate("/shopping-cart");
        },
        onError: (err) => toast.error(errorText(err, t)),
      },
    );
  };

  const retouch = {
    lines: retouchLeaves,
    onCancel: () => setRetouchLeaves([]),
    onConfirm: () => {
      setRetouchLeaves([]);
      if (mode.kind === "update") void updateLine(mode.orderLineUuid, true);
    },
  };
  return { pending: update.isPending, updateLine, retouch };
}
