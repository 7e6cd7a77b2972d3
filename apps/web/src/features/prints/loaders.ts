import type { LoaderFunctionArgs } from "react-router";
import { pictureSetQuery } from "../../lib/queries/picture-set.ts";
import { printOffersQuery } from "../../lib/queries/print-offers.ts";
import { queryClient } from "../../lib/query-client.ts";

/** The picture set and the sizes, fetched while the page's code downloads; a failure is the page's to show. */
export async function orderPrintLoader({ params }: LoaderFunctionArgs) {
  await Promise.allSettled([
    params.pictureSetUuid ? queryClient.ensureQueryData(pictureSetQuery(params.pictureSetUuid)) : null,
    queryClient.ensureQueryData(printOffersQuery),
  ]);
  return null;
}
