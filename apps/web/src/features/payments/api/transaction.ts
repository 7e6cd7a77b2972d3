import { TransactionResponse } from "@shop/contracts/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { transactionPath } from "./transaction-path.ts";

export type Transaction = TransactionResponse["transaction"];

export async function fetchTransaction(transactionUuid: string): Promise<Transaction> {
  return (await apiGet(transactionPath(transactionUuid), TransactionResponse)).transaction;
}

export function transactionQuery(transactionUuid: string) {
  return queryOptions({
    queryKey: queryKeys.transactions.detail(transactionUuid),
    queryFn: () => fetchTransaction(transactionUuid),
    // A payment moves on elsewhere too (another tab, the provider's webhook): each visit asks again.
    staleTime: 0,
    retryOnMount: false,
  });
}

export function useTransaction(transactionUuid: string) {
  return useQuery(transactionQuery(transactionUuid));
}
