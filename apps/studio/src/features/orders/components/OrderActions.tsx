import type { StaffRole } from "@shop/contracts/studio";
import { studioAreaRoles } from "@shop/contracts/studio";
import type { OrderStatus } from "@shop/domain/order-lifecycle";
import { Button } from "@shop/ui/Button";
import { LinkButton } from "@shop/ui/LinkButton";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { OrderStatusDialog } from "../../order-status/components/OrderStatusDialog.tsx";

/**
 * What may be done to one order from its page: change its status or its expected date (status32's dialog), and, for
 * the owner, refund it (refund32's page).
 */
export function OrderActions({
  order,
  role,
}: {
  order: { uuid: string; reference: string; status: OrderStatus };
  role: StaffRole | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mayRefund = role !== undefined && (studioAreaRoles.refunds as readonly string[]).includes(role);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("orders.order.changeStatus")}
      </Button>
      {mayRefund && (
        <LinkButton variant="secondary" to="refund" relative="path">
          {t("orders.order.refund")}
        </LinkButton>
      )}
      {open && <OrderStatusDialog open={open} onOpenChange={setOpen} orders={[order]} />}
    </>
  );
}
