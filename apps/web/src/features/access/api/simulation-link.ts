import { SimulationLinkResponse, StartSimulatedSessionResponse } from "@shop/contracts/simulations";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const path = (token: string) => `/api/webshop/simulation-links/${encodeURIComponent(token)}`;

/** Whom support's link opens, read without using it up (decision 0041). */
export const simulationLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ["simulation-link", token] as const,
    queryFn: () => apiGet(path(token), SimulationLinkResponse),
    staleTime: 0,
    retry: false,
  });

export function useSimulationLink(token: string) {
  return useQuery(simulationLinkQuery(token));
}

/**
 * Uses the link: this browser's session becomes the simulated one, so everything cached of the browser's previous
 * user goes (the shop's settings stay) and the next page reads the user anew.
 */
export function useStartSimulation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend("POST", path(token), undefined, StartSimulatedSessionResponse),
    onSuccess: () => {
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.settings[0] });
    },
  });
}
