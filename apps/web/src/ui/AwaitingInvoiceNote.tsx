import { cx } from "@shop/ui/cx";
import { Clock } from "lucide-react";
import { useTranslation } from "../lib/i18n.ts";

/**
 * Where a picture or a whole set would be offered for sale, once it is in the parent's order paid by invoice and the
 * invoice is not paid yet (decision 0043): it is ordered, not for sale again, and comes when the invoice is paid.
 */
export function AwaitingInvoiceNote({
  what,
  compact = false,
  className,
}: {
  what: "picture" | "set";
  /** The smaller variant under a picture tile. */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p
      className={cx(
        "flex items-start gap-1.5 font-semibold text-muted",
        compact ? "text-[0.8125rem] leading-tight" : "text-sm",
        className,
      )}
    >
      <Clock aria-hidden="true" className="mt-px size-4 shrink-0" />
      {t(what === "set" ? "digital.setAwaitingInvoice" : "digital.awaitingInvoice")}
    </p>
  );
}
