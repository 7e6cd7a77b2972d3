import type { AddTemplateProductBody, Cart, UpdateTemplateLineBody } from "@shop/contracts/cart";
import type { Catalogue, CatalogueChoice } from "@shop/contracts/catalogues";
import type { ErrorResponse } from "@shop/contracts/common";
import type { AddPackageBody, UpdatePackageLineBody } from "@shop/contracts/packages";
import type { PutRetouchBody, RetouchOptionsResponse } from "@shop/contracts/retouch";
import type { PictureType } from "@shop/domain/picture-type";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { cartLines } from "../../db/schema/cart.ts";
import { retouchProducts } from "../catalog/retouch-products.ts";
import { offeredCatalogues } from "../catalog/service.ts";
import { signPictureUrl } from "../images/signing.ts";
import { setCatalogueQuantities as catalogueQuantities } from "../product-kinds/catalogue/quantities.ts";
import { toggleDigitalFile as fileToggle } from "../product-kinds/digital-file/toggle.ts";
import {
  addDigitalSets as setsToAdd,
  toggleDigitalSet as setToggle,
} from "../product-kinds/digital-set/add.ts";
import {
  updatePackageLine as packageLineUpdate,
  addPackage as packageToAdd,
} from "../product-kinds/package/add.ts";
import { retouchOptions as optionsOf } from "../product-kinds/retouch/options.ts";
import { putRetouch as retouchToPut } from "../product-kinds/retouch/put.ts";
import { addTemplateProducts as templateProductsToAdd } from "../product-kinds/template-product/add.ts";
import { updateTemplateLine as templateLineUpdate } from "../product-kinds/template-product/update.ts";
import { changeCart, updateLineQuantity } from "./lines.ts";
import { type CartExtras, cartOf, type PricedCart, priceCart } from "./pricing.ts";
import { linesWithPricing } from "./read-model.ts";
import { applyVoucherCode } from "./vouchers.ts";

export {
  digitalSetsInCart,
  digitalSetsInCartColumn,
  digitalSetsInCartFrom,
  pictureInCartCondition,
  type SetsInCart,
} from "./in-cart.ts";
export { clearCart, updateLineQuantity } from "./lines.ts";
export { cartMixesPhotographers, mixedPhotographersMessage } from "./photographers.ts";
export { type CartExtras, cartOf, type PricedCart, priceCart } from "./pricing.ts";
export { type PricedLine, registerCartThumbnailSigner } from "./read-model.ts";
export {
  type AppliedVoucher,
  applyVoucherCode,
  clearRebateCode,
  dropInvalidVoucher,
  dropRefusedVoucher,
  type RefusedVoucher,
} from "./vouchers.ts";

/** The cart with the ids behind it: what an order snapshot records (lines, the voucher to redeem). */
export interface CartSnapshot extends PricedCart {
  cart: Cart;
}

export async function loadCartSnapshot(
  db: Db,
  portalId: number,
  userId: number,
  extras: CartExtras = {},
  now: Date = new Date(),
): Promise<CartSnapshot> {
  const priced = await priceCart(db, portalId, userId, now);
  return { ...priced, cart: cartOf(priced, extras) };
}

/** The user's cart with its summary, computed in one place (the cart page, checkout, order snapshot use it). */
export async function loadCart(db: Db, portalId: number, userId: number, extras?: CartExtras): Promise<Cart> {
  return cartOf(await priceCart(db, portalId, userId), extras);
}

/** Applies a voucher code to the user's cart: the reason when refused. */
export async function applyRebateCode(
  db: Db,
  portalId: number,
  userId: number,
  code: string,
): Promise<{ ok: true } | ({ ok: false } & ErrorResponse)> {
  const result = await applyVoucherCode(db, portalId, userId, code, new Date());
  return result.ok ? { ok: true } : result;
}

export async function removeLine(db: Db, portalId: number, userId: number, lineUuid: string): Promise<void> {
  await updateLineQuantity(db, portalId, userId, lineUuid, 0);
}

export interface ToggleResult {
  inCart: boolean;
  itemCount: number;
}

/** Puts a single digital file in the cart, or takes it out when it is there. */
export async function toggleDigitalFile(
  db: Db,
  portalId: number,
  userId: number,
  pictureUuid: string,
  type: PictureType,
): Promise<ToggleResult> {
  const inCart = await changeCart(db, portalId, userId, fileToggle(pictureUuid, type));
  return { inCart, itemCount: (await loadCart(db, portalId, userId)).itemCount };
}

/** Puts a whole digital set (subject + picture type) in the cart, or takes it out when it is there. */
export async function toggleDigitalSet(
  db: Db,
  portalId: number,
  userId: number,
  subjectUuid: string,
  type: PictureType,
): Promise<ToggleResult> {
  const inCart = await changeCart(db, portalId, userId, setToggle(subjectUuid, type));
  return { inCart, itemCount: (await loadCart(db, portalId, userId)).itemCount };
}

/** Adds digital sets (subject + picture type) to the cart; removes single files of those sets. */
export async function addDigitalSets(
  db: Db,
  portalId: number,
  userId: number,
  sets: { subjectUuid: string; pictureType?: PictureType }[],
): Promise<void> {
  await changeCart(db, portalId, userId, setsToAdd(sets));
}

/** Sets how many of each offered catalogue the cart holds (0 takes it out). */
export async function setCatalogueQuantities(
  db: Db,
  portalId: number,
  userId: number,
  choices: CatalogueChoice[],
): Promise<void> {
  await changeCart(db, portalId, userId, catalogueQuantities(choices));
}

/** Adds a design of a template for a picture set as one line per product row; answers the new lines' uuids. */
export async function addTemplateProducts(
  db: Db,
  portalId: number,
  userId: number,
  body: AddTemplateProductBody,
): Promise<string[]> {
  return changeCart(db, portalId, userId, templateProductsToAdd(body));
}

/** Replaces the design of one of the user's template product lines. */
export async function updateTemplateLine(
  db: Db,
  portalId: number,
  userId: number,
  lineUuid: string,
  body: UpdateTemplateLineBody,
): Promise<void> {
  await changeCart(db, portalId, userId, templateLineUpdate(lineUuid, body));
}

/** Adds a package for a picture set with its items' designs as one line; answers the line's uuid. */
export async function addPackage(
  db: Db,
  portalId: number,
  userId: number,
  body: AddPackageBody,
): Promise<string> {
  return changeCart(db, portalId, userId, packageToAdd(body));
}

/** Replaces the designs (and perhaps the picture set) of one of the user's package lines. */
export async function updatePackageLine(
  db: Db,
  portalId: number,
  userId: number,
  lineUuid: string,
  body: UpdatePackageLineBody,
): Promise<void> {
  await changeCart(db, portalId, userId, packageLineUpdate(lineUuid, body));
}

/** The catalogues offered for the user's picture sets (GET /ajax/user/get_catalogues.php), with the cart's quantity. */
export async function listCatalogues(db: Db, portalId: number, userId: number): Promise<Catalogue[]> {
  const [offered, inCart] = await Promise.all([
    offeredCatalogues(db, portalId, userId),
    db
      .select({
        catalogueId: cartLines.catalogueId,
        subjectId: cartLines.subjectId,
        quantity: cartLines.quantity,
      })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), isNotNull(cartLines.catalogueId))),
  ]);
  return offered.map((o) => ({
    ...o.catalogue,
    quantity:
      inCart.find((l) => l.catalogueId === o.catalogueId && l.subjectId === o.subjectId)?.quantity ?? 0,
  }));
}

/**
 * The cart's retouch options (GET /api/webshop/cart/retouch): its pictures that may be retouched with their tasks,
 * those chosen, and what the retouch adds.
 */
export async function retouchOptions(
  db: Db,
  config: Pick<Config, "signingSecret">,
  portalId: number,
  userId: number,
  now: Date = new Date(),
): Promise<RetouchOptionsResponse> {
  const [{ lines, retouchable }, products] = await Promise.all([
    linesWithPricing(db, portalId, userId, now),
    retouchProducts(db, portalId),
  ]);
  const subjects = new Map<number, { uuid: string; name: string }>();
  for (const l of lines) {
    const subject = l.line.subjects[0];
    if (subject && !subjects.has(l.subjectId))
      subjects.set(l.subjectId, { uuid: subject.uuid, name: subject.name });
  }
  const retouchLines = lines.flatMap((l) => {
    const pictureId = l.line.fileRetouch ? l.pictureIds[0] : undefined;
    return pictureId === undefined
      ? []
      : [{ pictureId, subProductUuids: l.line.subProductUuids, actualLinePrice: l.line.actualLinePrice }];
  });
  return optionsOf(products, retouchable, subjects, retouchLines, (uuid) =>
    signPictureUrl(config, uuid, "320", now),
  );
}

/** Sets the cart's retouch (PUT /api/webshop/cart/retouch): one line per picture with chosen tasks. */
export async function setRetouch(
  db: Db,
  portalId: number,
  userId: number,
  body: PutRetouchBody,
): Promise<void> {
  await changeCart(
    db,
    portalId,
    userId,
    retouchToPut(
      body.items,
      async (tx) => (await linesWithPricing(tx, portalId, userId, new Date())).retouchable,
    ),
  );
}
