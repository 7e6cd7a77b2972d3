import type { PaymentOption } from "@shop/contracts/checkout";
import { TextField } from "@shop/ui/TextField";
import { useFormState } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCheckout } from "../checkout-context.ts";
import { fieldText } from "../field-texts.ts";

/** The chosen option's own fields (spec 03 §2.3): the mobile number it verifies, the national id it needs. */
export function PaymentFields({ option }: { option: PaymentOption }) {
  const { t } = useTranslation();
  const { paymentForm } = useCheckout();
  const { register, control } = paymentForm;
  const { errors } = useFormState({ control });
  if (!option.verifyMobile && !option.requirePersonNo) return null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold">{t("checkout.payment.detailsTitle")}</legend>
      {option.verifyMobile && (
        <TextField
          label={t("checkout.payment.mobilePhone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t("checkout.payment.mobilePhoneHint")}
          error={fieldText(errors.mobilePhone?.message, t)}
          {...register("mobilePhone")}
        />
      )}
      {option.requirePersonNo && (
        <TextField
          label={t("checkout.payment.pid")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("checkout.payment.pidHint")}
          error={fieldText(errors.pid?.message, t)}
          {...register("pid")}
        />
      )}
    </fieldset>
  );
}
