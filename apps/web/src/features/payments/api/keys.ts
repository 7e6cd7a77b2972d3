/** The payment page's keys: the transaction, and the actions on it (one at a time). */
export const paymentKeys = {
  transaction: (transactionUuid: string) => ["payments", "transaction", transactionUuid] as const,
  action: (transactionUuid: string) => ["payments", "action", transactionUuid] as const,
};

export function transactionPath(transactionUuid: string, action?: string): string {
  const base = `/api/webshop/transactions/${encodeURIComponent(transactionUuid)}`;
  return action ? `${base}/${action}` : base;
}
