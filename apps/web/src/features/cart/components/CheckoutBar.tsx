import type { Summary } from "@shop/contracts/cart";
import { LinkButton } from "@shop/ui/LinkButton";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";

/**
 * 'Checkout' with the total. On a phone it stays at the foot of the screen while the parent scrolls the lines and
 * rests under the summary once that is reached; on a desktop it is the foot of the summary column. The total here
 * repeats the summary's for the eye only: the summary says it to a screen reader.
 */
export function CheckoutBar({ summary, updating }: { summary: Summary; updating: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-border bg-surface/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
      <p aria-hidden="true" className="flex min-w-0 flex-1 flex-col leading-tight lg:hidden">
        <span className="text-sm text-muted">{t("summary.total")}</span>
        <span className="text-lg font-bold">
          {updating ? "..." : <Price amount={summary.totalPrice} currency={summary.currency} />}
        </span>
      </p>
      <LinkButton
        to="/shopping-cart/checkout"
        className="flex-1 lg:w-full"
        aria-disabled={updating || undefined}
        onClick={(event) => {
          // The summary is being worked out; checkout would start from the cart as it was.
          if (updating) event.preventDefault();
        }}
      >
        {t("cart.checkout")}
      </LinkButton>
    </div>
  );
}
