import { migrateTemplate, type TemplateInstance } from "@shop/render/template";
import { aFoldedCard, aWallCalendar } from "@shop/render/test-templates";
import { describe, expect, it } from "vitest";
import {
  added,
  backToMain,
  cancelNeedsConfirmation,
  changeTemplate,
  editorReducer,
  imageEdited,
  initEditor,
  isPartDone,
  namesFilled,
  openImage,
  openMenu,
  openText,
  restoreSaved,
  selectPart,
  setYear,
  textEdited,
  textForYear,
} from "./editor-state.ts";

const doc = aFoldedCard();
const picture = { uuid: "11111111-1111-4111-8111-111111111111", width: 1200, height: 1600 };
const empty: TemplateInstance = {
  templateUuid: doc.uuid,
  templateVersion: doc.version,
  images: {},
  texts: { greeting: { text: "Merry Christmas" } },
};
const withPhoto: TemplateInstance = {
  ...empty,
  images: {
    photo: { picture, crop: { x: 0, y: 0.1, width: 1, height: 0.6 }, rotation: 0, effect: "original" },
  },
};
const product = "22222222-2222-4222-8222-222222222222";

describe("the editor's state (spec 02 §4)", () => {
  it("a group picture's names replace the texts that name them, wherever the parent is, and mark the design changed", () => {
    const onImage = openImage(initEditor(doc, withPhoto, product), "photo");
    const named = namesFilled(onImage, { greeting: { text: "3B: Ada, Bo", family: "Roboto" } });
    expect(named.instance.texts.greeting).toEqual({ text: "3B: Ada, Bo", family: "Roboto" });
    expect(named).toMatchObject({ menu: "image", currentResourceId: "photo", dirty: true });
    // The same texts again change nothing.
    expect(namesFilled(named, { greeting: { text: "3B: Ada, Bo", family: "Roboto" } })).toBe(named);
    expect(
      editorReducer(onImage, { type: "namesFilled", texts: { greeting: { text: "Bo" } } }).instance.texts,
    ).toEqual({ greeting: { text: "Bo" } });
  });

  it("starts on main with the first part, nothing current, not dirty, the entry instance saved", () => {
    const state = initEditor(doc, empty, product);
    expect(state).toMatchObject({
      menu: "main",
      currentPartId: "front",
      currentResourceId: null,
      dirty: false,
    });
    expect(state.saved).toBe(empty);
  });

  it("a resource becoming current opens its screen, on its part", () => {
    const state = selectPart(initEditor(doc, empty, product), "inside");
    const image = openImage(state, "photo");
    expect(image).toMatchObject({ menu: "image", currentResourceId: "photo", currentPartId: "front" });
    expect(openText(state, "greeting")).toMatchObject({ menu: "text", currentResourceId: "greeting" });
  });

  it("does not open a fixed text, a field of the wrong kind or an unknown one", () => {
    const state = initEditor(doc, empty, product);
    expect(openText(state, "credit")).toBe(state);
    expect(openImage(state, "greeting")).toBe(state);
    expect(openText(state, "nope")).toBe(state);
  });

  it("returning to main clears the current resource", () => {
    const state = backToMain(openImage(initEditor(doc, empty, product), "photo"));
    expect(state).toMatchObject({ menu: "main", currentResourceId: null });
    expect(openMenu(openText(state, "greeting"), "preview").currentResourceId).toBeNull();
  });

  it("sets dirty when the picture or its crop changes, and returns to main", () => {
    const opened = openImage(initEditor(doc, empty, product), "photo");
    const next = imageEdited(opened, withPhoto);
    expect(next).toMatchObject({ menu: "main", currentResourceId: null, dirty: true });
    expect(next.instance.images.photo).toEqual(withPhoto.images.photo);
    const photo = withPhoto.images.photo;
    if (!photo) throw new Error("photo");
    const cropped = { ...withPhoto, images: { photo: { ...photo, crop: { ...photo.crop, y: 0.2 } } } };
    const clean = initEditor(doc, withPhoto, product);
    expect(imageEdited(clean, withPhoto).dirty).toBe(false);
    expect(imageEdited(clean, cropped).dirty).toBe(true);
  });

  it("stores the text trimmed, dirty only when it changed", () => {
    const state = openText(initEditor(doc, empty, product), "greeting");
    const same = textEdited(state, "greeting", { text: "  Merry Christmas " });
    expect(same.dirty).toBe(false);
    const next = textEdited(state, "greeting", { text: " Happy New Year\n", family: "Lobster" });
    expect(next.instance.texts.greeting).toEqual({ text: "Happy New Year", family: "Lobster" });
    expect(next).toMatchObject({ dirty: true, menu: "main", currentResourceId: null });
  });

  it("sets the year, dirty only on a change", () => {
    const state = initEditor(doc, { ...empty, year: 2026 }, product);
    expect(setYear(state, 2026)).toBe(state);
    expect(setYear(state, 2027)).toMatchObject({ dirty: true, instance: { year: 2027 } });
  });

  it("texts still at their default follow the new year; texts the parent wrote stay", () => {
    const calendar = aWallCalendar();
    const withTitle = migrateTemplate({
      ...calendar,
      parts: calendar.parts.map((part, i) =>
        i === 0
          ? {
              ...part,
              elements: [
                ...part.elements,
                {
                  kind: "text",
                  id: "title",
                  x: 10,
                  y: 250,
                  width: 180,
                  height: 40,
                  font: { family: "Roboto", size: 30, color: "#000000" },
                  defaultText: "{firstName} {year}",
                },
              ],
            }
          : part,
      ),
    });
    const filled: TemplateInstance = {
      templateUuid: calendar.uuid,
      templateVersion: calendar.version,
      year: 2026,
      images: {},
      texts: { title: { text: "Emma 2026", color: "#ff0000" } },
    };
    const moved = setYear(initEditor(withTitle, filled, product), 2027);
    expect(moved.instance).toMatchObject({
      year: 2027,
      texts: { title: { text: "Emma 2027", color: "#ff0000" } },
    });
    const typed = { ...filled, texts: { title: { text: "Our year" } } };
    expect(setYear(initEditor(withTitle, typed, product), 2027).instance.texts).toEqual(typed.texts);
  });

  it("writes a default text again for another year only when it is still the default", () => {
    expect(textForYear("{year}", "2026", 2026, 2027)).toBe("2027");
    expect(textForYear("{firstName} {year}", "Nora Berg 2026", 2026, 2028)).toBe("Nora Berg 2028");
    expect(textForYear("{firstName} {year}", "2026", 2026, 2027)).toBe("2027");
    expect(textForYear("Calendar {year}", "Calendar 2025", 2026, 2027)).toBeNull();
    expect(textForYear("Calendar {year}", "Our calendar", 2026, 2027)).toBeNull();
    expect(textForYear("Merry Christmas", "Merry Christmas", 2026, 2027)).toBeNull();
    expect(textForYear("(Year {year})", "(Year 2026)", undefined, 2027)).toBe("(Year 2027)");
  });

  it("a different template replaces the document and instance, keeps the product, shows its first part", () => {
    const other = { ...doc, uuid: "other-card", version: 3 };
    const rebuilt: TemplateInstance = { ...empty, templateUuid: "other-card", templateVersion: 3 };
    const state = changeTemplate(selectPart(initEditor(doc, withPhoto, product), "inside"), other, rebuilt);
    expect(state.doc).toBe(other);
    expect(state.instance).toBe(rebuilt);
    expect(state).toMatchObject({ productUuid: product, currentPartId: "front", menu: "main", dirty: true });
  });

  it("choosing the same template again changes nothing but the screen", () => {
    const state = openMenu(initEditor(doc, withPhoto, product), "templates");
    const next = changeTemplate(state, doc, empty);
    expect(next.instance).toBe(withPhoto);
    expect(next).toMatchObject({ menu: "main", dirty: false });
  });

  it("cancel asks only with unsaved changes; confirming restores the saved instance", () => {
    const state = initEditor(doc, empty, product);
    expect(cancelNeedsConfirmation(state)).toBe(false);
    const changed = imageEdited(openImage(state, "photo"), withPhoto);
    expect(cancelNeedsConfirmation(changed)).toBe(true);
    const restored = restoreSaved(changed);
    expect(restored.instance).toBe(empty);
    expect(restored.dirty).toBe(false);
  });

  it("adding to the cart saves the design and clears dirty", () => {
    const changed = imageEdited(initEditor(doc, empty, product), withPhoto);
    const after = added(changed);
    expect(after.saved).toBe(changed.instance);
    expect(after.dirty).toBe(false);
  });

  it("marks a part done when all its image fields have pictures", () => {
    expect(isPartDone(doc, empty, "front")).toBe(false);
    expect(isPartDone(doc, withPhoto, "front")).toBe(true);
    expect(isPartDone(doc, empty, "inside")).toBe(true);
  });

  it("the reducer names the commands", () => {
    const state = initEditor(doc, empty, product);
    expect(editorReducer(state, { type: "openImage", fieldId: "photo" }).menu).toBe("image");
    expect(editorReducer(state, { type: "openMenu", menu: "buy" }).menu).toBe("buy");
    expect(editorReducer(state, { type: "selectPart", partId: "inside" }).currentPartId).toBe("inside");
  });
});
