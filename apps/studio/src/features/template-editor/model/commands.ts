import { type PictureType, pictureTypes } from "@shop/domain/picture-type";
import type { FontFamily } from "@shop/domain/template-text";
import type { TemplateDocument, TemplateElement, TemplateType } from "@shop/render/template";
import { backgroundId, backgroundOf, type SimpleField, thePart } from "./simple-template.ts";

/**
 * The editor's edits as named commands over immutable documents (DESIGN.md, template documents): each answers the
 * next document, so the state keeps the earlier ones and undo is going back one.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface TextStyle {
  readonly defaultText: string;
  readonly family: FontFamily;
  readonly size: number;
  readonly color: string;
  readonly align: "left" | "center" | "right";
}

/** Which pictures a picture field takes (spec 02 §5 'Image allowed'), and whether a green-screen picture's background may be changed in it. */
export interface PictureRules {
  readonly pictureTypes: readonly PictureType[];
  readonly groupPicture: "any" | "only" | "never";
  readonly userUploads: boolean;
  readonly greenScreen: boolean;
}

export interface PageSize {
  readonly width: number;
  readonly height: number;
  readonly bleed: number;
  readonly safeMargin: number;
}

export type Command =
  | { readonly name: "rename"; readonly text: string }
  | { readonly name: "setType"; readonly type: TemplateType }
  | { readonly name: "setPage"; readonly page: PageSize }
  | { readonly name: "setBackground"; readonly asset: string | null }
  | { readonly name: "addField"; readonly kind: "image" | "text" }
  | { readonly name: "setBox"; readonly id: string; readonly box: Box }
  | { readonly name: "moveBy"; readonly id: string; readonly dx: number; readonly dy: number }
  | { readonly name: "resizeBy"; readonly id: string; readonly dw: number; readonly dh: number }
  | { readonly name: "setText"; readonly id: string; readonly style: Partial<TextStyle> }
  | { readonly name: "setPictureRules"; readonly id: string; readonly rules: Partial<PictureRules> }
  | { readonly name: "deleteField"; readonly id: string };

/** The smallest field, so a field stays something a pointer can take. */
export const minFieldMm = 5;

const round = (mm: number) => Math.round(mm * 10) / 10;

function withElements(doc: TemplateDocument, elements: readonly TemplateElement[]): TemplateDocument {
  const part = thePart(doc);
  return { ...doc, parts: [{ ...part, elements }] };
}

function mapField(doc: TemplateDocument, id: string, change: (field: SimpleField) => SimpleField) {
  return withElements(
    doc,
    thePart(doc).elements.map((e) =>
      e.id === id && (e.kind === "image" || e.kind === "text") ? change(e) : e,
    ),
  );
}

/** A box kept on the page (its bleed included) and at least the smallest size. */
function clampBox(doc: TemplateDocument, box: Box): Box {
  const { trim, bleed } = thePart(doc);
  const width = round(Math.min(Math.max(box.width, minFieldMm), trim.width + 2 * bleed));
  const height = round(Math.min(Math.max(box.height, minFieldMm), trim.height + 2 * bleed));
  return {
    x: round(Math.min(Math.max(box.x, -bleed), trim.width + bleed - width)),
    y: round(Math.min(Math.max(box.y, -bleed), trim.height + bleed - height)),
    width,
    height,
  };
}

function background(asset: string, page: PageSize): TemplateElement {
  return {
    kind: "artwork",
    id: backgroundId,
    x: -page.bleed,
    y: -page.bleed,
    width: page.width + 2 * page.bleed,
    height: page.height + 2 * page.bleed,
    rotation: 0,
    asset,
  };
}

/** The next free id of a kind: picture1, picture2… and text1, text2… */
export function nextFieldId(doc: TemplateDocument, kind: "image" | "text"): string {
  const stem = kind === "image" ? "picture" : "text";
  const ids = new Set(thePart(doc).elements.map((e) => e.id));
  let n = 1;
  while (ids.has(`${stem}${n}`)) n++;
  return `${stem}${n}`;
}

function newField(doc: TemplateDocument, kind: "image" | "text"): SimpleField {
  const { trim, safeMargin } = thePart(doc);
  const id = nextFieldId(doc, kind);
  const width = round(trim.width / 2);
  const height = round(kind === "image" ? trim.height / 2 : Math.max(trim.height / 8, 10));
  const x = round((trim.width - width) / 2);
  const y = round(
    kind === "image" ? Math.max(safeMargin, trim.height / 8) : trim.height - safeMargin - height,
  );
  const box = { id, x, y, width, height, rotation: 0 };
  if (kind === "image") {
    return {
      kind: "image",
      ...box,
      allowed: { pictureTypes: [...pictureTypes], groupPicture: "any", userUploads: true },
      disableZoom: false,
      disableEdit: false,
      disableBackground: true,
    };
  }
  return {
    kind: "text",
    ...box,
    font: {
      family: "Roboto",
      size: 18,
      color: "#222222",
      align: "center",
      verticalAlign: "middle",
      lineHeight: 1.2,
    },
    maxLines: 1,
    editable: true,
    defaultText: "",
  };
}

/** The document after a command. */
export function applyCommand(doc: TemplateDocument, command: Command): TemplateDocument {
  const part = thePart(doc);
  switch (command.name) {
    case "rename":
      return { ...doc, name: command.text };
    case "setType":
      return { ...doc, type: command.type };
    case "setPage": {
      const page = command.page;
      const asset = backgroundOf(doc);
      const fields = part.elements.filter((e) => e.id !== backgroundId);
      const resized = {
        ...part,
        trim: { width: page.width, height: page.height },
        bleed: page.bleed,
        safeMargin: page.safeMargin,
        elements: asset === null ? fields : [background(asset, page), ...fields],
      };
      const next = { ...doc, parts: [resized] };
      // Fields stay on the smaller page.
      return withElements(
        next,
        resized.elements.map((e) => (e.id === backgroundId ? e : { ...e, ...clampBox(next, e) })),
      );
    }
    case "setBackground": {
      const fields = part.elements.filter((e) => e.id !== backgroundId);
      const page = { ...part.trim, bleed: part.bleed, safeMargin: part.safeMargin };
      return withElements(
        doc,
        command.asset === null ? fields : [background(command.asset, page), ...fields],
      );
    }
    case "addField":
      return withElements(doc, [...part.elements, newField(doc, command.kind)]);
    case "setBox":
      return mapField(doc, command.id, (f) => ({ ...f, ...clampBox(doc, command.box) }));
    case "moveBy":
      return mapField(doc, command.id, (f) => ({
        ...f,
        ...clampBox(doc, { x: f.x + command.dx, y: f.y + command.dy, width: f.width, height: f.height }),
      }));
    case "resizeBy":
      return mapField(doc, command.id, (f) => ({
        ...f,
        ...clampBox(doc, { x: f.x, y: f.y, width: f.width + command.dw, height: f.height + command.dh }),
      }));
    case "setText":
      return mapField(doc, command.id, (f) => {
        if (f.kind !== "text") return f;
        const { defaultText, ...font } = command.style;
        return {
          ...f,
          defaultText: defaultText ?? f.defaultText,
          maxLines: Math.max(1, (defaultText ?? f.defaultText).split("\n").length),
          font: { ...f.font, ...font },
        };
      });
    case "setPictureRules":
      return mapField(doc, command.id, (f) => {
        if (f.kind !== "image") return f;
        const { greenScreen, pictureTypes: types, ...allowed } = command.rules;
        // A field takes at least one kind of picture (the document's schema says so too).
        const kept = types === undefined || types.length === 0 ? f.allowed.pictureTypes : [...types];
        return {
          ...f,
          allowed: { ...f.allowed, ...allowed, pictureTypes: kept },
          disableBackground: greenScreen === undefined ? f.disableBackground : !greenScreen,
        };
      });
    case "deleteField":
      return withElements(
        doc,
        part.elements.filter((e) => e.id !== command.id || e.id === backgroundId),
      );
  }
}

export interface EditorState {
  readonly doc: TemplateDocument;
  /** The documents before each command, the latest last. */
  readonly past: readonly TemplateDocument[];
  readonly selected: string | null;
  /** Changed since it was opened or saved. */
  readonly dirty: boolean;
}

export type EditorAction =
  | { readonly type: "command"; readonly command: Command }
  | { readonly type: "select"; readonly id: string | null }
  | { readonly type: "undo" }
  | { readonly type: "saved"; readonly doc: TemplateDocument }
  | { readonly type: "open"; readonly doc: TemplateDocument };

export function openEditor(doc: TemplateDocument): EditorState {
  return { doc, past: [], selected: null, dirty: false };
}

/** Undo keeps this many steps. */
const pastLimit = 100;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "open":
      return openEditor(action.doc);
    case "saved":
      return { ...state, doc: action.doc, dirty: false };
    case "select":
      return { ...state, selected: action.id };
    case "undo": {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      const stillThere = thePart(previous).elements.some((e) => e.id === state.selected);
      return {
        doc: previous,
        past: state.past.slice(0, -1),
        selected: stillThere ? state.selected : null,
        dirty: true,
      };
    }
    case "command": {
      const doc = applyCommand(state.doc, action.command);
      if (doc === state.doc) return state;
      const c = action.command;
      const selected =
        c.name === "addField"
          ? (thePart(doc).elements.at(-1)?.id ?? null)
          : c.name === "deleteField"
            ? null
            : state.selected;
      return { doc, past: [...state.past, state.doc].slice(-pastLimit), selected, dirty: true };
    }
  }
}
