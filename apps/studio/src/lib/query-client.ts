import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api.ts";

/** One client for the studio; a refused call (401, 403, 404) is not retried, it will not change by asking again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) =>
        failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
  },
});
