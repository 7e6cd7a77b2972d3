import { familiesOf } from "@shop/render/fonts";
import { laysOnBackgrounds } from "@shop/ui/template-picture-urls";
import { useFontsVersion } from "@shop/ui/use-fonts-version";
import { useReducer, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import type { EditorProps } from "../editor-props.ts";
import { useWithJobBackgrounds } from "../image/api/green-screen-backgrounds.ts";
import { useEditorPictures } from "../image/api/recent-images.ts";
import { editorReducer, initEditor } from "../state/editor-state.ts";
import type { EditorOptions } from "../use-editor-settings.ts";
import { type Design, designOf } from "./design-of.ts";
import type { EditorView } from "./editor-view.ts";
import { partNamer } from "./part-name.ts";
import { useFields } from "./use-fields.ts";

/** The editor's one state and what its parts read of it; `design` is what the cart or the package receives. */
export function useEditorView(props: EditorProps, options: EditorOptions) {
  const { t, i18n } = useTranslation();
  // The parent's own pictures (recent images) beside the set's: placed, previewed and sent like them.
  const { pictures, pictureUrls: ownUrls, uploaded } = useEditorPictures(props.pictures, props.pictureUrls);
  const [template, setTemplate] = useState(props.template);
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initEditor(props.template.document, props.instance, props.template.product.uuid),
  );
  // A background is drawn as the job shows it (turned, with its effect), as the Backgrounds tab and the print do.
  const pictureUrls = useWithJobBackgrounds(props.jobUuid, laysOnBackgrounds(state.instance), ownUrls);
  const { doc, instance } = state;
  const locale = i18n.language === "nb" ? "nb" : "en";
  const fontsVersion = useFontsVersion(familiesOf(doc, instance));
  const { images, texts, namesTexts, webshopIds } = useFields(doc, pictures);
  const view: EditorView = {
    props,
    state,
    dispatch,
    template,
    doc,
    instance,
    pictures,
    pictureUrls,
    images,
    texts,
    fontsVersion,
    locale,
    partName: partNamer(doc, instance, locale, t),
    options,
    yearRange: { current: new Date().getFullYear(), supportedYears: doc.supportedYears },
  };
  const design = (): Design => designOf(doc, instance, webshopIds, uploaded);
  return { view, setTemplate, design, namesTexts };
}
