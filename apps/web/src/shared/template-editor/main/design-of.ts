import { toUserResources } from "@shop/contracts/template-resources";
import type { UserResources } from "@shop/contracts/templates";
import type { TemplateDocument, TemplateInstance } from "@shop/render/template";

export interface Design {
  template: { uuid: string; version: number };
  /** Calendars carry a year, other templates none. */
  year: number | null;
  userResources: UserResources;
}

/** The design the cart (or the package) receives: the template version, its year and the parent's choices. */
export function designOf(
  doc: TemplateDocument,
  instance: TemplateInstance,
  webshopIds: ReadonlyMap<string, string>,
  uploaded: ReadonlySet<string>,
): Design {
  return {
    template: { uuid: doc.uuid, version: doc.version },
    year: doc.type === "CALENDAR" ? (instance.year ?? null) : null,
    userResources: toUserResources(doc, instance, webshopIds, uploaded),
  };
}
