import { Button } from "@shop/ui/Button";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCancelPayment } from "../api/cancel-payment.ts";
import { PaymentAlert } from "./PaymentAlert.tsx";

/** Abandons the payment and goes back to the cart, which stays as it was. */
export function CancelPayment({ transactionUuid, busy }: { transactionUuid: string; busy: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelPayment(transactionUuid);
  const [failure, setFailure] = useState<string | null>(null);
  const leaving = cancel.isPending || cancel.isSuccess;
  const onClick = () => {
    if (busy) return;
    setFailure(null);
    cancel.mutate(undefined, {
      onSuccess: () => void navigate("/shopping-cart"),
      onError: (err) => setFailure(errorText(err, t)),
    });
  };
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      {failure && <PaymentAlert message={failure} />}
      <Button variant="ghost" loading={leaving} disabled={busy && !leaving} onClick={onClick}>
        {t("payment.cancel")}
      </Button>
      <p className="text-sm text-muted">{t("payment.cancelHint")}</p>
    </div>
  );
}
