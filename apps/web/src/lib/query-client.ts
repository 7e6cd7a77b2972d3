import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

/**
 * The shop signs picture URLs for an hour's window and honours them to the end of the next (decision 0039), so an
 * answer that carries them must not be shown much older than an hour. No answer stays on a visible page longer than
 * this: it is fetched again every half hour, and at once when the parent comes back to a tab whose answer is older.
 */
export const answerRefreshMs = 30 * 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will answer the same the second time; only network trouble and 5xx are worth a retry.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: (query) => Date.now() - query.state.dataUpdatedAt >= answerRefreshMs,
      refetchInterval: answerRefreshMs,
    },
    mutations: { retry: false },
  },
});
