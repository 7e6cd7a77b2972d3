import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../query-keys.ts";

/** A placed order refreshes the history and every receipt. */
export function invalidateOrderViews(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.orders.all });
}
