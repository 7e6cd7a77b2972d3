import { type ErrorCode, isInvoiceRefusal, isVoucherRefusal } from "@shop/contracts/error-codes";
import { shopLimits } from "@shop/domain/limits";
import { Button } from "@shop/ui/Button";
import { Checkbox } from "@shop/ui/Checkbox";
import { useQueryClient } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, codeText, errorAnswerOf, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { toast } from "../../../lib/toast.ts";
import { Price } from "../../../ui/Price.tsx";
import { useChoosePaymentOption } from "../api/choose-payment-option.ts";
import { useCreateTransaction } from "../api/create-transaction.ts";
import { refreshCartViews } from "../api/session-cache.ts";
import { useCheckout } from "../checkout-context.ts";
import { canBuy, type TransactionRefusal } from "../checkout-state.ts";
import { deliveryFieldPath } from "../delivery-form.ts";
import type { PaymentFormValues } from "../payment-form.ts";
import { paymentFieldNames, serverFieldCodes } from "../server-fields.ts";
import { isNarrowScreen } from "../use-narrow-screen.ts";
import { TermsOfPurchaseDialog } from "./TermsOfPurchaseDialog.tsx";
import { VoucherButton } from "./VoucherButton.tsx";

/** A 409 that says the voucher or the invoice was refused, rather than the form. */
function refusalOf(err: unknown): TransactionRefusal | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const code = errorAnswerOf(err)?.code;
  if (isVoucherRefusal(code)) return "voucher";
  return isInvoiceRefusal(code) ? "invoice" : null;
}

/**
 * Step 3 (spec 03 §2.1): the voucher, the order comment, the terms of purchase and 'Buy now' with the total. Buying creates the
 * transaction once (the button is busy meanwhile) and moves on to the payment page; an error is shown under the
 * terms checkbox in the user's language, and fields the server names send the user back to their step. A refused
 * voucher was taken off the cart by the server, so the cart is fetched again and 'Buy now' shows the new total
 * before the parent tries again; a refused invoice offers the payment step.
 */
export function ConfirmEditor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { session, state, dispatch, deliveryForm, paymentForm, replaceCart } = useCheckout();
  const create = useCreateTransaction();
  const choosePayment = useChoosePaymentOption();
  const [termsOpen, setTermsOpen] = useState(false);
  const creating = useRef(false);
  const buyRef = useRef<HTMLButtonElement>(null);
  const commentId = useId();
  const errorId = useId();
  const { cart, options } = session;

  // 'Buy now' was disabled while busy, which drops the focus; it comes back to the button the error describes,
  // unless the error sent the parent to another step (whose heading has it then).
  const error = state.createTransactionError;
  useEffect(() => {
    if (error && (document.activeElement === null || document.activeElement === document.body)) {
      buyRef.current?.focus();
    }
  }, [error]);

  /** Marks the fields the server names with the codes of their problems (the fields say their texts). */
  const markFields = (fields: Record<string, ErrorCode>) => {
    const delivery = state.deliveryOption;
    let step: "select-delivery-option" | "select-payment-option" | null = null;
    for (const [field, code] of Object.entries(fields)) {
      if (paymentFieldNames.has(field)) {
        if (field !== "paymentOptionUuid") {
          paymentForm.setError(field as keyof PaymentFormValues, { type: "server", message: code });
        }
        step ??= "select-payment-option";
      } else {
        const path = deliveryFieldPath(field, delivery);
        if (path) deliveryForm.setError(path, { type: "server", message: code });
        step = "select-delivery-option";
      }
    }
    if (step) dispatch({ type: "goToStep", step });
    return step !== null;
  };

  const fail = (
    reason: string,
    fields: Record<string, ErrorCode> | null,
    refusal: TransactionRefusal | null = null,
  ) => {
    const text = t("checkout.confirm.transactionFailed", { reason });
    dispatch({ type: "transactionFailed", error: text, refusal });
    if (fields && markFields(fields)) toast.error(text);
  };

  /** The checkout's cart again (shipping and fee included), now without the voucher the server took off. */
  const showCartWithoutVoucher = async (deliveryOptionUuid: string, paymentOptionUuid: string) => {
    try {
      const cart = await choosePayment.mutateAsync({
        checkoutUuid: session.checkoutUuid,
        deliveryOptionUuid,
        paymentOptionUuid,
      });
      replaceCart(cart);
    } catch {
      // The refusal is still worth showing; the server prices the next attempt without the voucher either way.
    }
    refreshCartViews(client);
  };

  const buy = async () => {
    const { deliveryOption, deliveryOptionData, paymentOption } = state;
    if (creating.current || !canBuy(state) || !deliveryOption || !deliveryOptionData || !paymentOption)
      return;
    creating.current = true;
    dispatch({ type: "transactionStarted" });
    try {
      const answer = await create.mutateAsync({
        checkoutUuid: session.checkoutUuid,
        body: {
          deliveryOptionUuid: deliveryOption.uuid,
          paymentOptionUuid: paymentOption.uuid,
          deliveryOptionData,
          paymentOptionData: state.paymentOptionData,
          client: isNarrowScreen() ? "mobile" : "desktop",
          comment: options.disableOrderComment ? "" : state.orderComment,
        },
      });
      if (answer.error || !answer.transaction) {
        fail(
          answer.code ? codeText(answer.code, answer.params, t) : t("errors.server_error"),
          answer.fieldCodes ?? null,
        );
        return;
      }
      dispatch({
        type: "transactionCreated",
        transaction: { uuid: answer.transaction.uuid, orderUuid: answer.order?.uuid ?? null },
      });
      void navigate(`/m/shopping-cart/checkout/payment/${encodeURIComponent(answer.transaction.uuid)}`);
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal === "voucher") await showCartWithoutVoucher(deliveryOption.uuid, paymentOption.uuid);
      fail(errorText(err, t), serverFieldCodes(err), refusal);
    } finally {
      creating.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {/* Before 'Buy now', so that the total on the button is the one paid. */}
      <VoucherButton className="w-full sm:w-auto sm:self-start" />
      {!options.disableOrderComment && (
        <div className="flex flex-col gap-1">
          <label htmlFor={commentId} className="text-sm font-semibold">
            {t("checkout.confirm.orderComment")}
          </label>
          <textarea
            id={commentId}
            rows={shopLimits.orderCommentRows}
            maxLength={shopLimits.orderCommentMax}
            value={state.orderComment}
            onChange={(event) => dispatch({ type: "orderCommentChanged", comment: event.target.value })}
            className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-text focus:border-primary"
          />
        </div>
      )}
      <div className="flex flex-col gap-1">
        <Checkbox
          name="termsOfPurchase"
          checked={state.termsAccepted}
          onCheckedChange={(accepted) => dispatch({ type: "termsAccepted", accepted })}
          label={
            <>
              {t("checkout.confirm.acceptTerms")}{" "}
              <button
                type="button"
                onClick={(event) => {
                  // Opening the terms does not tick the box the link sits in.
                  event.preventDefault();
                  setTermsOpen(true);
                }}
                // A 44 px target that does not push the checkbox's line apart.
                className="-my-3 inline-flex min-h-11 items-center align-middle font-semibold text-primary underline underline-offset-4"
              >
                {t("checkout.confirm.termsLink")}
              </button>
            </>
          }
        />
        {state.createTransactionError && (
          <div
            id={errorId}
            role="alert"
            className="flex flex-col items-start gap-2 rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger"
          >
            <p>{state.createTransactionError}</p>
            {state.createTransactionRefusal === "voucher" && <p>{t("checkout.confirm.voucherRemoved")}</p>}
            {state.createTransactionRefusal === "invoice" && (
              <Button
                variant="secondary"
                onClick={() => dispatch({ type: "goToStep", step: "select-payment-option" })}
                className="w-full sm:w-auto"
              >
                {t("checkout.confirm.choosePayment")}
              </Button>
            )}
          </div>
        )}
      </div>
      <Button
        ref={buyRef}
        onClick={() => void buy()}
        disabled={!canBuy(state)}
        loading={state.isCreatingTransaction}
        aria-describedby={state.createTransactionError ? errorId : undefined}
        className="w-full text-lg sm:w-auto sm:self-end"
      >
        {!state.isCreatingTransaction && <ShoppingBag aria-hidden="true" className="size-5" />}
        {t("checkout.confirm.buyNow")}
        <Price amount={cart.summary.totalPrice} currency={cart.summary.currency} />
      </Button>
      <TermsOfPurchaseDialog open={termsOpen} onOpenChange={setTermsOpen} terms={session.termsOfPurchase} />
    </div>
  );
}
