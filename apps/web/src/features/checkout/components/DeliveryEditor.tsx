import type { PaymentOption } from "@shop/contracts/checkout";
import { Button } from "@shop/ui/Button";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useChoosePaymentOption } from "../api/choose-payment-option.ts";
import { fetchPaymentOptions } from "../api/payment-options.ts";
import { useSetDelivery } from "../api/set-delivery.ts";
import { useCheckout } from "../checkout-context.ts";
import { type DeliveryFormValues, deliveryFieldPath, deliveryOptionDataOf } from "../delivery-form.ts";
import { serverFieldCodes } from "../server-fields.ts";
import { AddressForm } from "./AddressForm.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { DeliveryOptionList } from "./DeliveryOptionList.tsx";
import { PickupLocationList } from "./PickupLocationList.tsx";
import { SchoolSubjectChoice } from "./SchoolSubjectChoice.tsx";

/**
 * The open delivery step: the methods, the chosen one's form, and 'Continue', which sets the delivery with the
 * server, loads its payment options and tells the server the preselected one (spec 03 §4).
 */
export function DeliveryEditor() {
  const { t } = useTranslation();
  const { session, state, dispatch, deliveryForm, optionOf, replaceCart } = useCheckout();
  const setDelivery = useSetDelivery();
  const choosePayment = useChoosePaymentOption();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const option = optionOf(useWatch({ control: deliveryForm.control, name: "deliveryOptionUuid" }));

  const confirm = async (values: DeliveryFormValues) => {
    const chosen = optionOf(values.deliveryOptionUuid);
    if (!chosen) return;
    const data = deliveryOptionDataOf(values, chosen, session.options.gatherAddress2);
    const checkoutUuid = session.checkoutUuid;
    setProblem(null);
    setBusy(true);
    try {
      try {
        await setDelivery.mutateAsync({
          checkoutUuid,
          deliveryOptionUuid: chosen.uuid,
          deliveryOptionData: data,
        });
      } catch (err) {
        const fields = serverFieldCodes(err);
        if (!fields) {
          setProblem(t("checkout.delivery.setFailed", { reason: errorText(err, t) }));
          return;
        }
        let first = true;
        for (const [field, code] of Object.entries(fields)) {
          const path = deliveryFieldPath(field, chosen);
          if (!path) continue;
          deliveryForm.setError(path, { type: "server", message: code }, { shouldFocus: first });
          first = false;
        }
        setProblem(t("checkout.delivery.checkDetails"));
        return;
      }

      let answer: Awaited<ReturnType<typeof fetchPaymentOptions>>;
      try {
        answer = await fetchPaymentOptions(checkoutUuid, chosen.uuid);
      } catch (err) {
        setProblem(t("checkout.delivery.paymentOptionsFailed", { reason: errorText(err, t) }));
        return;
      }
      replaceCart(answer.cart);

      // The payment already chosen stays for the same delivery; another delivery starts from the first option. An
      // option the shop would refuse now (an invoice over the maximum or beside an unpaid one) is neither kept nor
      // preselected.
      const choosable = answer.paymentOptions.filter((p) => !p.unavailable);
      const kept =
        state.deliveryOption?.uuid === chosen.uuid
          ? (choosable.find((p) => p.uuid === state.paymentOption?.uuid) ?? null)
          : null;
      const preselected = kept ?? choosable[0] ?? null;
      let told: PaymentOption | null = null;
      let paymentOptionError: string | null = null;
      if (preselected) {
        try {
          const cart = await choosePayment.mutateAsync({
            checkoutUuid,
            deliveryOptionUuid: chosen.uuid,
            paymentOptionUuid: preselected.uuid,
          });
          replaceCart(cart);
          told = preselected;
        } catch (err) {
          paymentOptionError = t("checkout.payment.setFailed", { reason: errorText(err, t) });
        }
      }
      dispatch({
        type: "deliverySet",
        option: chosen,
        data,
        paymentOptions: answer.paymentOptions,
        paymentOption: told,
        paymentOptionError,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={deliveryForm.handleSubmit(confirm)} className="flex flex-col gap-5">
      <DeliveryOptionList />
      {option?.type === "postage" && <AddressForm option={option} />}
      {option?.type === "store-pickup" && <PickupLocationList option={option} />}
      {option?.type === "school-pickup" && <SchoolSubjectChoice option={option} />}
      {option && option.type !== "postage" && <ContactForm />}
      {problem && (
        <p role="alert" className="rounded-lg bg-danger/10 p-3 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" loading={busy} className="w-full sm:w-auto sm:self-end">
        {t("checkout.continue")}
      </Button>
    </form>
  );
}
