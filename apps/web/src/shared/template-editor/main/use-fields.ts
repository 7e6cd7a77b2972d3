import { namesThePeople, type TemplateDocument } from "@shop/render/template";
import { useMemo } from "react";
import { editableTextsOf, imageFieldsOf } from "../../template-preview/fields.ts";
import type { EditorPicture } from "../types.ts";

/** The design's fields the parent fills, and the picture ids its design names them by. */
export function useFields(doc: TemplateDocument, pictures: readonly EditorPicture[]) {
  const images = useMemo(() => imageFieldsOf(doc), [doc]);
  const texts = useMemo(() => editableTextsOf(doc), [doc]);
  /** Texts that name the people of a picture ({names}): a new picture fills them through the server. */
  const namesTexts = useMemo(
    () => doc.parts.flatMap((p) => p.elements).filter((e) => e.kind === "text" && namesThePeople(e)),
    [doc],
  );
  const webshopIds = useMemo(() => new Map(pictures.map((p) => [p.uuid, p.webshopId])), [pictures]);
  return { images, texts, namesTexts, webshopIds };
}
