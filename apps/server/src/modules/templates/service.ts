import type { GreenScreenBackgroundView } from "@shop/contracts/images";
import { textResource, toUserResources } from "@shop/contracts/template-resources";
import type {
  CardCategoriesResponse,
  CategoriesResponse,
  Category,
  FillTemplateResponse,
  FillUserStringsResponse,
  FullTemplate,
  GreenScreenBackgroundsResponse,
  PhotogiftCategoryInfo,
  PromotedProduct,
  TemplateListItem,
  TemplateListResponse,
  TemplateProduct as TemplateProductAnswer,
  TemplateSummary,
  UserTemplatesResponse,
} from "@shop/contracts/templates";
import { fixedCategoryNames, hiddenCategoryName } from "@shop/domain/product-kind";
import { promotedPrice, promotionHolds } from "@shop/domain/promoted-price";
import type { PictureEffect, PictureRotation } from "@shop/domain/template-text";
import {
  defaultTemplateYear,
  fillTemplate,
  subjectPlaceholders,
  templateQualifies,
  textFields,
} from "@shop/render/fill";
import { fillPlaceholders, findElement, namesThePeople, type TemplateDocument } from "@shop/render/template";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { greenScreenBackgrounds, promotedProducts } from "../../db/schema/templates.ts";
import { notFound } from "../../errors.ts";
import { type TemplateProduct, templateProducts } from "../catalog/template-products.ts";
import { imageBackgroundsByIds } from "../images/service.ts";
import { subjectsByIds } from "../subjects/jobs.ts";
import { namesInGroupPicture, type PictureFacts, releasedPictureFacts } from "../subjects/pictures.ts";
import { type Viewer, type VisibleSubject, visibleSubject, visibleSubjects } from "../subjects/scope.ts";
import {
  type CatalogCategory,
  type CatalogTemplate,
  localised,
  type TemplateCatalog,
  templateCatalog,
} from "./catalog.ts";
import { templatesLeftOut } from "./job-exclusions.ts";
import { inListOrder } from "./list-order.ts";
import { productPromotions, promotedPriceOf } from "./promotions.ts";
import { templateVersionByUuid } from "./versions.ts";

/** Who asks and in which language; `viewer` is null signed out. */
export interface Asker {
  db: Db;
  portalId: number;
  viewer: Viewer | null;
  lang: string;
  now: Date;
}

export const listTypes = { cards: "CARDS", calendars: "CALENDAR", photogifts: "PHOTOGIFT" } as const;
export type ListType = keyof typeof listTypes;

const templateNotFound = () => notFound("Template not found", "template_not_found");
const pictureSetNotFound = () => notFound("Picture set not found", "picture_set_not_found");

/** A picture set the lists are filled for, with its released pictures and the templates its job leaves out. */
interface SetWithPictures {
  set: VisibleSubject;
  pictures: NamedPictureFacts[];
  leftOut: ReadonlySet<number>;
}

/** The user's picture sets that can still be bought for, most recent first, with their released pictures. */
async function setsWithPictures(
  asker: Asker,
  docs: readonly TemplateDocument[] = [],
): Promise<SetWithPictures[]> {
  if (!asker.viewer) return [];
  const sets = await visibleSubjects(asker.db, asker.viewer, "buy");
  const [released, left] = await Promise.all([
    releasedPictureFacts(
      asker.db,
      sets.map((s) => s.id),
    ),
    templatesLeftOut(
      asker.db,
      sets.map((s) => s.job.id),
    ),
  ]);
  const pictures = await withGroupNames(asker.db, released, docs);
  return sets.map((set) => ({
    set,
    pictures: pictures.filter((p) => p.subjectId === set.id),
    leftOut: left.get(set.job.id) ?? new Set(),
  }));
}

function subjectOf(set: VisibleSubject) {
  return { uuid: set.uuid, name: set.name, group: set.group };
}

/** The values of a fill's placeholders ({name}, {firstName}, {group}, {year}) for a picture set. */
export function fillValues(
  set: (Pick<VisibleSubject, "name" | "group"> & { firstName?: string | null }) | null,
  year: number,
): Record<string, string | number> {
  return { ...subjectPlaceholders(set), year };
}

/** A released picture with, for a group picture, the names of the pupils in it (what a {names} text says). */
export type NamedPictureFacts = PictureFacts & { readonly names?: readonly string[] };

function usesNames(doc: TemplateDocument): boolean {
  return textFields(doc).some(namesThePeople);
}

/**
 * The pictures with the pupils' names of each group picture, when one of the templates names them ({names}); else
 * the pictures as they are (no query).
 */
export async function withGroupNames(
  db: Db,
  pictures: readonly PictureFacts[],
  docs: readonly TemplateDocument[],
): Promise<NamedPictureFacts[]> {
  if (!pictures.some((p) => p.groupPicture) || !docs.some(usesNames)) return [...pictures];
  return Promise.all(
    pictures.map(async (p) => (p.groupPicture ? { ...p, names: await namesInGroupPicture(db, p.id) } : p)),
  );
}

/** Whom a picture shows, for {names}: the pupils of a group picture, else the picture set's own subject. */
function namesOf(
  picture: NamedPictureFacts | undefined,
  set: Pick<VisibleSubject, "name">,
): readonly string[] {
  return picture?.groupPicture ? (picture.names ?? []) : [set.name];
}

/**
 * A template filled from a picture set as the lists and fill-template answer it: the year and the choices. A text
 * that says {names} names the people of the picture the fill placed first (pass the pictures through withGroupNames).
 */
export function fillChoices(
  doc: TemplateDocument,
  set: Pick<VisibleSubject, "name" | "group"> | null,
  pictures: readonly NamedPictureFacts[],
  now: Date,
) {
  const year = defaultTemplateYear(doc, now);
  const values = fillValues(set, year);
  const filled = fillTemplate(doc, pictures, values);
  if (set === null || !usesNames(doc)) return { year, filled };
  const placed = Object.values(filled.images)[0];
  const picture = placed && pictures.find((p) => p.uuid === placed.picture.uuid);
  const names = namesOf(picture, set).join(", ");
  return { year, filled: fillTemplate(doc, pictures, { ...values, names }) };
}

function fillFor(
  doc: TemplateDocument,
  set: VisibleSubject | null,
  pictures: readonly NamedPictureFacts[],
  now: Date,
) {
  const { year, filled } = fillChoices(doc, set, pictures, now);
  const webshopIds = new Map(pictures.map((p) => [p.uuid, p.webshopId]));
  return { year, userResources: toUserResources(doc, filled, webshopIds) };
}

function childrenOf(catalog: { categories: CatalogCategory[] }, id: number): CatalogCategory[] {
  return catalog.categories.filter((c) => c.parentId === id);
}

/** The templates of a category and of its sub-categories. */
function templatesIn(
  catalog: { categories: CatalogCategory[]; templates: CatalogTemplate[] },
  category: CatalogCategory,
): CatalogTemplate[] {
  const ids = new Set([category.id, ...childrenOf(catalog, category.id).map((c) => c.id)]);
  return catalog.templates.filter((t) => t.categoryIds.some((id) => ids.has(id)));
}

function subCategoryAnswer(category: CatalogCategory, lang: string) {
  return {
    internalName: category.internalName,
    title: localised(category.title, lang),
    description: localised(category.description, lang),
    image: category.image,
    default: category.isDefault,
  };
}

/**
 * The template a category's tile shows when the photographer gave the category no picture: the first of its
 * templates (its sub-categories' included, in the catalogue's order) the picture set's pictures can fill, filled
 * with them (spec 02 §2: the parent sees the products already made with the child's pictures).
 */
export function categoryTileTemplate(
  catalog: TemplateCatalog,
  category: CatalogCategory,
  pictures: readonly PictureFacts[],
  leftOut: ReadonlySet<number> = new Set(),
): CatalogTemplate | undefined {
  if (category.image !== null) return undefined;
  return templatesIn(catalog, category).find(
    (t) => !leftOut.has(t.id) && templateQualifies(t.document, pictures),
  );
}

/** The top-level categories the overview shows (archive left out). */
export function overviewCategories(catalog: TemplateCatalog): CatalogCategory[] {
  return catalog.categories.filter((c) => c.parentId === null && c.internalName !== hiddenCategoryName);
}

/**
 * GET /ajax/template/get_categories.php: the overview's tiles, archive left out, each with the user's picture sets
 * that qualify, most recent first: those that can fill every image field of one of the category's templates, or for a
 * category without templates (digital pictures, catalogues, packages) those with pictures. A tile
 * without the photographer's picture shows its first template filled with that set's pictures (with a picture of
 * the child to show until it has loaded), or, for a category without templates, that picture of the child.
 */
export async function listCategories(
  asker: Asker,
  sign: {
    filled: (key: { uuid: string; version: number; subjectUuid: string }) => string;
    /** The picture of the child shown for a set with these pictures (filled-preview.ts, filledPreviewPlaceholder). */
    child: (pictures: readonly PictureFacts[]) => string | null;
  },
): Promise<CategoriesResponse> {
  const [catalog, sets] = await Promise.all([
    templateCatalog(asker.db, asker.portalId),
    setsWithPictures(asker),
  ]);
  const categories: Category[] = overviewCategories(catalog).map((category) => {
    const own = templatesIn(catalog, category);
    const qualifiedSets = sets.filter(({ pictures, leftOut }) =>
      own.length === 0 && (fixedCategoryNames as readonly string[]).includes(category.internalName)
        ? pictures.length > 0
        : own.some((t) => !leftOut.has(t.id) && templateQualifies(t.document, pictures)),
    );
    const qualified = qualifiedSets[0];
    const child = qualified ? sign.child(qualified.pictures) : null;
    const template =
      qualified && categoryTileTemplate(catalog, category, qualified.pictures, qualified.leftOut);
    const filled =
      qualified && template
        ? sign.filled({ uuid: template.uuid, version: template.version, subjectUuid: qualified.set.uuid })
        : null;
    return {
      internalName: category.internalName,
      title: localised(category.title, asker.lang),
      description: localised(category.description, asker.lang),
      image: category.image ?? filled ?? (own.length === 0 ? child : null),
      placeholder: filled ? child : null,
      subCategories: childrenOf(catalog, category.id).map((c) => subCategoryAnswer(c, asker.lang)),
      firstQualifiedSubject: qualified ? subjectOf(qualified.set) : null,
      qualifiedSubjects: qualifiedSets.map(({ set }) => set.uuid),
    };
  });
  return { categories };
}

/** GET /api/webshop/templates/cards/categories: the sub-categories of cards and the default one. */
export async function cardCategories(asker: Asker): Promise<CardCategoriesResponse> {
  const catalog = await templateCatalog(asker.db, asker.portalId);
  const cards = catalog.categories.find((c) => c.internalName === "cards" && c.parentId === null);
  const subs = cards ? childrenOf(catalog, cards.id) : [];
  const chosen = subs.find((c) => c.isDefault) ?? subs[0];
  return {
    categories: subs.map((c) => subCategoryAnswer(c, asker.lang)),
    defaultCategory: chosen?.internalName ?? null,
  };
}

/** GET /api/webshop/templates/photogift/categories/{category}/info; null for an unknown category. */
export async function photogiftCategoryInfo(
  asker: Pick<Asker, "db" | "portalId">,
  internalName: string,
): Promise<PhotogiftCategoryInfo | null> {
  const catalog = await templateCatalog(asker.db, asker.portalId);
  const category = catalog.categories.find(
    (c) => c.internalName === internalName && c.internalName !== hiddenCategoryName,
  );
  if (!category) return null;
  return {
    names: { ...category.title },
    userImagePreviews: category.userImagePreviews,
    separateFromBackground: category.separateFromBackground,
  };
}

export function productAnswer(
  product: TemplateProduct,
  producttype: TemplateListItem["type"],
  promotedPrice: number | null,
): TemplateProductAnswer {
  return {
    uuid: product.uuid,
    name: product.name,
    type: product.type,
    producttype,
    sortOrder: product.sortOrder,
    minorderpartquantity: product.minOrderQuantity,
    subproducts: product.subProducts.map((s) => ({ uuid: s.uuid, name: s.name, extraprice: s.extraPrice })),
    productprices: product.prices.map((p) => ({
      quantity: p.quantity,
      price: p.price,
      campaignprice: p.campaignPrice,
      type: p.type,
    })),
    campaignrequirement: null,
    promotedPrice,
  };
}

/** The trim size in centimetres as the Format filter names it: 15x15, 20x30. */
export function dimensionsOf(doc: TemplateDocument): string {
  const first = doc.parts[0];
  if (!first) return "";
  const cm = (mm: number) => String(Math.round(mm / 10));
  return `${cm(first.trim.width)}x${cm(first.trim.height)}`;
}

/** The internal names of the template's categories, top-level ones first. */
function categoryNames(template: CatalogTemplate, categories: readonly CatalogCategory[]): string[] {
  return categories
    .filter((c) => template.categoryIds.includes(c.id))
    .sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null))
    .map((c) => c.internalName);
}

function separatesFromBackground(template: CatalogTemplate, categories: CatalogCategory[]): boolean {
  return categories.some((c) => template.categoryIds.includes(c.id) && c.separateFromBackground);
}

function listItem(
  template: CatalogTemplate,
  product: TemplateProduct,
  catalog: { categories: CatalogCategory[] },
  resources: { userResources: TemplateListItem["userResources"] },
): TemplateListItem {
  const doc = template.document;
  const first = doc.parts[0];
  const bleed = first?.bleed ?? 0;
  const fields = doc.parts.flatMap((p) => p.elements);
  return {
    uuid: template.uuid,
    version: template.version,
    name: template.name,
    product: { uuid: product.uuid, name: product.name },
    width: (first?.trim.width ?? 0) + 2 * bleed,
    height: (first?.trim.height ?? 0) + 2 * bleed,
    ...(first && bleed > 0 ? { trimBox: { width: first.trim.width, height: first.trim.height } } : {}),
    preview: { large: `/templates/all/${template.uuid}-${template.version}.svg` },
    userResources: resources.userResources,
    categories: categoryNames(template, catalog.categories),
    type: doc.type,
    supportedYears: [...doc.supportedYears],
    dimensions: dimensionsOf(doc),
    separateFromBackground: separatesFromBackground(template, catalog.categories),
    parts: doc.parts.map((p) => ({ id: p.id, descriptions: p.name ? [p.name] : [] })),
    images: fields.filter((e) => e.kind === "image").length,
    hasText: fields.some((e) => e.kind === "text" && e.editable),
  };
}

/**
 * The templates a template list shows before a picture set narrows it: those of the list's type, and with a category
 * those of the category and its sub-categories, in the catalogue's order. Null for an unknown (or the hidden) category.
 */
export function templatesOfList(
  catalog: TemplateCatalog,
  type: ListType,
  categoryName: string | undefined,
): CatalogTemplate[] | null {
  const ofType = catalog.templates.filter((t) => t.document.type === listTypes[type]);
  if (categoryName === undefined) return ofType;
  const category = catalog.categories.find(
    (c) => c.internalName === categoryName && c.internalName !== hiddenCategoryName,
  );
  if (!category) return null;
  const inCategory = new Set(templatesIn(catalog, category).map((t) => t.id));
  return ofType.filter((t) => inCategory.has(t.id));
}

/** Whether a name is one of the template lists' types (cards, calendars, photogifts). */
export function isListType(name: string): name is ListType {
  return Object.hasOwn(listTypes, name);
}

/**
 * GET /api/webshop/templates/{type}[/categories/{category}][/subjects/{subjectUuid}]: the templates of the type (of
 * the category and its sub-categories), and with a picture set only those it qualifies for, filled with its
 * pictures. Null for an unknown category; throws 404 for a picture set that is not the user's.
 */
export async function listTemplates(
  asker: Asker,
  type: ListType,
  only: { category?: string; subjectUuid?: string },
): Promise<TemplateListResponse | null> {
  const [catalog, productsById, promotions] = await Promise.all([
    templateCatalog(asker.db, asker.portalId),
    templateProducts(asker.db, asker.portalId),
    productPromotions(asker.db, asker.portalId),
  ]);
  let candidates = templatesOfList(catalog, type, only.category);
  if (candidates === null) return null;
  let set: VisibleSubject | null = null;
  let pictures: NamedPictureFacts[] = [];
  if (only.subjectUuid !== undefined) {
    set = asker.viewer ? await visibleSubject(asker.db, asker.viewer, "buy", only.subjectUuid) : null;
    if (!set) throw pictureSetNotFound();
    const [released, left] = await Promise.all([
      releasedPictureFacts(asker.db, [set.id]),
      templatesLeftOut(asker.db, [set.job.id]),
    ]);
    const leftOut = left.get(set.job.id);
    // The set's job may leave templates out (the studio's per-job switches): its lists do not show them.
    candidates = candidates.filter((t) => !leftOut?.has(t.id) && templateQualifies(t.document, released));
    pictures = await withGroupNames(
      asker.db,
      released,
      candidates.map((t) => t.document),
    );
  }
  const listed = candidates.flatMap((t) => {
    const product = productsById.get(t.productId);
    return product ? [{ template: t, product }] : [];
  });
  listed.sort(inListOrder);
  const products = new Map<number, TemplateProductAnswer>();
  for (const { template, product } of listed) {
    if (!products.has(product.id)) {
      const promoted = promotedPriceOf(promotions, product, asker.now);
      products.set(product.id, productAnswer(product, template.document.type, promoted));
    }
  }
  return {
    templates: listed.map(({ template, product }) =>
      listItem(template, product, catalog, fillFor(template.document, set, pictures, asker.now)),
    ),
    products: [...products.values()],
  };
}

/**
 * A version of a template's document, upgraded to the current schema: the current one from the read-cached catalogue,
 * an older one from the versions; null when the template has no such version.
 */
export async function versionDocument(
  asker: Pick<Asker, "db" | "portalId">,
  template: Pick<CatalogTemplate, "uuid" | "version" | "document">,
  version: number,
): Promise<TemplateDocument | null> {
  if (version === template.version) return template.document;
  return (await templateVersionByUuid(asker.db, asker.portalId, template.uuid, version))?.document ?? null;
}

export async function catalogTemplate(asker: Pick<Asker, "db" | "portalId">, uuid: string) {
  const catalog = await templateCatalog(asker.db, asker.portalId);
  const template = catalog.templates.find((t) => t.uuid === uuid);
  return template ? { catalog, template } : null;
}

/** GET /api/webshop/templates/by-uuid/{uuid}: the template's name and current version. */
export async function templateSummary(
  asker: Pick<Asker, "db" | "portalId">,
  uuid: string,
): Promise<TemplateSummary> {
  const found = await catalogTemplate(asker, uuid);
  if (!found) throw templateNotFound();
  const { template } = found;
  return {
    uuid: template.uuid,
    name: template.name,
    version: template.version,
    type: template.document.type,
  };
}

/**
 * GET /api/webshop/templates/by-uuid/{uuid}/{version}: the template with its document of that version (a cart line
 * made with an older version still opens with it), upgraded to the current schema.
 */
export async function fullTemplate(
  asker: Pick<Asker, "db" | "portalId" | "now">,
  uuid: string,
  version: number,
): Promise<FullTemplate> {
  const [found, productsById, promotions] = await Promise.all([
    catalogTemplate(asker, uuid),
    templateProducts(asker.db, asker.portalId),
    productPromotions(asker.db, asker.portalId),
  ]);
  if (!found) throw templateNotFound();
  const { catalog, template } = found;
  const product = productsById.get(template.productId);
  if (!product) throw templateNotFound();
  const document = await versionDocument(asker, template, version);
  if (!document) throw templateNotFound();
  return {
    uuid: template.uuid,
    version,
    name: template.name,
    type: document.type,
    product: productAnswer(product, document.type, promotedPriceOf(promotions, product, asker.now)),
    categories: categoryNames(template, catalog.categories),
    supportedYears: [...document.supportedYears],
    separateFromBackground: separatesFromBackground(template, catalog.categories),
    // The contract's schema is the document's own; it holds no readonly arrays at run time.
    document: document as FullTemplate["document"],
  };
}

/**
 * GET /api/webshop/user/templates/by-product/{productUuid}: each template of the product, filled from the user's most
 * recent picture set that qualifies for it (empty when none does).
 */
export async function userTemplatesByProduct(
  asker: Asker & { viewer: Viewer },
  productUuid: string,
  signFilled: (key: { uuid: string; version: number; subjectUuid: string }) => string,
  subjectUuid?: string,
): Promise<UserTemplatesResponse> {
  const [catalog, productsById] = await Promise.all([
    templateCatalog(asker.db, asker.portalId),
    templateProducts(asker.db, asker.portalId),
  ]);
  const product = [...productsById.values()].find((p) => p.uuid === productUuid);
  if (!product) throw notFound("Product not found", "product_not_found");
  const templates = catalog.templates.filter((t) => t.productId === product.id);
  const docs = templates.map((t) => t.document);
  // The editor's own set when it names one ('Change design' keeps the child the parent is making it for).
  const sets: SetWithPictures[] =
    subjectUuid === undefined
      ? await setsWithPictures(asker, docs)
      : await ownSet(asker, subjectUuid).then(async ({ set, pictures }) => [
          {
            set,
            pictures: await withGroupNames(asker.db, pictures, docs),
            leftOut: (await templatesLeftOut(asker.db, [set.job.id])).get(set.job.id) ?? new Set(),
          },
        ]);
  return templates.flatMap((template) => {
    // Left out by the job of every set the user has: not theirs to see.
    if (sets.length > 0 && sets.every(({ leftOut }) => leftOut.has(template.id))) return [];
    const qualified = sets.find(
      ({ pictures, leftOut }) => !leftOut.has(template.id) && templateQualifies(template.document, pictures),
    );
    if (subjectUuid !== undefined && !qualified) return [];
    const filled = fillFor(template.document, qualified?.set ?? null, qualified?.pictures ?? [], asker.now);
    const key = { uuid: template.uuid, version: template.version };
    return [
      {
        template: { ...key, name: template.name, dimensions: dimensionsOf(template.document) },
        subject: qualified ? subjectOf(qualified.set) : null,
        ...filled,
        preview: {
          large: `/templates/all/${template.uuid}-${template.version}.svg`,
          ...(qualified ? { filled: signFilled({ ...key, subjectUuid: qualified.set.uuid }) } : {}),
        },
      },
    ];
  });
}

/** The user's picture set for buying, by uuid, with its released pictures; 404 for anyone else's. */
async function ownSet(asker: Asker & { viewer: Viewer }, subjectUuid: string) {
  const set = await visibleSubject(asker.db, asker.viewer, "buy", subjectUuid);
  if (!set) throw pictureSetNotFound();
  return { set, pictures: await releasedPictureFacts(asker.db, [set.id]) };
}

/**
 * POST /api/webshop/user/templates/fill-template: the template's user resources filled from the picture set (the
 * best allowed picture per image field, texts with the child's name and the year) and the year.
 */
export async function fillTemplateFor(
  asker: Asker & { viewer: Viewer },
  templateUuid: string,
  subjectUuid: string,
): Promise<FillTemplateResponse> {
  const [filled] = await fillTemplatesFor(asker, [templateUuid], subjectUuid);
  if (!filled) throw templateNotFound();
  return filled;
}

/**
 * Several templates filled from one picture set, in their order (a package's template items): the set, its pictures
 * and the names of its group pictures are read once for all of them.
 */
export async function fillTemplatesFor(
  asker: Asker & { viewer: Viewer },
  templateUuids: readonly string[],
  subjectUuid: string,
): Promise<FillTemplateResponse[]> {
  const docs = [];
  for (const uuid of templateUuids) {
    const found = await catalogTemplate(asker, uuid);
    if (!found) throw templateNotFound();
    docs.push(found.template.document);
  }
  const { set, pictures } = await ownSet(asker, subjectUuid);
  const named = await withGroupNames(asker.db, pictures, docs);
  return docs.map((doc) => fillFor(doc, set, named, asker.now));
}

/**
 * POST /api/webshop/templates/fill-user-strings-by-picture: the picture put in the image field names the people in
 * it in the text fields that say {names}: the pupils of a group picture, the set's own subject for another picture.
 */
export async function fillUserStringsByPicture(
  asker: Asker & { viewer: Viewer },
  request: { templateUuid: string; subjectUuid: string; pictureUuid: string; resourceId: string },
): Promise<FillUserStringsResponse> {
  const found = await catalogTemplate(asker, request.templateUuid);
  if (!found) throw templateNotFound();
  const doc = found.template.document;
  const field = findElement(doc, request.resourceId);
  if (field?.kind !== "image")
    throw notFound("The template has no such image field", "template_resource_not_found");
  const { set, pictures } = await ownSet(asker, request.subjectUuid);
  const picture = pictures.find((p) => p.uuid === request.pictureUuid);
  if (!picture) throw notFound("Picture not found", "picture_not_found");
  const [named] = await withGroupNames(asker.db, [picture], [doc]);
  const values = {
    ...fillValues(set, defaultTemplateYear(doc, asker.now)),
    names: namesOf(named, set).join(", "),
  };
  const userStringResources: FillUserStringsResponse["userStringResources"] = {};
  for (const text of textFields(doc)) {
    if (!namesThePeople(text)) continue;
    userStringResources[text.id] = textResource(text, fillPlaceholders(text.defaultText, values).trim());
  }
  return { userStringResources };
}

/** GET /api/webshop/green-screen-backgrounds/{jobUuid}: the job's backgrounds, for a job of one of the user's sets. */
export async function greenScreenBackgroundsOf(
  asker: Asker & { viewer: Viewer },
  jobUuid: string,
  signBackground: (view: GreenScreenBackgroundView) => string,
): Promise<GreenScreenBackgroundsResponse> {
  const sets = await visibleSubjects(asker.db, asker.viewer, "see");
  const job = sets.find((s) => s.job.uuid === jobUuid)?.job;
  if (!job) throw notFound("Job not found", "job_not_found");
  const rows = await asker.db
    .select()
    .from(greenScreenBackgrounds)
    .where(eq(greenScreenBackgrounds.jobId, job.id))
    .orderBy(asc(greenScreenBackgrounds.sortOrder), asc(greenScreenBackgrounds.backgroundId));
  const backgrounds = await imageBackgroundsByIds(
    asker.db,
    asker.portalId,
    rows.map((r) => r.backgroundId),
  );
  return rows.flatMap((row) => {
    const background = backgrounds.get(row.backgroundId);
    if (!background) return [];
    const view = {
      uuid: background.uuid,
      rotation: row.rotation as PictureRotation,
      effect: row.effect as PictureEffect,
    };
    // Shown as the job shows it (spec 02 §7: from /system/gsbackground.php with uuid, rotation and effect).
    return [{ ...background, ...view, src: signBackground(view), default: row.isDefault }];
  });
}

/**
 * GET /api/webshop/promoted-products: 'Other popular products', each with its label and the rebated price when it is
 * lower than the product's regular price; a template's data filled from the user's most recent qualifying set.
 */
export async function promotedProductsFor(
  asker: Asker,
  signFilled: (key: { uuid: string; version: number; subjectUuid: string }) => string,
): Promise<PromotedProduct[]> {
  const [rows, catalog, productsById, sets] = await Promise.all([
    asker.db
      .select()
      .from(promotedProducts)
      .where(eq(promotedProducts.portalId, asker.portalId))
      .orderBy(asc(promotedProducts.sortOrder), asc(promotedProducts.id)),
    templateCatalog(asker.db, asker.portalId),
    templateProducts(asker.db, asker.portalId),
    templateCatalog(asker.db, asker.portalId).then((catalog) =>
      setsWithPictures(
        asker,
        catalog.templates.map((t) => t.document),
      ),
    ),
  ]);
  return rows.flatMap((row): PromotedProduct[] => {
    const template =
      row.templateId === null ? undefined : catalog.templates.find((t) => t.id === row.templateId);
    const productId = row.productId ?? template?.productId ?? null;
    const product = productId === null ? undefined : productsById.get(productId);
    const category =
      row.categoryId === null ? undefined : catalog.categories.find((c) => c.id === row.categoryId);
    if (row.type === "template" && (!template || !product)) return [];
    if (row.type === "category" && !category) return [];
    const qualified = template
      ? sets.find(
          ({ pictures, leftOut }) =>
            !leftOut.has(template.id) && templateQualifies(template.document, pictures),
        )
      : undefined;
    return [
      {
        uuid: row.uuid,
        type: row.type === "template" ? "template" : "category",
        label: row.label === "best_seller" ? "best_seller" : "special_offer",
        category: category
          ? {
              internalName: category.internalName,
              title: localised(category.title, asker.lang),
              image: category.image,
            }
          : null,
        product: product
          ? { uuid: product.uuid, name: product.name, type: product.type, price: product.price }
          : null,
        template: template
          ? {
              uuid: template.uuid,
              type: template.document.type,
              names: { [asker.lang]: template.name },
              version: template.version,
            }
          : null,
        templateData:
          template && qualified
            ? fillFor(template.document, qualified.set, qualified.pictures, asker.now)
            : null,
        filledPreview:
          template && qualified
            ? signFilled({ uuid: template.uuid, version: template.version, subjectUuid: qualified.set.uuid })
            : null,
        rebatedPrice:
          product && promotionHolds(row, asker.now) ? promotedPrice(product.price, row.rebatedPrice) : null,
      },
    ];
  });
}

/** The placeholder values ({name}, {firstName}, {group}, {year}) of a print for a picture set, as its fill had them. */
export async function printPlaceholders(
  db: Db,
  subjectId: number | null,
  year: number | null,
): Promise<Record<string, string>> {
  const subject = subjectId === null ? undefined : (await subjectsByIds(db, [subjectId])).get(subjectId);
  return placeholderStrings(subject ?? null, year ?? new Date().getUTCFullYear());
}

/** The renderer's `placeholders` for a picture set: the fill's values as text. */
export function placeholderStrings(
  set: (Pick<VisibleSubject, "name" | "group"> & { firstName?: string | null }) | null,
  year: number,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fillValues(set, year)).map(([key, value]) => [key, String(value)]),
  );
}
