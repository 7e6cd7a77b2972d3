import { migrateTemplate } from "@shop/render/template";
import { describe, expect, it } from "vitest";
import { applyCommand, editorReducer, openEditor } from "./commands.ts";
import { backgroundOf, fieldsOf, isSimpleTemplate, newTemplate, thePart } from "./simple-template.ts";

const uuid = "0b6f2c1e-8d4a-4f3b-9c2d-1e2f3a4b5c6d";
const asset = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

describe("the template editor's commands", () => {
  it("adds picture and text fields with ids of their own, centred on the page", () => {
    let doc = newTemplate(uuid, "Card");
    doc = applyCommand(doc, { name: "addField", kind: "image" });
    doc = applyCommand(doc, { name: "addField", kind: "text" });
    doc = applyCommand(doc, { name: "addField", kind: "image" });
    expect(fieldsOf(doc).map((f) => f.id)).toEqual(["picture1", "text1", "picture2"]);
    expect(fieldsOf(doc)[0]).toMatchObject({ x: 37.5, width: 75, height: 75 });
  });

  it("sets which pictures a picture field takes, keeping at least one kind, and a document that still validates", () => {
    let doc = applyCommand(newTemplate(uuid, "Card"), { name: "addField", kind: "image" });
    doc = applyCommand(doc, {
      name: "setPictureRules",
      id: "picture1",
      rules: { pictureTypes: ["IP"], groupPicture: "never", userUploads: false, greenScreen: true },
    });
    expect(fieldsOf(doc)[0]).toMatchObject({
      allowed: { pictureTypes: ["IP"], groupPicture: "never", userUploads: false },
      disableBackground: false,
    });
    doc = applyCommand(doc, { name: "setPictureRules", id: "picture1", rules: { pictureTypes: [] } });
    expect(fieldsOf(doc)[0]).toMatchObject({ allowed: { pictureTypes: ["IP"] } });
    expect(migrateTemplate(doc)).toEqual(doc);
  });

  it("keeps a moved or resized field on the page with its bleed, and at least 5 mm", () => {
    let doc = applyCommand(newTemplate(uuid, "Card"), { name: "addField", kind: "image" });
    doc = applyCommand(doc, { name: "moveBy", id: "picture1", dx: -500, dy: 1000 });
    expect(fieldsOf(doc)[0]).toMatchObject({ x: -3, y: 153 - 75 });
    doc = applyCommand(doc, { name: "resizeBy", id: "picture1", dw: -100, dh: 0 });
    expect(fieldsOf(doc)[0]?.width).toBe(5);
    doc = applyCommand(doc, {
      name: "setBox",
      id: "picture1",
      box: { x: 10, y: 12.34, width: 50, height: 40 },
    });
    expect(fieldsOf(doc)[0]).toMatchObject({ x: 10, y: 12.3, width: 50, height: 40 });
  });

  it("lays a background over the page and its bleed, first, and follows a new page size", () => {
    let doc = applyCommand(newTemplate(uuid, "Card"), { name: "addField", kind: "text" });
    doc = applyCommand(doc, { name: "setBackground", asset });
    expect(thePart(doc).elements[0]).toMatchObject({
      kind: "artwork",
      asset,
      x: -3,
      y: -3,
      width: 156,
      height: 156,
    });
    doc = applyCommand(doc, { name: "setPage", page: { width: 100, height: 150, bleed: 2, safeMargin: 4 } });
    expect(thePart(doc).elements[0]).toMatchObject({ x: -2, width: 104, height: 154 });
    expect(backgroundOf(doc)).toBe(asset);
    expect(isSimpleTemplate(doc)).toBe(true);
    // What the editor makes is a document the shop's schema takes as it is.
    expect(migrateTemplate(doc)).toEqual(doc);
  });

  it("sets a text field's default text, font, size, colour and alignment", () => {
    let doc = applyCommand(newTemplate(uuid, "Card"), { name: "addField", kind: "text" });
    doc = applyCommand(doc, {
      name: "setText",
      id: "text1",
      style: {
        defaultText: "Merry Christmas\n{name}",
        family: "Lobster",
        size: 30,
        color: "#aa0000",
        align: "left",
      },
    });
    expect(fieldsOf(doc)[0]).toMatchObject({
      defaultText: "Merry Christmas\n{name}",
      maxLines: 2,
      font: { family: "Lobster", size: 30, color: "#aa0000", align: "left" },
    });
  });

  it("undoes step by step, and a delete is one step", () => {
    let state = openEditor(newTemplate(uuid, "Card"));
    state = editorReducer(state, { type: "command", command: { name: "addField", kind: "image" } });
    expect(state.selected).toBe("picture1");
    state = editorReducer(state, {
      type: "command",
      command: { name: "moveBy", id: "picture1", dx: 1, dy: 0 },
    });
    state = editorReducer(state, { type: "command", command: { name: "deleteField", id: "picture1" } });
    expect(fieldsOf(state.doc)).toEqual([]);
    state = editorReducer(state, { type: "undo" });
    expect(fieldsOf(state.doc)[0]?.x).toBe(38.5);
    state = editorReducer(state, { type: "undo" });
    state = editorReducer(state, { type: "undo" });
    expect(fieldsOf(state.doc)).toEqual([]);
    expect(state.selected).toBeNull();
    expect(editorReducer(state, { type: "undo" })).toBe(state);
  });

  it("tells apart a template it can show from one it cannot", () => {
    const doc = newTemplate(uuid, "Card");
    expect(isSimpleTemplate(doc)).toBe(true);
    expect(isSimpleTemplate({ ...doc, parts: [thePart(doc), { ...thePart(doc), id: "back" }] })).toBe(false);
    const turned = applyCommand(doc, { name: "addField", kind: "image" });
    const part = thePart(turned);
    const rotated = {
      ...turned,
      parts: [{ ...part, elements: part.elements.map((e) => ({ ...e, rotation: 90 })) }],
    };
    expect(isSimpleTemplate(rotated)).toBe(false);
  });
});
