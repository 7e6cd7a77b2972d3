import { packageItemDesigns } from "@shop/contracts/packages";
import { describe, expect, it } from "vitest";
import { toEditorPicture } from "../../shared/template-editor/api.ts";
import { cardA, cardB, makePackageInstance, makePackageLine } from "../../test/package-factories.ts";
import { makePicture } from "../../test/picture-set-factories.ts";
import {
  draftOfInstance,
  draftOfLine,
  draftReducer,
  itemInstance,
  packageReplacement,
  replaceInAllItems,
} from "./package-draft.ts";

const docs = new Map([
  [`${cardA.uuid}/${cardA.version}`, cardA.document],
  [`${cardB.uuid}/${cardB.version}`, cardB.document],
]);
const look = { rotation: 0 as const, effect: "original" as const };

describe("a package draft", () => {
  it("is clean when made, dirty after an item's edit, and clean again once in the cart", () => {
    const draft = draftOfInstance(makePackageInstance());
    expect(draft.dirty).toBe(false);
    const item = draft.items[0];
    if (!item?.template || !item.templateData) throw new Error("no template item");
    const edited = draftReducer(draft, {
      type: "itemEdited",
      itemUuid: item.uuid,
      design: { template: cardB, year: null, userResources: item.templateData.userResources },
    });
    expect(edited?.dirty).toBe(true);
    expect(edited?.items[0]?.template?.uuid).toBe(cardB.uuid);
    expect(edited?.items[1]).toBe(draft.items[1]);
    expect(draftReducer(edited, { type: "added" })?.dirty).toBe(false);
  });

  it("sends each template item's design and the other items without one", () => {
    const designs = packageItemDesigns(draftOfInstance(makePackageInstance()).items);
    expect(designs.map((d) => d.design === null)).toEqual([false, false, true, true]);
    expect(designs[0]?.design?.template).toEqual({ uuid: cardA.uuid, version: cardA.version });
    expect(designs[0]?.version).toBe(0);
  });

  it("replaces a new picture in every template item that takes it, raising each one's version from 1", () => {
    const draft = draftOfInstance(makePackageInstance());
    const next = makePicture(4);
    const items = replaceInAllItems(
      draft,
      docs,
      toEditorPicture(next),
      look,
      new Map([[next.uuid, next.webshopId]]),
    );
    expect(items.map((i) => i.uuid)).toEqual([draft.items[0]?.uuid, draft.items[1]?.uuid]);
    const replaced = draftReducer(draft, { type: "itemsReplaced", items });
    expect(replaced?.dirty).toBe(true);
    expect(replaced?.items.map((i) => i.version)).toEqual([1, 1, 0, 0]);
    const again = draftReducer(replaced, { type: "itemsReplaced", items });
    expect(again?.items.map((i) => i.version)).toEqual([2, 2, 0, 0]);
    const first = again?.items[0];
    const instance = first ? itemInstance(first, cardA.document) : null;
    expect(instance?.images.photo?.picture.uuid).toBe(next.uuid);
  });

  it("skips items whose fields do not take the picture, and items whose template is not loaded", () => {
    const draft = draftOfInstance(makePackageInstance());
    // Card B's photo field takes no group pictures.
    const noGroups = {
      ...cardB.document,
      parts: cardB.document.parts.map((part) => ({
        ...part,
        elements: part.elements.map((e) =>
          e.kind === "image" ? { ...e, allowed: { ...e.allowed, groupPicture: "never" as const } } : e,
        ),
      })),
    };
    const mixed = new Map([
      [`${cardA.uuid}/${cardA.version}`, cardA.document],
      [`${cardB.uuid}/${cardB.version}`, noGroups],
    ]);
    const group = toEditorPicture(makePicture(3, { groupPicture: true, pictureType: "GP" }));
    expect(replaceInAllItems(draft, mixed, group, look, new Map()).map((i) => i.uuid)).toEqual([
      draft.items[0]?.uuid,
    ]);
    const onlyB = new Map([[`${cardB.uuid}/${cardB.version}`, cardB.document]]);
    expect(
      replaceInAllItems(draft, onlyB, toEditorPicture(makePicture(4)), look, new Map()).map((i) => i.uuid),
    ).toEqual([draft.items[1]?.uuid]);
  });

  it("asks to put an edit's new picture in every item only in a mode-4 package (spec 02 §4)", () => {
    const draft = draftOfInstance(makePackageInstance());
    const item = draft.items[0];
    const before = item ? itemInstance(item, cardA.document) : null;
    if (!before) throw new Error("no instance");
    const photo = before.images.photo;
    if (!photo) throw new Error("no photo");
    const withPhoto = (change: Partial<typeof photo>) => ({
      ...before,
      images: { ...before.images, photo: { ...photo, ...change } },
    });
    const newPicture = withPhoto({ picture: { ...photo.picture, uuid: makePicture(2).uuid }, rotation: 90 });
    expect(packageReplacement(cardA.document, before, newPicture, 4)).toEqual({
      pictureUuid: makePicture(2).uuid,
      look: { rotation: 90, effect: photo.effect },
    });
    // Another mode asks nothing; nor does an edit without a new picture, nor no edit.
    for (const mode of [0, 1, 2, 3])
      expect(packageReplacement(cardA.document, before, newPicture, mode)).toBeNull();
    expect(packageReplacement(cardA.document, before, withPhoto({ effect: "sepia" }), 4)).toBeNull();
    expect(packageReplacement(cardA.document, before, before, 4)).toBeNull();
    // A new picture with a new effect carries the effect.
    const sepia = withPhoto({ picture: { ...photo.picture, uuid: makePicture(3).uuid }, effect: "sepia" });
    expect(packageReplacement(cardA.document, before, sepia, 4)?.look.effect).toBe("sepia");
    // Another design of the item is not a new picture.
    expect(
      packageReplacement(cardA.document, before, { ...newPicture, templateUuid: cardB.uuid }, 4),
    ).toBeNull();
  });

  it("is made from a package line of the cart with its picture set's digital pictures", () => {
    const line = makePackageLine(1);
    const draft = draftOfLine(
      line,
      (type) => [{ uuid: makePicture(9).uuid, thumbnail: `/img/9/320?${type}` }],
      4,
    );
    expect(draft?.name).toBe("Winter package");
    // The offer's mode, for replace-all (spec 02 §4).
    expect(draft?.allowSubjectChange).toBe(4);
    expect(draft?.subject.uuid).toBe(line.subjects[0]?.uuid);
    expect(draft?.items[0]?.templateData?.userResources).toEqual(
      line.package?.packageItems[0]?.template?.data.userResources,
    );
    expect(draft?.items[3]?.digitalSet?.pictures).toEqual([
      { uuid: makePicture(9).uuid, thumbnail: "/img/9/320?IP" },
    ]);
    expect(draft?.pictureUrls[makePicture(1).uuid]).toBe("/img/1/640");
    expect(draftOfLine({ ...line, package: null }, () => [], 0)).toBeNull();
  });
});
