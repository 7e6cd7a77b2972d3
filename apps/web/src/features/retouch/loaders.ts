import { queryClient } from "../../lib/query-client.ts";
import { retouchOptionsQuery } from "./api/retouch.ts";

/** Fetches the retouch options while the page's code downloads; a failure is left to the page's error state. */
export async function retouchLoader() {
  try {
    await queryClient.ensureQueryData(retouchOptionsQuery);
  } catch {
    // The page shows the error with 'Try again'.
  }
  return null;
}
