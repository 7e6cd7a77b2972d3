/** The order history's keys; the receipt's own order query lives elsewhere, so these stay apart from it. */
export const orderHistoryKeys = {
  all: ["orders"] as const,
  list: ["orders", "list"] as const,
  details: (orderUuid: string) => ["orders", "details", orderUuid] as const,
};
