import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "../../lib/query-client.ts";
import { transactionQuery } from "./api/transaction.ts";

/** Fetches the transaction while the page's code downloads; a failure (404 too) is left to the page. */
export async function paymentLoader({ params }: LoaderFunctionArgs) {
  if (!params.transactionUuid) return null;
  try {
    await queryClient.ensureQueryData(transactionQuery(params.transactionUuid));
  } catch {
    // The page shows the error (or 'not found') itself.
  }
  return null;
}
