import type { OrderLine } from "@shop/contracts/cart";
import { Button } from "@shop/ui/Button";
import { cx } from "@shop/ui/cx";
import { LinkButton } from "@shop/ui/LinkButton";
import { Package, ShoppingCart, X } from "lucide-react";
import { useState } from "react";
import { errorText } from "../lib/api.ts";
import { useTranslation } from "../lib/i18n.ts";
import { cartLinePath, type DigitalToggle, useToggleDigital } from "../lib/queries/cart.ts";
import { currentCart, digitalLineOf, retouchLeaving } from "../lib/retouch-leaving.ts";
import { toast } from "../lib/toast.ts";
import { RetouchLeavingDialog } from "./RetouchLeavingDialog.tsx";

type Props = {
  target: DigitalToggle;
  inCart: boolean;
  /**
   * The cart's package line that brings the whole set: the set leaves only with it, so the button leads to that line
   * instead of offering 'Remove from cart' (which could only add a second set).
   */
  inPackage?: { orderLineUuid: string; name: string } | null;
  /** Single pictures while the whole set of their type is in the cart. */
  disabled?: boolean;
  /** The id of a text saying what the button buys (the picture, the set and its price). */
  describedBy?: string;
  /** The smaller variant under a picture tile. */
  compact?: boolean;
  /** What the button says while not in the cart, when 'Buy digital picture' would not say what it buys. */
  buyLabel?: string;
  className?: string;
};

/**
 * 'Buy digital picture' / 'Remove from cart' for a digital picture or a whole digital set (spec 01 §2.6). It shows
 * progress until the server has answered and the pages are fresh, then the server's state; a refusal is a toast
 * with the server's error. A set that comes with a package in the cart leads to that package's line instead.
 * Removing a picture whose retouch is in the cart too asks first, naming the retouch that goes with it.
 */
export function DigitalCartButton({
  target,
  inCart,
  inPackage = null,
  disabled = false,
  describedBy,
  compact = false,
  buyLabel,
  className,
}: Props) {
  const { t } = useTranslation();
  const toggle = useToggleDigital();
  const [checking, setChecking] = useState(false);
  const [retouch, setRetouch] = useState<readonly OrderLine[]>([]);
  if (inPackage) {
    return (
      <LinkButton
        to={cartLinePath(inPackage.orderLineUuid)}
        variant="secondary"
        aria-describedby={describedBy}
        className={className}
      >
        <Package aria-hidden="true" className="size-4 shrink-0" />
        {t("digital.showPackage", { name: inPackage.name })}
      </LinkButton>
    );
  }
  const send = () =>
    toggle.mutate(target, {
      onError: (err) => toast.error(errorText(err, t)),
    });
  const onClick = async () => {
    if (!inCart) return send();
    setChecking(true);
    const cart = await currentCart();
    setChecking(false);
    const line = cart && digitalLineOf(cart, target);
    const leaving = cart && line ? retouchLeaving(cart, line.uuid) : [];
    if (leaving.length > 0) setRetouch(leaving);
    else send();
  };
  const Icon = inCart ? X : ShoppingCart;
  const busy = toggle.isPending || checking;
  return (
    <>
      <Button
        variant={inCart ? "secondary" : "primary"}
        size={compact ? "small" : "normal"}
        loading={busy}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => void onClick()}
        className={cx(compact && "w-full", className)}
      >
        {/* Under a picture the words need all the width a phone gives them. */}
        {!busy && !compact && <Icon aria-hidden="true" className="size-4 shrink-0" />}
        {inCart ? t("digital.removeFromCart") : (buyLabel ?? t("digital.buyDigitalPicture"))}
      </Button>
      <RetouchLeavingDialog
        lines={retouch}
        onCancel={() => setRetouch([])}
        onConfirm={() => {
          setRetouch([]);
          send();
        }}
      />
    </>
  );
}
