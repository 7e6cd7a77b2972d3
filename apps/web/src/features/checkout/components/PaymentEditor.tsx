import type { PaymentOption } from "@shop/contracts/checkout";
import { Button } from "@shop/ui/Button";
import { useEffect, useRef } from "react";
import { useFormState } from "react-hook-form";
import { codeText, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import { useChoosePaymentOption } from "../api/choose-payment-option.ts";
import { useCheckout } from "../checkout-context.ts";
import { type PaymentFormValues, paymentOptionDataOf } from "../payment-form.ts";
import { ChoiceCard } from "./ChoiceCard.tsx";
import { PaymentFields } from "./PaymentFields.tsx";
import { PaymentMethodIcons } from "./PaymentMethodIcons.tsx";

/**
 * The open payment step: the delivery's payment options (their mobile texts on a phone; one the shop would refuse for
 * this cart shown with the reason, and not choosable), the chosen one's fields, and 'Continue'. Choosing tells the
 * server, whose cart then shows the option's fee.
 */
export function PaymentEditor() {
  const { t } = useTranslation();
  const { session, state, dispatch, paymentForm, replaceCart, isNarrow } = useCheckout();
  const choose = useChoosePaymentOption();
  const currency = session.cart.summary.currency;
  const chosen = state.paymentOption;

  // The form is checked again whenever the chosen option changes (spec 03 §4): its rules are the option's.
  const { trigger, clearErrors, control } = paymentForm;
  const submitted = useFormState({ control }).isSubmitted;
  const lastChecked = useRef(chosen?.uuid);
  useEffect(() => {
    if (lastChecked.current === chosen?.uuid) return;
    lastChecked.current = chosen?.uuid;
    if (submitted) void trigger();
    else clearErrors();
  }, [chosen?.uuid, submitted, trigger, clearErrors]);

  const onChoose = (option: PaymentOption) => {
    const delivery = state.deliveryOption;
    if (!delivery || option.uuid === chosen?.uuid) return;
    const previous = chosen;
    dispatch({ type: "paymentChosen", option });
    choose.mutate(
      {
        checkoutUuid: session.checkoutUuid,
        deliveryOptionUuid: delivery.uuid,
        paymentOptionUuid: option.uuid,
      },
      {
        onSuccess: replaceCart,
        onError: (err) =>
          dispatch({
            type: "paymentChoiceFailed",
            uuid: option.uuid,
            previous,
            error: t("checkout.payment.setFailed", { reason: errorText(err, t) }),
          }),
      },
    );
  };

  const onContinue = (values: PaymentFormValues) => {
    if (!chosen) return;
    dispatch({ type: "paymentConfirmed", data: paymentOptionDataOf(values, chosen) });
  };

  return (
    <form noValidate onSubmit={paymentForm.handleSubmit(onContinue)} className="flex flex-col gap-5">
      {state.paymentOptions.length === 0 ? (
        <p className="text-base">{t("checkout.payment.none")}</p>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-base font-semibold">{t("checkout.payment.chooseMethod")}</legend>
          {state.paymentOptions.map((option) => (
            <ChoiceCard
              key={option.uuid}
              name="paymentOptionUuid"
              value={option.uuid}
              checked={chosen?.uuid === option.uuid}
              disabled={option.unavailable !== undefined}
              onChange={() => onChoose(option)}
              label={isNarrow ? option.mobileTitle || option.title : option.title}
              aside={
                option.fee > 0 ? (
                  <span className="text-sm font-semibold">
                    {t("checkout.payment.fee")} <Price amount={option.fee} currency={currency} />
                  </span>
                ) : undefined
              }
              details={
                <>
                  <span>
                    {isNarrow ? option.mobileDescription || option.description : option.description}
                  </span>
                  <PaymentMethodIcons methods={option.enabledPaymentMethods} />
                  {option.unavailable && (
                    <span className="font-medium text-danger">
                      {codeText(option.unavailable.code, option.unavailable.params, t)}
                    </span>
                  )}
                </>
              }
            />
          ))}
        </fieldset>
      )}
      {chosen && <PaymentFields option={chosen} />}
      {state.paymentOptionError && (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
          {state.paymentOptionError}
        </p>
      )}
      <Button type="submit" disabled={!chosen || choose.isPending} className="w-full sm:w-auto sm:self-end">
        {t("checkout.continue")}
      </Button>
    </form>
  );
}
