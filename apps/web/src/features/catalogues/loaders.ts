import { queryClient } from "../../lib/query-client.ts";
import { cataloguesQuery } from "./api/catalogues.ts";

/** Fetches the catalogues while the page's code downloads; a failure is left to the page's own error state. */
export async function cataloguesLoader() {
  try {
    await queryClient.ensureQueryData(cataloguesQuery);
  } catch {
    // The page shows the error with 'Try again'.
  }
  return null;
}
