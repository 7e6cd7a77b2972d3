import { Button } from "@shop/ui/Button";
import { Ticket } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCheckout } from "../checkout-context.ts";
import { VoucherDialog } from "./VoucherDialog.tsx";

/**
 * 'Use a voucher code' (or 'Change voucher code') and its dialog, offered while the shop has a voucher that can be
 * used or the order holds one already.
 */
export function VoucherButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { session } = useCheckout();
  const [open, setOpen] = useState(false);
  const { cart } = session;
  if (!session.hasActiveRebateCampaigns && cart.rebateCode === null) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className={className}>
        <Ticket aria-hidden="true" className="size-5" />
        {cart.rebateCode ? t("checkout.voucher.change") : t("checkout.voucher.open")}
      </Button>
      <VoucherDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
