import type { TemplateDocument, TemplateInstance, TextChoice } from "@shop/render/template";
import { editableTextsOf } from "../../template-preview/fields.ts";

/**
 * The template editor's state (spec 02 § Template editor, §4 Editor menu, Dirty flag): the template, the parent's
 * design, the design as it was on entry, which internal menu shows, which part and resource are current, and whether
 * anything changed. Each command is a pure function of the state; `editorReducer` names them for React.
 */

export const editorMenus = [
  "main",
  "select-image",
  "image",
  "select-text",
  "text",
  "templates",
  "year",
  "preview",
  "buy",
] as const;
export type EditorMenu = (typeof editorMenus)[number];

export interface EditorState {
  readonly doc: TemplateDocument;
  readonly instance: TemplateInstance;
  /** The instance on entry (or at the last add to cart): what Cancel restores. */
  readonly saved: TemplateInstance;
  readonly menu: EditorMenu;
  readonly currentPartId: string;
  /** The image or text field being edited; null on every other screen. */
  readonly currentResourceId: string | null;
  readonly dirty: boolean;
  /** The product the design is bought as; a different template of the product keeps it. */
  readonly productUuid: string;
}

function firstPartId(doc: TemplateDocument): string {
  return doc.parts[0]?.id ?? "";
}

/** The part that holds a field, or null. */
export function partOfField(doc: TemplateDocument, fieldId: string): string | null {
  for (const part of doc.parts) if (part.elements.some((e) => e.id === fieldId)) return part.id;
  return null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function initEditor(
  doc: TemplateDocument,
  instance: TemplateInstance,
  productUuid: string,
): EditorState {
  return {
    doc,
    instance,
    saved: instance,
    menu: "main",
    currentPartId: firstPartId(doc),
    currentResourceId: null,
    dirty: false,
    productUuid,
  };
}

/** Opens a screen without a current resource (select-image, select-text, templates, year, preview, buy, main). */
export function openMenu(state: EditorState, menu: Exclude<EditorMenu, "image" | "text">): EditorState {
  return { ...state, menu, currentResourceId: null };
}

/** Returning to main clears the current resource (spec 02 §4). */
export function backToMain(state: EditorState): EditorState {
  return openMenu(state, "main");
}

function openResource(state: EditorState, fieldId: string, kind: "image" | "text"): EditorState {
  const part = partOfField(state.doc, fieldId);
  const field = state.doc.parts.flatMap((p) => p.elements).find((e) => e.id === fieldId);
  if (part === null || field?.kind !== kind) return state;
  if (field.kind === "text" && !field.editable) return state;
  return { ...state, menu: kind, currentResourceId: fieldId, currentPartId: part };
}

/** A resource becoming current opens its screen: the image screen for an image field. */
export function openImage(state: EditorState, fieldId: string): EditorState {
  return openResource(state, fieldId, "image");
}

/** …and the text screen for an editable text field. */
export function openText(state: EditorState, fieldId: string): EditorState {
  return openResource(state, fieldId, "text");
}

/** The image screen's Done: the whole next instance (replace-all may change more than one field); dirty on change. */
export function imageEdited(state: EditorState, next: TemplateInstance): EditorState {
  const changed = !same(state.instance.images, next.images);
  return {
    ...backToMain(state),
    instance: { ...state.instance, images: next.images, texts: next.texts },
    dirty: state.dirty || changed || !same(state.instance.texts, next.texts),
  };
}

/** The text screen's Done: the text trimmed (spec 02 §5) with its font choices; dirty on change. */
export function textEdited(state: EditorState, fieldId: string, choice: TextChoice): EditorState {
  const trimmed: TextChoice = { ...choice, text: choice.text.trim() };
  const changed = !same(state.instance.texts[fieldId], trimmed);
  return {
    ...backToMain(state),
    instance: changed
      ? { ...state.instance, texts: { ...state.instance.texts, [fieldId]: trimmed } }
      : state.instance,
    dirty: state.dirty || changed,
  };
}

const placeholderPattern = /\{([A-Za-z]+)\}/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text the parent left as its template's default (the fill wrote it with the year of the day, e.g. a calendar
 * cover's '{year}' as '2026') written again for another year; null when the default has no {year} or the parent
 * changed the text, which then stays as typed. Other placeholders ({name}) keep the values they were filled with.
 */
export function textForYear(
  defaultText: string,
  text: string,
  from: number | undefined,
  to: number,
): string | null {
  const pieces = defaultText.split(placeholderPattern);
  if (!pieces.some((piece, i) => i % 2 === 1 && piece === "year")) return null;
  const source = pieces
    .map((piece, i) => {
      if (i % 2 === 0) return escapeRegExp(piece).replace(/\s+/g, "\\s*");
      return piece === "year" ? `(${from ?? "\\d{4}"})` : "(.*?)";
    })
    .join("");
  const match = new RegExp(`^\\s*${source}\\s*$`, "s").exec(text);
  if (match === null) return null;
  let group = 0;
  const written = pieces.map((piece, i) => {
    if (i % 2 === 0) return piece;
    group += 1;
    return piece === "year" ? String(to) : (match[group] ?? "");
  });
  return written.join("").trim();
}

/**
 * The year screen (the caller clamps with @shop/domain/template-year first). Texts still at their default follow the
 * new year (a calendar's cover title), texts the parent wrote stay.
 */
export function setYear(state: EditorState, year: number): EditorState {
  if (state.instance.year === year) return state;
  const texts = { ...state.instance.texts };
  for (const field of editableTextsOf(state.doc)) {
    const choice = texts[field.id];
    if (choice === undefined) continue;
    const followed = textForYear(field.defaultText, choice.text, state.instance.year, year);
    if (followed !== null) texts[field.id] = { ...choice, text: followed };
  }
  return { ...state, instance: { ...state.instance, year, texts }, dirty: true };
}

/**
 * Choosing a different template: the instance is rebuilt from that template's user resources (the caller converts
 * them), the product stays, the first part shows, and the design counts as changed.
 */
export function changeTemplate(
  state: EditorState,
  doc: TemplateDocument,
  instance: TemplateInstance,
): EditorState {
  if (doc.uuid === state.doc.uuid && doc.version === state.doc.version) return backToMain(state);
  const year = state.instance.year;
  return {
    ...state,
    doc,
    instance:
      year !== undefined && instance.year === undefined && doc.type === "CALENDAR"
        ? { ...instance, year }
        : instance,
    menu: "main",
    currentPartId: firstPartId(doc),
    currentResourceId: null,
    dirty: true,
  };
}

export function selectPart(state: EditorState, partId: string): EditorState {
  if (!state.doc.parts.some((p) => p.id === partId)) return state;
  return { ...state, currentPartId: partId };
}

/** Cancel asks first when there are unsaved changes (spec 02 §4); without changes it just goes back. */
export function cancelNeedsConfirmation(state: EditorState): boolean {
  return state.dirty;
}

/** 'Close without saving': the instance saved on entry comes back. */
export function restoreSaved(state: EditorState): EditorState {
  return { ...backToMain(state), instance: state.saved, dirty: false };
}

/** Added to (or updated in) the cart: what is there now is the saved design. */
export function added(state: EditorState): EditorState {
  return { ...state, saved: state.instance, dirty: false };
}

/**
 * Spec 02 §4: a group picture put in an image field fills the texts that name the people in it ({names}); the call's
 * answer replaces those texts. The screen stays where the parent is (the answer may come after they moved on).
 */
export function namesFilled(state: EditorState, texts: Readonly<Record<string, TextChoice>>): EditorState {
  const next = { ...state.instance.texts, ...texts };
  if (same(next, state.instance.texts)) return state;
  return { ...state, instance: { ...state.instance, texts: next }, dirty: true };
}

export type EditorAction =
  | { type: "openMenu"; menu: Exclude<EditorMenu, "image" | "text"> }
  | { type: "backToMain" }
  | { type: "openImage"; fieldId: string }
  | { type: "openText"; fieldId: string }
  | { type: "imageEdited"; instance: TemplateInstance }
  | { type: "textEdited"; fieldId: string; choice: TextChoice }
  | { type: "namesFilled"; texts: Readonly<Record<string, TextChoice>> }
  | { type: "setYear"; year: number }
  | { type: "changeTemplate"; doc: TemplateDocument; instance: TemplateInstance }
  | { type: "selectPart"; partId: string }
  | { type: "restoreSaved" }
  | { type: "added" }
  | { type: "reset"; state: EditorState };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "openMenu":
      return openMenu(state, action.menu);
    case "backToMain":
      return backToMain(state);
    case "openImage":
      return openImage(state, action.fieldId);
    case "openText":
      return openText(state, action.fieldId);
    case "imageEdited":
      return imageEdited(state, action.instance);
    case "textEdited":
      return textEdited(state, action.fieldId, action.choice);
    case "namesFilled":
      return namesFilled(state, action.texts);
    case "setYear":
      return setYear(state, action.year);
    case "changeTemplate":
      return changeTemplate(state, action.doc, action.instance);
    case "selectPart":
      return selectPart(state, action.partId);
    case "restoreSaved":
      return restoreSaved(state);
    case "added":
      return added(state);
    case "reset":
      return action.state;
  }
}

/** A part is done when each of its image fields has a picture (the part strip's mark). */
export function isPartDone(doc: TemplateDocument, instance: TemplateInstance, partId: string): boolean {
  const part = doc.parts.find((p) => p.id === partId);
  if (!part) return false;
  return part.elements.every((e) => e.kind !== "image" || instance.images[e.id] !== undefined);
}
