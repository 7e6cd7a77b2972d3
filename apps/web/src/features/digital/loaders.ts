import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "../../lib/query-client.ts";
import { digitalPortraitQuery } from "./api/digital-portrait.ts";
import { digitalPortraitsQuery } from "./api/digital-portraits.ts";

/** Loaders fill the cache while the page's code downloads; a failure is left to the page's own states. */
async function settled(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch {
    return;
  }
}

export async function digitalPortraitsLoader() {
  await settled(queryClient.ensureQueryData(digitalPortraitsQuery));
  return null;
}

export async function digitalPortraitLoader({ params }: LoaderFunctionArgs) {
  if (params.subjectUuid)
    await settled(queryClient.ensureQueryData(digitalPortraitQuery(params.subjectUuid)));
  return null;
}
