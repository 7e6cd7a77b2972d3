import type { PaymentOption, PaymentOptionData } from "@shop/contracts/checkout";
import { type ErrorCode, nationalIdErrorCodes, validationErrorCodes } from "@shop/contracts/error-codes";
import { checkNationalIdNumber } from "@shop/domain/national-id";
import { checkMobile, normalizeMobile } from "@shop/domain/validation";
import type { Resolver } from "react-hook-form";
import { toFormErrors } from "./delivery-form.ts";

/** The payment option's own fields (spec 03 §2.3). */
export interface PaymentFormValues {
  mobilePhone: string;
  pid: string;
}

/** The rules of spec 03 §5 for the chosen option, as the codes of the rules broken (the server's too). */
export function paymentFormErrors(
  values: PaymentFormValues,
  option: PaymentOption | null,
  today: Date,
): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  if (!option) return errors;
  if (option.verifyMobile) {
    const problem = checkMobile(values.mobilePhone);
    if (problem) errors.mobilePhone = validationErrorCodes[problem];
  }
  if (option.requirePersonNo) {
    if (values.pid.trim() === "") errors.pid = "required";
    else {
      const check = checkNationalIdNumber(values.pid, today);
      if (!check.ok) errors.pid = nationalIdErrorCodes[check.reason];
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
