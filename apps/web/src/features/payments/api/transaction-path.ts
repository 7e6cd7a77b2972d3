export function transactionPath(transactionUuid: string, action?: string): string {
  const base = `/api/webshop/transactions/${encodeURIComponent(transactionUuid)}`;
  return action ? `${base}/${action}` : base;
}
