import type { PaymentOption, PaymentOptionData } from "@shop/contracts/checkout";
import { checkNationalIdNumber, nationalIdTexts } from "@shop/domain/national-id";
import { checkMobile, normalizeMobile, validationTexts } from "@shop/domain/validation";
import type { Resolver } from "react-hook-form";
import { toFormErrors } from "./delivery-form.ts";

/** The payment option's own fields (spec 03 §2.3). */
export interface PaymentFormValues {
  mobilePhone: string;
  pid: string;
}

/** The rules of spec 03 §5 for the chosen option, as the domain's English texts. */
export function paymentFormErrors(
  values: PaymentFormValues,
  option: PaymentOption | null,
  today: Date,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!option) return errors;
  if (option.verifyMobile) {
    const problem = checkMobile(values.mobilePhone);
    if (problem) errors.mobilePhone = validationTexts[problem];
  }
  if (option.requirePersonNo) {
    if (values.pid.trim() === "") errors.pid = validationTexts.required;
    else {
      const check = checkNationalIdNumber(values.pid, today);
      if (!check.ok) errors.pid = nationalIdTexts[check.reason];
    }
  }
  return errors;
}

export function paymentResolver(
  optionOf: () => PaymentOption | null,
  today: () => Date = () => new Date(),
): Resolver<PaymentFormValues> {
  return (values) => {
    const flat = paymentFormErrors(values, optionOf(), today());
    return Object.keys(flat).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toFormErrors<PaymentFormValues>(flat) };
  };
}

/** Only the fields the option asks for are sent. */
export function paymentOptionDataOf(values: PaymentFormValues, option: PaymentOption): PaymentOptionData {
  return {
    ...(option.verifyMobile ? { mobilePhone: normalizeMobile(values.mobilePhone) } : {}),
    ...(option.requirePersonNo ? { pid: values.pid.replace(/\s+/g, "") } : {}),
  };
}
