import type { Cart } from "@shop/contracts/cart";
import type { CheckoutResponse } from "@shop/contracts/checkout";
import type { DeliveryOption } from "@shop/contracts/delivery";
import { createContext, type Dispatch, useContext } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CheckoutAction, CheckoutState } from "./checkout-state.ts";
import type { DeliveryFormValues } from "./delivery-form.ts";
import type { PaymentFormValues } from "./payment-form.ts";

export interface CheckoutContextValue {
  visitId: string;
  session: CheckoutResponse;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  /** The forms live as long as the page, so nothing typed is lost when a step closes or a call fails. */
  deliveryForm: UseFormReturn<DeliveryFormValues>;
  paymentForm: UseFormReturn<PaymentFormValues>;
  deliveryOptions: DeliveryOption[];
  optionOf: (uuid: string) => DeliveryOption | null;
  /** Writes a call's answer into the session. */
  replaceCart: (cart: Cart) => void;
  patchSession: (patch: Partial<CheckoutResponse>) => void;
  isNarrow: boolean;
}

export const CheckoutContext = createContext<CheckoutContextValue | null>(null);

/** The checkout's state; reading it outside its provider is a programming error (spec 03 §8). */
export function useCheckout(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error("useCheckout must be used inside CheckoutProvider");
  return value;
}
