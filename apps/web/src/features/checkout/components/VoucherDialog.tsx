import { Button } from "@shop/ui/Button";
import { Dialog } from "@shop/ui/Dialog";
import { TextField } from "@shop/ui/TextField";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { refreshCartViews } from "../api/session-cache.ts";
import { useVerifyRebateCode } from "../api/verify-rebate-code.ts";
import { useCheckout } from "../checkout-context.ts";

/**
 * The voucher code (spec 03 §2.4): a free-text code; a refusal is the field's helper text and the dialog stays
 * open; a used code closes it and the summary shows the voucher line.
 */
export function VoucherDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { session, state, replaceCart } = useCheckout();
  const verify = useVerifyRebateCode();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (code.trim() === "") {
      setError(t("validation.required"));
      return;
    }
    setError(null);
    verify.mutate(
      {
        checkoutUuid: session.checkoutUuid,
        code: code.trim(),
        deliveryOptionUuid: state.deliveryOption?.uuid ?? null,
      },
      {
        onSuccess: (cart) => {
          replaceCart(cart);
          refreshCartViews(client);
          setCode("");
          onOpenChange(false);
          toast.success(t("checkout.voucher.used", { code: cart.rebateCode?.code ?? code.trim() }));
        },
        onError: (err) => {
          // The server's refusal says why (expired, minimum not reached…); anything else is a failed call.
          const refused = err instanceof ApiError && err.status === 400;
          setError(refused ? errorText(err, t) : t("checkout.voucher.failed", { reason: errorText(err, t) }));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={t("checkout.voucher.title")}
      description={t("checkout.voucher.text")}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t("checkout.voucher.code")}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={error}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={verify.isPending}>
            {t("checkout.voucher.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
