import { sizeLimits, uploadLimits } from "@shop/domain/limits";
import { z } from "zod";

/**
 * The parent's own pictures (spec 02 §2 image source and upload, §7; spec 03 §3 upload item, §7). An upload is
 * checked by decoding (JPEG, PNG, WebP or HEIF; never by its name or type header), within uploadLimits, re-encoded
 * with its orientation applied and its metadata removed, and kept for the user who sent it alone.
 */

/**
 * POST /system/iframes/upload_internal.php — query flags of spec 02 §7 as decision 0049 reads them (uploadtype: the
 * parent's own pictures only; redirect: a path of the shop a classic form is sent back to, 303, unless `json` asks
 * for JSON), multipart `images[]` (at most uploadLimits.filesPerRequest files).
 */
const Flag = z.string().max(100).optional();
export const UploadQuery = z.object({
  handleuploads: Flag,
  interface: Flag,
  redirect: Flag,
  uploadtype: Flag,
  json: Flag,
  thumbnails: Flag,
});
export type UploadQuery = z.infer<typeof UploadQuery>;

/** An uploaded picture as the editor places it (the fields of an image resource's image, and its previews). */
export const UploadedImage = z.object({
  uuid: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  /** Shown as 'Picture id'. */
  webshopId: z.string().max(sizeLimits.answerLabel),
  /** Always includes 'user_uploaded'. */
  keywords: z.array(z.string().max(sizeLimits.answerLabel)).max(20),
  /** Signed URLs: the 320 thumbnail and the 640 preview (thumbnails=640). */
  urls: z.object({
    thumbnail: z.string().max(sizeLimits.url),
    preview: z.string().max(sizeLimits.url),
  }),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

/**
 * The answer of upload_internal.php: result 'OK' and the files in the order sent. A refused file answers 400 (or
 * 413 for one over uploadLimits.maxBytes) with the error shape and one of the codes `upload_not_an_image`,
 * `upload_too_large`, `upload_too_many_pixels`, `upload_too_few_bytes`, `upload_truncated`, `upload_not_allowed` (the
 * shop does not take own pictures). A server busy decoding other pictures answers 503 `upload_busy` with Retry-After:
 * no refusal, the client tries the file again (decision 0038).
 */
export const UploadResponse = z.object({
  result: z.literal("OK"),
  files: z.array(UploadedImage).max(uploadLimits.filesPerRequest),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

/** GET /api/webshop/user/recent-images — the user's own uploads, newest first. */
export const RecentImagesResponse = z.object({
  images: z.array(UploadedImage).max(sizeLimits.answerItems),
});
export type RecentImagesResponse = z.infer<typeof RecentImagesResponse>;
