import { type RefundReason, refundReasons, type StudioRefundOrder } from "@shop/contracts/studio-refunds";
import { Button } from "@shop/ui/Button";
import { Select } from "@shop/ui/Select";
import { useId, useState } from "react";
import { ApiError } from "../../../lib/api.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { useRefund } from "../api/refunds.ts";
import { RefundLines } from "./RefundLines.tsx";
import { amountLeft, openLines, refundAmount } from "./refund-amount.ts";

/** Whole order or chosen lines, a reason, and the amount asked about before Stripe is told to refund it. */
export function RefundForm({ order }: { order: StudioRefundOrder }) {
  const { t, language } = useTranslation();
  const refund = useRefund(order.orderUuid);
  const [whole, setWhole] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState<RefundReason>("requested_by_customer");
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  // Issue 33: the money of a Vipps MobilePay order goes back through Vipps, which takes no reason.
  const viaVipps = order.provider === "vipps";
  const money = (minor: number) => formatMoney(language, minor, order.currency);
  const amount = refundAmount(order, whole, chosen);
  const left = amountLeft(order);

  const toggle = (uuid: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(uuid);
    else next.delete(uuid);
    setChosen(next);
  };
  const ask = () => {
    if (!whole && chosen.size === 0) {
      setProblem(t("refunds.chooseLines"));
      return;
    }
    setProblem(null);
    refund.reset();
    setConfirming(true);
  };
  const confirm = () =>
    refund.mutate(whole ? { whole: true, reason } : { whole: false, reason, lineUuids: [...chosen] }, {
      onSuccess: () => {
        setConfirming(false);
        setChosen(new Set());
      },
    });
  const stripeWords =
    refund.error instanceof ApiError
      ? refund.error.fields.find((f) => f.field === "stripe" || f.field === "vipps")?.message
      : undefined;

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-2 font-medium">{t("refunds.what")}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="refund-kind" checked={!whole} onChange={() => setWhole(false)} />
          {t("refunds.chosenLines")}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="refund-kind" checked={whole} onChange={() => setWhole(true)} />
          {t("refunds.wholeOrder", { amount: money(left) })}
        </label>
      </fieldset>
      <RefundLines order={order} chosen={chosen} choosable={!whole} onToggle={toggle} />
      {openLines(order).length === 0 && !whole && (
        <p className="text-sm text-muted">{t("refunds.noOpenLines")}</p>
      )}
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor={reasonId} className="font-medium">
          {t(viaVipps ? "vipps.refundReason" : "refunds.reason")}
        </label>
        <Select
          id={reasonId}
          value={reason}
          onChange={(event) => setReason(event.target.value as RefundReason)}
        >
          {refundReasons.map((r) => (
            <option key={r} value={r}>
              {t(`refunds.reasons.${r}`)}
            </option>
          ))}
        </Select>
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <div>
        <Button variant="danger" onClick={ask} disabled={amount === 0 && (whole || chosen.size > 0)}>
          {amount > 0 ? t("refunds.refundAmount", { amount: money(amount) }) : t("refunds.refund")}
        </Button>
      </div>
      {refund.isSuccess && (
        <p role="status" className="font-medium">
          {t(refund.data.order.status === "refunded" ? "refunds.doneWhole" : "refunds.done", {
            amount: money(refund.data.refund.amount),
          })}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("refunds.confirmTitle", { amount: money(amount) })}
        description={t(`${viaVipps ? "vipps" : "refunds"}.${whole ? "confirmWhole" : "confirmLines"}`, {
          count: chosen.size,
        })}
        confirmLabel={t("refunds.confirm", { amount: money(amount) })}
        pending={refund.isPending}
        error={
          refund.error &&
          new Error(stripeWords ? `${refund.error.message} (${stripeWords})` : refund.error.message)
        }
        onConfirm={confirm}
      />
    </div>
  );
}
