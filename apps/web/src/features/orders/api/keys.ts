import { orderKeysRoot } from "../../../lib/queries/orders.ts";

/** The orders' keys under one root, so a payment that places an order refreshes the history and the receipt. */
export const orderHistoryKeys = {
  all: orderKeysRoot,
  list: [...orderKeysRoot, "list"] as const,
  details: (orderUuid: string) => [...orderKeysRoot, "details", orderUuid] as const,
  receipt: (orderUuid: string) => [...orderKeysRoot, "receipt", orderUuid] as const,
};
