import { monthName, monthOfPage } from "@shop/render/calendar";
import type { TemplateDocument, TemplateInstance } from "@shop/render/template";
import type { TFunction } from "../../../lib/i18n.ts";

/**
 * The name of a part by its index: a calendar's month page by its month in the interface language (not by the name
 * the template gave it), else the part's own name, else 'Page n'.
 */
export function partNamer(
  doc: TemplateDocument,
  instance: TemplateInstance,
  locale: "en" | "nb",
  t: TFunction,
): (index: number) => string {
  return (index) => {
    const page = doc.parts[index];
    const month = page ? monthOfPage(page) : null;
    if (month !== null) return monthName(instance.year ?? new Date().getFullYear(), month, locale);
    return page?.name ?? t("editor.page", { n: index + 1 });
  };
}
