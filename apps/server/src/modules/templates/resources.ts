import type { TextResource, UserResources } from "@shop/contracts/templates";
import type { FilledTemplate } from "@shop/render/fill";
import type { TemplateDocument, TextField } from "@shop/render/template";

/** What the calls answer of a template instance: its resources keyed by fullId (spec 02 §3), from a fill. */

export function textResource(field: TextField, text: string): TextResource {
  return {
    fullId: field.id,
    kind: "text",
    editable: field.editable,
    font: {
      text,
      lines: text.split("\n"),
      family: field.font.family,
      size: field.font.size,
      color: field.font.color,
      horizontalAlign: field.font.align,
    },
  };
}

export function toUserResources(
  doc: TemplateDocument,
  filled: FilledTemplate,
  webshopIds: ReadonlyMap<string, string>,
): UserResources {
  const resources: UserResources = {};
  for (const part of doc.parts) {
    for (const element of part.elements) {
      if (element.kind === "image") {
        const choice = filled.images[element.id];
        resources[element.id] = {
          fullId: element.id,
          kind: "image",
          image: choice
            ? {
                uuid: choice.picture.uuid,
                width: choice.picture.width,
                height: choice.picture.height,
                webshopId: webshopIds.get(choice.picture.uuid) ?? "",
                cropRect: { ...choice.crop },
                rotation: choice.rotation,
                overrideEffect: choice.effect,
                background: choice.background ?? null,
              }
            : null,
          userSupplied: false,
          disableZoom: element.disableZoom,
          disableBackground: element.disableBackground,
          disableEdit: element.disableEdit,
        };
      } else if (element.kind === "text") {
        resources[element.id] = textResource(element, filled.texts[element.id]?.text ?? element.defaultText);
      }
    }
  }
  return resources;
}
