import type { Cart } from "@shop/contracts/cart";
import type { CheckoutResponse } from "@shop/contracts/checkout";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from "react";
import { useForm } from "react-hook-form";
import { patchSession } from "../api/session-cache.ts";
import { CheckoutContext, type CheckoutContextValue } from "../checkout-context.ts";
import { checkoutReducer, initialCheckoutState } from "../checkout-state.ts";
import {
  allDeliveryOptions,
  type DeliveryFormValues,
  deliveryResolver,
  initialDeliveryValues,
} from "../delivery-form.ts";
import { type PaymentFormValues, paymentResolver } from "../payment-form.ts";
import { useNarrowScreen } from "../use-narrow-screen.ts";

type Props = { visitId: string; session: CheckoutResponse; children: ReactNode };

/** Holds one visit's checkout: the session (in the query cache), the steps' state and the two forms. */
export function CheckoutProvider({ visitId, session, children }: Props) {
  const client = useQueryClient();
  const isNarrow = useNarrowScreen();
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const deliveryOptions = useMemo(() => allDeliveryOptions(session), [session]);

  // The resolvers read the latest options through refs: the upsell can change the delivery options.
  const optionsRef = useRef(deliveryOptions);
  optionsRef.current = deliveryOptions;
  const paymentRef = useRef(state.paymentOption);
  paymentRef.current = state.paymentOption;
  const optionOf = useCallback((uuid: string) => optionsRef.current.find((o) => o.uuid === uuid) ?? null, []);

  const deliveryForm = useForm<DeliveryFormValues>({
    defaultValues: initialDeliveryValues(session),
    resolver: deliveryResolver(optionOf),
  });
  const paymentForm = useForm<PaymentFormValues>({
    defaultValues: { mobilePhone: session.user.mobilePhone ?? "", pid: "" },
    resolver: paymentResolver(() => paymentRef.current),
  });

  // When the options change (a catalogue makes the order physical), a choice that is gone is dropped, and a
  // single option is preselected again.
  const optionKey = deliveryOptions.map((o) => o.uuid).join(",");
  useEffect(() => {
    const uuids = optionKey === "" ? [] : optionKey.split(",");
    const current = deliveryForm.getValues("deliveryOptionUuid");
    const only = uuids.length === 1 ? (uuids[0] ?? "") : "";
    if (current === "" ? only !== "" : !uuids.includes(current)) {
      deliveryForm.setValue("deliveryOptionUuid", only);
    }
    dispatch({ type: "deliveryOptionsChanged", uuids });
  }, [optionKey, deliveryForm]);

  const value = useMemo<CheckoutContextValue>(
    () => ({
      visitId,
      session,
      state,
      dispatch,
      deliveryForm,
      paymentForm,
      deliveryOptions,
      optionOf,
      replaceCart: (cart: Cart) => patchSession(client, visitId, { cart }),
      patchSession: (patch) => patchSession(client, visitId, patch),
      isNarrow,
    }),
    [visitId, session, state, deliveryForm, paymentForm, deliveryOptions, optionOf, client, isNarrow],
  );
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}
