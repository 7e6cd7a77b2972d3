import {
  migrateTemplate,
  type TemplateDocument,
  type TemplateElement,
  type TemplatePart,
  type TemplateType,
} from "@shop/render/template";

/**
 * What the simple editor represents (issue 31): one page of a print size and bleed, an optional background picture
 * covering the page and its bleed (an artwork element, first, named `background`), and picture and text fields,
 * none turned. Anything else (several parts, month grids, other artwork, turned fields) opens as a file only.
 */

export const backgroundId = "background";

/** The kinds of template the simple editor makes: a calendar needs its month grids. */
export const simpleTypes = ["CARDS", "PHOTOGIFT"] as const satisfies readonly TemplateType[];

export type SimpleField = Extract<TemplateElement, { kind: "image" | "text" }>;

export function thePart(doc: TemplateDocument): TemplatePart {
  const part = doc.parts[0];
  if (part === undefined) throw new Error("a template has a part");
  return part;
}

export function backgroundOf(doc: TemplateDocument): string | null {
  const first = thePart(doc).elements[0];
  return first?.kind === "artwork" && first.id === backgroundId ? first.asset : null;
}

export function fieldsOf(doc: TemplateDocument): SimpleField[] {
  return thePart(doc).elements.filter((e): e is SimpleField => e.kind === "image" || e.kind === "text");
}

export function isSimpleTemplate(doc: TemplateDocument): boolean {
  if (doc.parts.length !== 1 || doc.type === "CALENDAR") return false;
  return thePart(doc).elements.every(
    (e, index) =>
      e.rotation === 0 &&
      (e.kind === "image" ||
        e.kind === "text" ||
        (e.kind === "artwork" && index === 0 && e.id === backgroundId)),
  );
}

/** A new template: a 15 × 15 cm card with 3 mm bleed and a 5 mm safe zone, and nothing on it yet. */
export function newTemplate(uuid: string, name: string): TemplateDocument {
  return migrateTemplate({
    schemaVersion: 2,
    uuid,
    name,
    type: "CARDS",
    parts: [
      {
        id: "front",
        trim: { width: 150, height: 150 },
        bleed: 3,
        safeMargin: 5,
        background: "#ffffff",
        elements: [],
      },
    ],
  });
}
