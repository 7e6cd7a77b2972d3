import type { FullTemplate } from "@shop/contracts/templates";
import type { YearRange } from "@shop/domain/template-year";
import type { ImageField, TemplateDocument, TemplateInstance, TextField } from "@shop/render/template";
import type { Dispatch } from "react";
import type { EditorProps } from "../editor-props.ts";
import type { EditorAction, EditorState } from "../state/editor-state.ts";
import type { EditorPicture } from "../types.ts";
import type { EditorOptions } from "../use-editor-settings.ts";

/** What the editor's parts read of its one state, and the dispatch that changes it. */
export interface EditorView {
  props: EditorProps;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  template: FullTemplate;
  doc: TemplateDocument;
  instance: TemplateInstance;
  /** The set's pictures and the parent's own, placed and previewed alike. */
  pictures: readonly EditorPicture[];
  pictureUrls: ReadonlyMap<string, string>;
  images: readonly ImageField[];
  texts: readonly TextField[];
  fontsVersion: number;
  locale: "en" | "nb";
  partName: (index: number) => string;
  options: EditorOptions;
  /** The year a calendar starts from, and those its template supports. */
  yearRange: YearRange;
}
