import { pictureSetQuery } from "../../lib/queries/picture-set.ts";
import { queryClient } from "../../lib/query-client.ts";
import { fullTemplateQuery } from "./template-query.ts";

/** A cart line's designs and its picture set, read while its edit page's code downloads; failures are the page's. */
export async function prefetchDesigns(
  templates: readonly { uuid: string; version: number }[],
  subjectUuid: string | undefined,
): Promise<void> {
  await Promise.allSettled([
    ...templates.map((template) =>
      queryClient.ensureQueryData(fullTemplateQuery(template.uuid, template.version)),
    ),
    subjectUuid ? queryClient.ensureQueryData(pictureSetQuery(subjectUuid)) : null,
  ]);
}
