import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { invalidateCartViews } from "../../lib/queries/cart.ts";
import { invalidateOrderViews } from "../../lib/queries/orders.ts";

export function receiptPath(orderUuid: string): string {
  return `/shopping-cart/checkout/payment/receipt/${orderUuid}`;
}

/**
 * A placed order (paid or invoiced): the cart lost the lines it bought, the picture sets show them bought and
 * the history has a new order, so all of those are fetched again; the receipt replaces the payment page, so
 * 'back' does not return to a payment that is done.
 */
export function useOpenReceipt() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (orderUuid: string) => {
      void invalidateCartViews(client);
      void invalidateOrderViews(client);
      void navigate(receiptPath(orderUuid), { replace: true });
    },
    [client, navigate],
  );
}
