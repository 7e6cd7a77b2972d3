import type { LineTemplate, OrderLine } from "@shop/contracts/cart";
import type { PackageInstance, PackageItem } from "@shop/contracts/packages";
import { toTemplateInstance, toUserResources } from "@shop/contracts/template-resources";
import type { UserResources } from "@shop/contracts/templates";
import { nextItemVersion } from "@shop/domain/package-offer";
import type { PictureType } from "@shop/domain/picture-type";
import { replaceAllQuestion } from "@shop/domain/replace-all";
import type { FillPicture } from "@shop/render/fill";
import { type ReplacementLook, replaceAllPictures, replaceAllTemplateFacts } from "@shop/render/replace";
import type { TemplateDocument, TemplateInstance, TemplateType } from "@shop/render/template";

/**
 * A package as the package edit overview holds it (spec 02 §3 package, §4 package instance): made from a new
 * instance (POST /api/webshop/packages/{uuid}) or from a package line of the cart, changed item by item, dirty from
 * the first change until it is in the cart.
 */
export interface DraftItem {
  uuid: string;
  type: PackageItem["type"];
  product: { uuid: string; name: string };
  template: { uuid: string; name: string; version: number; type: TemplateType } | null;
  templateData: { year: number | null; userResources: UserResources } | null;
  version: number;
  canChangeTemplate: boolean;
  catalogue: { uuid: string; name: string } | null;
  digitalSet: { type: PictureType; pictures: { uuid: string; thumbnail: string }[] } | null;
}

export interface PackageDraft {
  /** The package (offer) uuid. */
  uuid: string;
  name: string;
  subject: { uuid: string; name: string; group: string | null };
  allowSubjectChange: number;
  samePhotographerOnly: boolean;
  addToCartWarning: boolean;
  items: DraftItem[];
  /** Signed previews and cut-outs of the placed pictures, by picture uuid. */
  pictureUrls: Record<string, string>;
  cutoutUrls: Record<string, string>;
  /** The backgrounds the designs lay pictures on, as the job shows them, by background uuid. */
  backgroundUrls: Record<string, string>;
  dirty: boolean;
}

/** Where the package's previews find the pictures, cut-outs and backgrounds they draw (as a line's template). */
export type DraftUrls = Pick<LineTemplate, "pictureUrls" | "cutoutUrls" | "backgroundUrls">;

export function draftOfInstance(instance: PackageInstance): PackageDraft {
  return {
    uuid: instance.uuid,
    name: instance.name,
    subject: instance.subject,
    allowSubjectChange: instance.allowSubjectChange,
    samePhotographerOnly: instance.samePhotographerOnly,
    addToCartWarning: instance.addToCartWarning,
    items: instance.packageItems.map((item) => ({
      uuid: item.uuid,
      type: item.type,
      product: { uuid: item.product.uuid, name: item.product.name },
      template: item.template,
      templateData: item.templateData,
      version: item.version,
      canChangeTemplate: item.canChangeTemplate,
      catalogue: item.catalogue,
      digitalSet: item.digitalSet,
    })),
    pictureUrls: instance.pictureUrls,
    cutoutUrls: instance.cutoutUrls,
    // The offer's designs are filled with no background; one chosen in the editor comes from the job's list.
    backgroundUrls: {},
    dirty: false,
  };
}

/**
 * A package line of the cart as a draft. The line names no digital set pictures; `digitalPictures` are the set's
 * (at most 3 non-group pictures of the set's type, spec 02 §9), picked by the caller from the picture set.
 * `allowSubjectChange` is the package's mode as its offer says (a line edited from the cart keeps its picture set,
 * but mode 4 asks replace-all, spec 02 §4).
 */
export function draftOfLine(
  line: OrderLine,
  digitalPictures: (type: PictureType) => { uuid: string; thumbnail: string }[],
  allowSubjectChange: number,
): PackageDraft | null {
  const pkg = line.package;
  const subject = line.subjects[0];
  if (!pkg || !subject) return null;
  const pictureUrls: Record<string, string> = {};
  const cutoutUrls: Record<string, string> = {};
  const backgroundUrls: Record<string, string> = {};
  for (const item of pkg.packageItems) {
    Object.assign(pictureUrls, item.template?.pictureUrls);
    Object.assign(cutoutUrls, item.template?.cutoutUrls);
    Object.assign(backgroundUrls, item.template?.backgroundUrls);
  }
  return {
    uuid: pkg.uuid,
    name: pkg.name,
    subject: { uuid: subject.uuid, name: subject.name, group: subject.group },
    // A package in the cart stays with its picture set (its editor offers no other); its warning was seen when it was
    // added.
    allowSubjectChange,
    samePhotographerOnly: false,
    addToCartWarning: false,
    items: pkg.packageItems.map((item) => ({
      uuid: item.uuid,
      type: item.type,
      product: item.product,
      template: item.template
        ? {
            uuid: item.template.uuid,
            name: item.template.name,
            version: item.template.version,
            type: item.template.type,
          }
        : null,
      templateData: item.template ? item.template.data : null,
      version: item.version,
      canChangeTemplate: item.canChangeTemplate,
      catalogue: item.catalogue,
      digitalSet: item.digitalSet
        ? { type: item.digitalSet.type, pictures: digitalPictures(item.digitalSet.type) }
        : null,
    })),
    pictureUrls,
    cutoutUrls,
    backgroundUrls,
    dirty: false,
  };
}

/** A template item's design as the editor answers it: the template (maybe another of the product) and its data. */
export interface ItemDesign {
  template: { uuid: string; name: string; version: number; type: TemplateType };
  year: number | null;
  userResources: UserResources;
}

export type DraftAction =
  | { type: "load"; draft: PackageDraft }
  | { type: "itemEdited"; itemUuid: string; design: ItemDesign }
  | { type: "itemsReplaced"; items: { uuid: string; userResources: UserResources }[] }
  | { type: "added" };

/** Spec 02 §4 package instance: replacing an item marks dirty; adding to the cart clears it. */
export function draftReducer(state: PackageDraft | null, action: DraftAction): PackageDraft | null {
  if (action.type === "load") return action.draft;
  if (!state) return state;
  switch (action.type) {
    case "itemEdited":
      return {
        ...state,
        dirty: true,
        items: state.items.map((item) =>
          item.uuid === action.itemUuid
            ? {
                ...item,
                template: action.design.template,
                templateData: { year: action.design.year, userResources: action.design.userResources },
              }
            : item,
        ),
      };
    case "itemsReplaced": {
      const replaced = new Map(action.items.map((i) => [i.uuid, i.userResources]));
      return {
        ...state,
        dirty: true,
        items: state.items.map((item) => {
          const userResources = replaced.get(item.uuid);
          return userResources && item.templateData
            ? {
                ...item,
                templateData: { ...item.templateData, userResources },
                version: nextItemVersion(item.version),
              }
            : item;
        }),
      };
    }
    case "added":
      return { ...state, dirty: false };
  }
}

/** A template item's design as the cart's preview draws a line's (TemplateLinePreview), with the pictures' URLs. */
export function itemLineTemplate(item: DraftItem, urls: DraftUrls): LineTemplate | null {
  if (!item.template || !item.templateData) return null;
  return {
    uuid: item.template.uuid,
    version: item.template.version,
    name: item.template.name,
    type: item.template.type,
    categories: [],
    data: item.templateData,
    ...urls,
  };
}

/** A template item's editor instance from its design. */
export function itemInstance(item: DraftItem, doc: TemplateDocument): TemplateInstance | null {
  if (!item.template || !item.templateData) return null;
  return toTemplateInstance(
    doc,
    { uuid: item.template.uuid, version: item.template.version },
    item.templateData.year,
    item.templateData.userResources,
  );
}

/**
 * Spec 02 §4: the picture an item's edit asks to put in every item of the package, with how it was placed — asked
 * when the package's subject-change mode is 4 and an image field's image, background or effect changed with its
 * picture (packages/domain's replaceAllQuestion). Null when the edit asks nothing, also when it changed the item's
 * design (another template: its fields are new, no picture was chosen).
 */
export function packageReplacement(
  doc: TemplateDocument,
  before: TemplateInstance,
  after: TemplateInstance,
  packageMode: number,
): { pictureUuid: string; look: ReplacementLook } | null {
  if (after.templateUuid !== before.templateUuid) return null;
  for (const [fieldId, choice] of Object.entries(after.images)) {
    const old = before.images[fieldId];
    const question = replaceAllQuestion({
      packageMode,
      ...replaceAllTemplateFacts(doc),
      imageChanged:
        old?.picture.uuid !== choice.picture.uuid ||
        old.rotation !== choice.rotation ||
        JSON.stringify(old.crop) !== JSON.stringify(choice.crop),
      backgroundChanged: old?.background !== choice.background,
      effectChanged: old?.effect !== choice.effect,
      pictureDiffers: old?.picture.uuid !== choice.picture.uuid,
    });
    if (question === "package") {
      return {
        pictureUuid: choice.picture.uuid,
        look: {
          rotation: choice.rotation,
          effect: choice.effect,
          ...(choice.background !== undefined ? { background: choice.background } : {}),
        },
      };
    }
  }
  return null;
}

/**
 * Spec 02 §4 replace-all in a package: every template item's image fields that allow the picture get it (cropped
 * to cover each field, with the chosen rotation and effect). Answers the items it changed, with their new
 * resources; the reducer raises each one's version (nextItemVersion). Items whose document is not loaded, and
 * items where no field takes the picture, are left as they are (spec 02 §8: skipped).
 */
export function replaceInAllItems(
  draft: PackageDraft,
  docs: ReadonlyMap<string, TemplateDocument>,
  picture: FillPicture,
  look: ReplacementLook,
  webshopIds: ReadonlyMap<string, string>,
): { uuid: string; userResources: UserResources }[] {
  const changed: { uuid: string; userResources: UserResources }[] = [];
  for (const item of draft.items) {
    if (!item.template) continue;
    const doc = docs.get(`${item.template.uuid}/${item.template.version}`);
    const instance = doc ? itemInstance(item, doc) : null;
    if (!doc || !instance) continue;
    const next = replaceAllPictures(doc, instance, picture, look);
    const took = Object.keys(next.images).some(
      (id) => next.images[id]?.picture.uuid === picture.uuid && next.images[id] !== instance.images[id],
    );
    if (!took) continue;
    changed.push({ uuid: item.uuid, userResources: toUserResources(doc, next, webshopIds) });
  }
  return changed;
}
