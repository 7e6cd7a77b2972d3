import { sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { Money } from "./common.ts";

/**
 * Retouch (spec 02 §2 Retouch options, §3 retouch; spec 03 §3 picture userRetouchTasks). A retouch product's
 * sub-products are its tasks, each with its extra price; the parent chooses tasks per picture of the cart, and each
 * picture with chosen tasks is one order line of product type 11 (`fileRetouch`: the picture). Money is in minor
 * units, VAT included.
 */

/** A retouch task: a sub-product of a retouch product. */
export const RetouchTask = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  extraprice: Money,
});
export type RetouchTask = z.infer<typeof RetouchTask>;

/** A picture of the cart's lines that may be retouched, with the tasks offered for it and those chosen. */
export const RetouchPicture = z.object({
  uuid: z.uuid(),
  /** Shown as 'Picture id'. */
  webshopId: z.string().max(sizeLimits.answerLabel),
  /** Signed 320 thumbnail. */
  thumbnail: z.string().max(sizeLimits.url),
  subject: z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) }),
  /** What retouching this picture costs before its tasks (the retouch product's price; often 0). */
  price: Money,
  tasks: z.array(RetouchTask).max(sizeLimits.answerItems),
  /** The uuids of the tasks in the cart for this picture. */
  chosen: z.array(z.uuid()).max(sizeLimits.answerItems),
  /** The cart lines (uuids) whose picture it is, so that the page can show those of the line just added first. */
  lines: z.array(z.uuid()).max(sizeLimits.answerItems),
});
export type RetouchPicture = z.infer<typeof RetouchPicture>;

/**
 * GET /api/webshop/cart/retouch (the spec does not show how the page reads its list): `available` is false when the
 * shop has no retouch product ('Retouch not available'); `pictures` are the cart's pictures that may be retouched;
 * `total` is what the chosen tasks add to the cart.
 */
export const RetouchOptionsResponse = z.object({
  available: z.boolean(),
  pictures: z.array(RetouchPicture).max(sizeLimits.answerItems),
  total: Money,
});
export type RetouchOptionsResponse = z.infer<typeof RetouchOptionsResponse>;

/**
 * PUT /api/webshop/cart/retouch (spec 02 §7): items maps a picture (file) uuid to the chosen task uuids; a picture
 * with an empty list, or left out, has no retouch. Answers the cart (CartResponse). Errors: 400
 * `retouch_picture_not_in_cart`, 400 `retouch_task_not_offered`.
 */
export const PutRetouchBody = z.object({
  items: z.record(z.uuid(), z.array(z.uuid()).max(50)).refine((items) => Object.keys(items).length <= 1000, {
    error: "too many pictures",
  }),
});
export type PutRetouchBody = z.infer<typeof PutRetouchBody>;

/** Spec 03 §3 picture userRetouchTasks: what the user bought retouched for a picture ('Retouch service' dialog). */
export const UserRetouchTask = z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) });
export type UserRetouchTask = z.infer<typeof UserRetouchTask>;

/**
 * GET /api/webshop/retouched/{jobUuid}/{version}/{size}?exp=…&sig=… (ours): a retouched picture's file for its buyer,
 * through the signed URLs their picture set gives in place of the picture's own (the original needs the buyer's
 * session and the download bought). `version` names the uploaded file, so a file uploaded again has new URLs.
 */
export const RetouchedImageParams = z.object({
  jobUuid: z.uuid(),
  version: z
    .string()
    .length(8)
    .regex(/^[0-9a-f]{8}$/),
  size: z.enum(["320", "640", "original"]),
});
export type RetouchedImageParams = z.infer<typeof RetouchedImageParams>;
