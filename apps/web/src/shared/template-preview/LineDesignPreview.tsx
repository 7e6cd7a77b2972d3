import type { LineTemplate } from "@shop/contracts/cart";
import { useQuery } from "@tanstack/react-query";
import { TemplateLinePreview } from "./TemplateLinePreview.tsx";
import { fullTemplateQuery } from "./template-query.ts";

/** A line's design (a template line's, a package item's) drawn once its template version is read. */
export function LineDesignPreview({ lineUuid, template }: { lineUuid: string; template: LineTemplate }) {
  const full = useQuery(fullTemplateQuery(template.uuid, template.version));
  return <TemplateLinePreview lineUuid={lineUuid} template={template} doc={full.data?.document} />;
}
