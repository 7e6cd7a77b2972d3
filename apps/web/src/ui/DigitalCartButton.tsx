import { ShoppingCart, X } from "lucide-react";
import { errorText } from "../lib/api.ts";
import { useTranslation } from "../lib/i18n.ts";
import { type DigitalToggle, useToggleDigital } from "../lib/queries/cart.ts";
import { toast } from "../lib/toast.ts";
import { Button } from "./Button.tsx";
import { cx } from "./cx.ts";

type Props = {
  target: DigitalToggle;
  inCart: boolean;
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
 * with the server's error.
 */
export function DigitalCartButton({
  target,
  inCart,
  disabled = false,
  describedBy,
  compact = false,
  buyLabel,
  className,
}: Props) {
  const { t } = useTranslation();
  const toggle = useToggleDigital();
  const onClick = () =>
    toggle.mutate(target, {
      onError: (err) => toast.error(errorText(err, t)),
    });
  const Icon = inCart ? X : ShoppingCart;
  return (
    <Button
      variant={inCart ? "secondary" : "primary"}
      loading={toggle.isPending}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className={cx(compact && "min-h-11 w-full px-1.5 text-[0.8125rem] leading-tight", className)}
    >
      {/* Under a picture the words need all the width a phone gives them. */}
      {!toggle.isPending && !compact && <Icon aria-hidden="true" className="size-4 shrink-0" />}
      {inCart ? t("digital.removeFromCart") : (buyLabel ?? t("digital.buyDigitalPicture"))}
    </Button>
  );
}
