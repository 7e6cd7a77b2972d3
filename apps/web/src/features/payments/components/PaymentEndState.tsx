import { LinkButton } from "@shop/ui/LinkButton";
import type { LucideIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * A payment that cannot go on (cancelled, stopped, expired, not found): what happened, and the way back to the cart.
 * It often replaces the form the parent just used ('Pay' stopped by the shop), so its heading takes the focus and
 * is read out.
 */
export function PaymentEndState({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-12 text-center sm:py-16">
      <Icon aria-hidden="true" className="size-10 text-muted" />
      {/* Focused only to be read out; it is not a control, so it draws no focus ring. */}
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {title}
      </h1>
      <p className="text-base">{text}</p>
      <LinkButton to="/shopping-cart">{t("payment.toCart")}</LinkButton>
    </div>
  );
}
