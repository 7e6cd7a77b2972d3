import type { QueryClient } from "@tanstack/react-query";

/** The root of every order query (the history and the receipts); a placed order refreshes them all. */
export const orderKeysRoot = ["orders"] as const;

export function invalidateOrderViews(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: orderKeysRoot });
}
