import { shopLimits } from "@shop/domain/limits";
import { cx } from "@shop/ui/cx";
import { ShoppingCart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCart } from "../../../lib/queries/cart.ts";

/** Animates for a moment whenever `value` changes after the first time it is known. */
function useBump(value: number | undefined): boolean {
  const [bumping, setBumping] = useState(false);
  const previous = useRef(value);
  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === undefined || value === undefined || before === value) return;
    setBumping(true);
    const timer = setTimeout(() => setBumping(false), shopLimits.cartBadgeAnimationMs);
    return () => clearTimeout(timer);
  }, [value]);
  return bumping;
}

/** The header's cart icon with the number of items (spec 02 § Shopping cart); for signed-in users only. */
export function CartBadgeLink() {
  const { t } = useTranslation();
  const cart = useCart();
  const count = cart.data?.itemCount;
  const bumping = useBump(count);
  return (
    <Link
      to="/shopping-cart"
      aria-label={t("cart.headerLink", { count: count ?? 0 })}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-primary hover:bg-black/5"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count !== undefined && count > 0 && (
        <span
          aria-hidden="true"
          data-animating={bumping || undefined}
          className={cx(
            "absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs leading-none font-bold text-white",
            bumping && "motion-safe:animate-bounce",
          )}
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
