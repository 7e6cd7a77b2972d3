import {
  type AddressFields,
  type AddressSuggestion,
  AutocompleteResponse,
  ResolveAddressResponse,
} from "@shop/contracts/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The address service as the form sees it: what to suggest for a text, and the full address of a suggestion. */
export interface AddressService {
  suggest(query: string): Promise<AddressSuggestion[]>;
  /** Rejects when the service cannot resolve the suggestion. */
  resolve(id: string): Promise<AddressFields>;
}

/** The shop's postal address service (spec 03 §7). */
export const addressService: AddressService = {
  async suggest(query) {
    const path = withQuery("/api/webshop/postal-address-service/autocomplete", { q: query });
    return (await apiGet(path, AutocompleteResponse)).suggestions;
  },
  async resolve(id) {
    const path = `/api/webshop/postal-address-service/resolve-address-by-id/${encodeURIComponent(id)}`;
    return (await apiGet(path, ResolveAddressResponse)).address;
  },
};

export function addressSuggestionsQuery(query: string, service: AddressService = addressService) {
  return queryOptions({
    queryKey: queryKeys.checkout.addressSuggestions(query),
    queryFn: () => service.suggest(query),
    staleTime: 5 * 60_000,
    // Suggestions are a help, not a must: a failure leaves the field as it is, without a second try.
    retry: false,
  });
}

export function useAddressSuggestions(query: string, enabled: boolean) {
  return useQuery({ ...addressSuggestionsQuery(query), enabled });
}
