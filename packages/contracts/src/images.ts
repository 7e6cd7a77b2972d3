import { sizeLimits } from "@shop/domain/limits";
import { pictureEffects, pictureRotations } from "@shop/domain/template-text";
import { z } from "zod";

/**
 * GET /api/webshop/images/{pictureUuid}/{size}?exp=…&sig=…[&f=…] — size 320, 640, 640c (a green-screen picture's 640
 * preview cut out along its mask, with transparency, to lay on a background) or 'original'. `f`, signed with the
 * rest, names the picture's original file in the storage, so a thumbnail or preview is made without reading the
 * picture's row (decision 0004).
 */
export const ImageParams = z.object({
  pictureUuid: z.uuid(),
  size: z.enum(["320", "640", "640c", "original"]),
});
export const SignedQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z
    .string()
    .max(128)
    .regex(/^[A-Za-z0-9_-]{16,128}$/),
});
/**
 * A picture's signed URL: `SignedQuery` and, on a thumbnail's or preview's, `f`; on a parent's own upload's, `own=1`:
 * it opens only in the session of the user who uploaded it (decision 0039).
 */
export const PictureQuery = SignedQuery.extend({
  f: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/)
    .optional(),
  own: z.literal("1").optional(),
});

/** GET /ajax/template/get_image_backgrounds.php?uuid= (a picture uuid of the user's). */
export const ImageBackgroundsQuery = z.object({ uuid: z.uuid() });
export const ImageBackground = z.object({
  uuid: z.uuid(),
  src: z.string().max(sizeLimits.url),
  default: z.boolean(),
});
export const ImageBackgroundsResponse = z.array(ImageBackground).max(sizeLimits.answerItems);
export type ImageBackground = z.infer<typeof ImageBackground>;

/** GET /api/webshop/image-backgrounds/{backgroundUuid}.jpg — the `src` of an image background (public). */
export function imageBackgroundPath(backgroundUuid: string): string {
  return `/api/webshop/image-backgrounds/${backgroundUuid}.jpg`;
}
export const ImageBackgroundParams = z.object({ backgroundUuid: z.uuid() });

/** GET /api/webshop/photographers/{photographerUuid}/logo — a picture set's photographer.logoUrl (public). */
export const PhotographerLogoParams = z.object({ photographerUuid: z.uuid() });

/**
 * GET /system/gsbackground.php?uuid=&rotation=&effect=&exp=&sig= — a job's green-screen background (spec 02 §7) as the
 * job shows it: turned by `rotation` degrees and with its effect. Signed like a picture's URL: the green-screen list
 * answers it to a parent of the job.
 */
export const GreenScreenBackgroundQuery = SignedQuery.extend({
  uuid: z.uuid(),
  rotation: z.coerce.number().pipe(z.literal(pictureRotations)),
  effect: z.enum(pictureEffects),
});
export type GreenScreenBackgroundView = Pick<
  z.infer<typeof GreenScreenBackgroundQuery>,
  "uuid" | "rotation" | "effect"
>;
export const greenScreenBackgroundPath = "/system/gsbackground.php";
