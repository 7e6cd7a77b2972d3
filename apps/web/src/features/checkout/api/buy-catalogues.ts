import type { CatalogueChoice } from "@shop/contracts/catalogues";
import { BuyCataloguesBody, BuyCataloguesResponse } from "@shop/contracts/checkout";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type BuyCataloguesAnswer = z.infer<typeof BuyCataloguesResponse>;

/** POST …/catalogues: the upsell's catalogues into the cart; the delivery options may change with them. */
export function buyCatalogues({
  checkoutUuid,
  catalogues,
}: {
  checkoutUuid: string;
  catalogues: CatalogueChoice[];
}): Promise<BuyCataloguesAnswer> {
  const path = `/api/webshop/checkout/${encodeURIComponent(checkoutUuid)}/catalogues`;
  return apiSend("POST", path, BuyCataloguesBody.parse({ catalogues }), BuyCataloguesResponse);
}

export function useBuyCatalogues() {
  return useMutation({ mutationKey: queryKeys.checkout.write, mutationFn: buyCatalogues });
}
