import type { FilledTemplate } from "@shop/render/fill";
import type {
  ImageChoice,
  TemplateDocument,
  TemplateInstance,
  TextChoice,
  TextField,
} from "@shop/render/template";
import type { ImageResource, TextResource, UserResources } from "./templates.ts";

/**
 * The two shapes of a parent's design, and the one way between them. The calls speak spec 02's user resources
 * (keyed by fullId, with `cropRect`, `overrideEffect`, `font.horizontalAlign`); the renderer and the stored cart and
 * order lines use `packages/render`'s template instance. Both the server and the editor convert here.
 */

/** A text field's resource: the parent's text and font choices, else the field's own. */
export function textResource(field: TextField, text: string, choice?: TextChoice): TextResource {
  return {
    fullId: field.id,
    kind: "text",
    editable: field.editable,
    font: {
      text,
      lines: text.split("\n"),
      family: choice?.family ?? field.font.family,
      size: choice?.size ?? field.font.size,
      color: choice?.color ?? field.font.color,
      horizontalAlign: choice?.align ?? field.font.align,
    },
  };
}

/** A template's user resources from a fill or a template instance; `webshopIds` names the pictures ('Picture id'). */
export function toUserResources(
  doc: TemplateDocument,
  filled: Pick<FilledTemplate, "images" | "texts">,
  webshopIds: ReadonlyMap<string, string>,
  /** The uuids of the parent's own pictures (uploads) it places: their resources are marked userSupplied. */
  uploaded: ReadonlySet<string> = new Set(),
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
          userSupplied: choice !== undefined && uploaded.has(choice.picture.uuid),
          disableZoom: element.disableZoom,
          disableBackground: element.disableBackground,
          disableEdit: element.disableEdit,
        };
      } else if (element.kind === "text") {
        const choice = filled.texts[element.id];
        resources[element.id] = textResource(element, choice?.text ?? element.defaultText, choice);
      }
    }
  }
  return resources;
}

function imageChoice(resource: ImageResource): ImageChoice | null {
  const image = resource.image;
  if (!image) return null;
  return {
    picture: { uuid: image.uuid, width: image.width, height: image.height },
    crop: { ...image.cropRect },
    rotation: image.rotation,
    effect: image.overrideEffect,
    ...(image.background ? { background: image.background } : {}),
  };
}

/** The text choice a text resource holds (its text and its font's choices). */
export function textChoice(resource: TextResource): TextChoice {
  return {
    text: resource.font.text,
    family: resource.font.family,
    size: resource.font.size,
    color: resource.font.color,
    align: resource.font.horizontalAlign,
  };
}

/**
 * The template instance of user resources, for the template's document: resources of fields the document does not
 * have, or of the wrong kind, are left out; an empty image field stays empty. The result is not yet checked against
 * the template's rules (allowed pictures, fixed texts, completeness): the caller does that.
 */
export function toTemplateInstance(
  doc: TemplateDocument,
  template: { uuid: string; version: number },
  year: number | null,
  userResources: UserResources,
): TemplateInstance {
  const images: Record<string, ImageChoice> = {};
  const texts: Record<string, TextChoice> = {};
  for (const part of doc.parts) {
    for (const element of part.elements) {
      const resource = userResources[element.id];
      if (!resource) continue;
      if (element.kind === "image" && resource.kind === "image") {
        const choice = imageChoice(resource);
        if (choice) images[element.id] = choice;
      } else if (element.kind === "text" && resource.kind === "text") {
        texts[element.id] = textChoice(resource);
      }
    }
  }
  return {
    templateUuid: template.uuid,
    templateVersion: template.version,
    ...(year === null ? {} : { year }),
    images,
    texts,
  };
}

/** The pictures a design lays on a background (green-screen pictures, drawn as their cut-out). */
export function picturesOnBackgrounds(userResources: UserResources): string[] {
  return Object.values(userResources).flatMap((resource) =>
    resource.kind === "image" && resource.image !== null && resource.image.background !== null
      ? [resource.image.uuid]
      : [],
  );
}
