import type { TemplateDesign } from "@shop/contracts/cart";
import { toTemplateInstance } from "@shop/contracts/template-resources";
import type { ImageResource, TextResource } from "@shop/contracts/templates";
import { fontSizeLimits, isFontFamily, textColourChoices } from "@shop/domain/template-text";
import { defaultTemplateYear } from "@shop/render/fill";
import { isCropWithinBounds, isPictureAllowed, isTemplateComplete } from "@shop/render/picture-rules";
import {
  fillPlaceholders,
  findElement,
  type ImageChoice,
  namesThePeople,
  type TemplateDocument,
  type TemplateInstance,
  type TextChoice,
  type TextField,
  templateInstanceSchema,
} from "@shop/render/template";
import type { Db } from "../../../db/client.ts";
import { badRequest } from "../../../errors.ts";
import { namesInGroupPicture, type PictureFacts, releasedPictureFacts } from "../../subjects/pictures.ts";
import type { VisibleSubject } from "../../subjects/scope.ts";
import { jobBackgroundViews } from "../../templates/backgrounds.ts";
import { fillValues } from "../../templates/service.ts";
import { type TemplateVersionRecord, templateVersionByUuid } from "../../templates/versions.ts";
import { type UploadRecord, uploadsOfUser } from "../../uploads/service.ts";

/**
 * The server's check of a design a parent sends with a template product (spec 02 §5): everything the body claims is
 * checked against the template's document and the picture set, and the stored instance takes the pictures' real
 * sizes, never the client's. Each refusal is a 400 with its own code.
 */

export const designMessages = {
  template_unavailable: "The template is not sold at this version",
  template_wrong_product: "The template is not one of this product",
  template_design_invalid: "The design does not fit the template",
  template_crop_invalid:
    "A picture's crop is smaller than a pixel of the picture or more than 10 times its field",
  template_picture_not_in_set: "A picture of the design is not in the picture set",
  template_picture_not_allowed: "A picture is not allowed in its field",
  template_background_not_allowed: "A background is not allowed for this picture",
  template_text_fixed: "A fixed text of the template was changed",
  template_font_not_allowed: "A font choice is not one the editor offers",
  template_year_not_supported: "The calendar does not support this year",
  template_incomplete: "Every picture field must have a picture",
} as const;
export type DesignRefusal = keyof typeof designMessages;

export const refuse = (code: DesignRefusal) => badRequest(designMessages[code], code);

/** The shop's template at the design's version, sold (its template active); refused otherwise. */
export async function soldTemplateVersion(
  db: Db,
  portalId: number,
  design: Pick<TemplateDesign, "template">,
): Promise<TemplateVersionRecord> {
  const record = await templateVersionByUuid(db, portalId, design.template.uuid, design.template.version);
  if (!record?.active) throw refuse("template_unavailable");
  return record;
}

/** A design checked against its template and picture set: what a cart line stores. */
export interface CheckedDesign {
  instance: TemplateInstance;
  /** The released pictures it places, by uuid. */
  pictures: PictureFacts[];
  /** The parent's own pictures (uploads) it places. */
  uploads: UploadRecord[];
}

function sameFont(field: TextField, choice: TextChoice): boolean {
  return (
    (choice.family ?? field.font.family) === field.font.family &&
    (choice.size ?? field.font.size) === field.font.size &&
    (choice.color ?? field.font.color).toLowerCase() === field.font.color.toLowerCase() &&
    (choice.align ?? field.font.align) === field.font.align
  );
}

/** A text resource's font within the editor's lists (spec 02 §5, §9): a family, a size, a palette colour, an align. */
function fontAllowed(field: TextField, resource: TextResource): boolean {
  const { family, size, color, horizontalAlign } = resource.font;
  return (
    isFontFamily(family) &&
    Number.isInteger(size) &&
    size >= fontSizeLimits.min &&
    size <= fontSizeLimits.max &&
    textColourChoices(field.font.color).includes(color.toLowerCase()) &&
    ["left", "center", "right"].includes(horizontalAlign)
  );
}

/**
 * The texts a fixed text field may hold: its default text with the fill's placeholders ({name}, {year}, …), and for
 * a {names} placeholder the names of each picture the design places (a group picture's pupils, else the set's name).
 */
async function fixedTexts(
  db: Db,
  field: TextField,
  values: Record<string, string | number>,
  placed: readonly PictureFacts[],
  subject: VisibleSubject,
): Promise<Set<string>> {
  const texts = new Set([fillPlaceholders(field.defaultText, values).trim()]);
  if (namesThePeople(field)) {
    for (const picture of placed) {
      const names = picture.groupPicture ? await namesInGroupPicture(db, picture.id) : [subject.name];
      texts.add(fillPlaceholders(field.defaultText, { ...values, names: names.join(", ") }).trim());
    }
  }
  return texts;
}

function checkYear(doc: TemplateDocument, year: number | null): void {
  if (doc.type === "CALENDAR" && (year === null || !doc.supportedYears.includes(year)))
    throw refuse("template_year_not_supported");
}

/**
 * Checks a design for the template's document and the picture set (the caller checked that the set is the user's
 * and the template sold): the resources name the document's fields, each picture is a released picture of the set
 * allowed in its field, a background one of the job's for a green-screen picture in a field that takes one, fixed
 * texts are their default, fonts within the lists, each crop within cropBounds of its field (with the picture's real
 * size), a calendar's year supported and every image field filled. Returns
 * the instance to store, with the pictures' real sizes. Given the user, a picture may also be one of that user's own
 * uploads (decision 0026) where the field takes uploads, never with a background; another user's upload is refused
 * as any picture not in the set is.
 */
export async function checkDesign(
  db: Db,
  portalId: number,
  template: TemplateVersionRecord,
  subject: VisibleSubject,
  design: Pick<TemplateDesign, "year" | "userResources">,
  userId?: number,
): Promise<CheckedDesign> {
  const doc = template.document;
  checkYear(doc, design.year);
  const pictures = await releasedPictureFacts(db, [subject.id]);
  const pictureByUuid = new Map(pictures.map((p) => [p.uuid, p]));
  const notInSet = Object.values(design.userResources).flatMap((r) =>
    r.kind === "image" && r.image !== null && !pictureByUuid.has(r.image.uuid) ? [r.image.uuid] : [],
  );
  const ownUploads =
    userId === undefined || notInSet.length === 0
      ? new Map<string, UploadRecord>()
      : await uploadsOfUser(db, portalId, userId, notInSet);
  const images: Array<{ resource: ImageResource; picture: PictureFacts }> = [];
  const placedUploads = new Map<string, UploadRecord>();
  const texts: Array<{ field: TextField; resource: TextResource }> = [];
  for (const [id, resource] of Object.entries(design.userResources)) {
    const field = findElement(doc, id);
    if (resource.fullId !== id || field?.kind !== resource.kind) throw refuse("template_design_invalid");
    if (resource.kind === "image" && field.kind === "image") {
      if (resource.image === null) continue;
      const upload = ownUploads.get(resource.image.uuid);
      if (upload) {
        if (!isPictureAllowed(field, { type: null, groupPicture: false, userUploaded: true }))
          throw refuse("template_picture_not_allowed");
        if (resource.image.background !== null) throw refuse("template_background_not_allowed");
        placedUploads.set(upload.uuid, upload);
        continue;
      }
      const picture = pictureByUuid.get(resource.image.uuid);
      if (!picture) throw refuse("template_picture_not_in_set");
      if (!isPictureAllowed(field, picture)) throw refuse("template_picture_not_allowed");
      if (resource.image.background !== null && (field.disableBackground || !picture.greenscreen))
        throw refuse("template_background_not_allowed");
      images.push({ resource, picture });
    } else if (resource.kind === "text" && field.kind === "text") {
      texts.push({ field, resource });
    }
  }
  const backgrounds = images.flatMap(({ resource }) =>
    resource.image?.background ? [resource.image.background] : [],
  );
  if (backgrounds.length > 0) {
    const allowed = (await jobBackgroundViews(db, portalId, [subject.job.id], backgrounds)).get(
      subject.job.id,
    );
    if (backgrounds.some((uuid) => !allowed?.has(uuid))) throw refuse("template_background_not_allowed");
  }
  const placed = images.map((i) => i.picture);
  const values = fillValues(subject, design.year ?? defaultTemplateYear(doc, new Date()));
  for (const { field, resource } of texts) {
    if (!fontAllowed(field, resource)) throw refuse("template_font_not_allowed");
    if (field.editable) continue;
    const choice: TextChoice = {
      text: resource.font.text,
      family: resource.font.family,
      size: resource.font.size,
      color: resource.font.color,
      align: resource.font.horizontalAlign,
    };
    const allowed = await fixedTexts(db, field, values, placed, subject);
    if (!allowed.has(resource.font.text) || !sameFont(field, choice)) throw refuse("template_text_fixed");
  }
  const converted = toTemplateInstance(
    doc,
    { uuid: template.uuid, version: template.version },
    design.year,
    design.userResources,
  );
  // The pictures' sizes are the shop's, not the client's.
  const sized: Record<string, ImageChoice> = {};
  for (const [id, choice] of Object.entries(converted.images)) {
    const picture = pictureByUuid.get(choice.picture.uuid) ?? placedUploads.get(choice.picture.uuid);
    if (!picture) throw refuse("template_picture_not_in_set");
    sized[id] = { ...choice, picture: { uuid: picture.uuid, width: picture.width, height: picture.height } };
  }
  const parsed = templateInstanceSchema.safeParse({ ...converted, images: sized });
  if (!parsed.success) throw refuse("template_design_invalid");
  const instance: TemplateInstance = parsed.data;
  for (const [id, choice] of Object.entries(instance.images)) {
    const field = findElement(doc, id);
    if (field && !isCropWithinBounds(field, choice)) throw refuse("template_crop_invalid");
  }
  if (!isTemplateComplete(doc, instance)) throw refuse("template_incomplete");
  const placedIds = new Set(Object.values(instance.images).map((c) => c.picture.uuid));
  return {
    instance,
    pictures: pictures.filter((p) => placedIds.has(p.uuid)),
    uploads: [...placedUploads.values()].filter((u) => placedIds.has(u.uuid)),
  };
}
