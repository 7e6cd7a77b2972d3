import type { FulfilmentStatus } from "@shop/domain/order-fulfilment";
import type { OrderStatus } from "@shop/domain/order-lifecycle";
import { Button } from "@shop/ui/Button";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { useChangeClassStatus } from "../api/order-status.ts";

/**
 * One move for a class's school orders at once ('this class's orders are at the school'), asked first with the
 * count; each parent gets a mail. The server moves what is in `from` when it runs, so the count is what was shown.
 */
export function ClassMoveButton({
  jobUuid,
  group,
  from,
  to,
  count,
  label,
}: {
  jobUuid: string;
  group: string | null;
  from: OrderStatus;
  to: FulfilmentStatus;
  count: number;
  label: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const move = useChangeClassStatus();
  const className = group ?? t("orderStatusChange.noClass");
  return (
    <>
      <Button variant="secondary" disabled={count === 0} onClick={() => setOpen(true)}>
        {label} ({count})
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) move.reset();
          setOpen(next);
        }}
        title={label}
        description={t("orderStatusChange.confirmClass", {
          count,
          className,
          status: t(`support.orderStatus.${to}`),
        })}
        confirmLabel={t("orderStatusChange.confirm", { count })}
        pending={move.isPending}
        error={move.error}
        onConfirm={() =>
          move.mutate(
            { jobUuid, group, from, to, deliveryType: "school-pickup" },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    </>
  );
}
