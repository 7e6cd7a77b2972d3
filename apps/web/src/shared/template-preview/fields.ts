import { effectiveDpi, printDpi } from "@shop/render/quality";
import type { ImageField, TemplateDocument, TemplateInstance, TextField } from "@shop/render/template";

/** The image fields, in the order of the parts (the 'Choose image' buttons are numbered so). */
export function imageFieldsOf(doc: TemplateDocument): ImageField[] {
  return doc.parts.flatMap((p) => p.elements.filter((e): e is ImageField => e.kind === "image"));
}

/** The texts the parent may change, in order. */
export function editableTextsOf(doc: TemplateDocument): TextField[] {
  return doc.parts.flatMap((p) => p.elements.filter((e): e is TextField => e.kind === "text" && e.editable));
}

/** Print-quality light: the image fields whose picture lands below 150 dpi at its crop. */
export function lowQualityFields(doc: TemplateDocument, instance: TemplateInstance): ImageField[] {
  return imageFieldsOf(doc).filter((field) => {
    const choice = instance.images[field.id];
    if (!choice) return false;
    const dpi = effectiveDpi(field, choice.picture, choice.crop, choice.rotation);
    return dpi < printDpi.acceptable;
  });
}
