import { sizeLimits } from "@shop/domain/limits";
import { nameCorrectionLimits } from "@shop/domain/picture-set-editing";
import { z } from "zod";
import { ErrorResponse, PictureType } from "./common.ts";
import { DigitalTypeOffer } from "./digital-offer.ts";
import { UserRetouchTask } from "./retouch.ts";

export { PictureType } from "./common.ts";

export const Picture = z.object({
  uuid: z.uuid(),
  bought: z.boolean(),
  /**
   * Ordered (alone or in a set) on an invoice that is not paid yet (decision 0043): not bought yet, and not for sale
   * again; it can be downloaded when the invoice is paid.
   */
  awaitingInvoice: z.boolean(),
  dimensions: z.object({ width: z.number().int(), height: z.number().int() }),
  /** Shown as 'Picture id'. */
  webshopId: z.string().max(sizeLimits.answerLabel),
  /** Stored keywords plus 'yearbook_pose' and 'favorite' for this user; also 'retouched', 'user_uploaded'. */
  keywords: z.array(z.string().max(sizeLimits.answerLabel)).max(sizeLimits.answerItems),
  isUserFavorite: z.boolean(),
  isYearbookPose: z.boolean(),
  greenscreen: z.boolean(),
  userBoughtRetouch: z.boolean(),
  /** What the user bought retouched of this picture (spec 03 §3 userRetouchTasks); empty when nothing. */
  userRetouchTasks: z.array(UserRetouchTask).max(sizeLimits.answerItems),
  groupPicture: z.boolean(),
  pictureType: PictureType,
  /** The single digital file is in the user's cart. */
  inCart: z.boolean(),
  /** Signed, expiring image URLs; original only where the user may download. */
  urls: z.object({
    thumbnail: z.string().max(sizeLimits.url),
    preview: z.string().max(sizeLimits.url),
    original: z.string().max(sizeLimits.url).nullable(),
    /** A green-screen picture's 640 preview cut out along its mask, to lay on a background; null for others. */
    cutout: z.string().max(sizeLimits.url).nullable(),
  }),
});
export type Picture = z.infer<typeof Picture>;

export const Job = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  jobType: z.string().max(sizeLimits.answerLabel),
  creationTime: z.string().max(sizeLimits.answerLabel),
  yearbookPoseSelection: z.object({
    deadline: z.string().max(sizeLimits.answerLabel).nullable(),
    expired: z.boolean(),
  }),
  hasBeenInWebShop: z.boolean(),
  requireFineTunedPictures: z.boolean(),
  /** An archived job's sets stay visible but sell nothing and are not offered for sharing (spec 03 §5). */
  isArchived: z.boolean(),
  /** Until when parents may correct the name and group as printed (decision 0035); null: no corrections taken. */
  nameCorrectionDeadline: z.string().max(sizeLimits.answerLabel).nullable(),
});
export type Job = z.infer<typeof Job>;

const PictureSetBase = z.object({
  /** The subject's uuid: a picture set is a subject as seen by a user who redeemed its code. */
  uuid: z.uuid(),
  subject: z.object({
    uuid: z.uuid(),
    name: z.string().max(sizeLimits.answerLabel),
    group: z.string().max(sizeLimits.answerLabel).nullable(),
  }),
  avatar: z.object({ url: z.string().max(sizeLimits.url).nullable() }),
  photographer: z.object({
    uuid: z.uuid(),
    name: z.string().max(sizeLimits.answerLabel),
    logoUrl: z.string().max(sizeLimits.url).nullable(),
  }),
  isEditable: z.boolean(),
  /**
   * The set came to this account by someone's invite, not by its code (issue 13): it is seen and bought as any other,
   * but not shared on, and it leaves the account if the invite is revoked.
   */
  cameByInvite: z.boolean(),
  bought: z.boolean(),
  year: z.number().int(),
  job: Job,
  qualifyForSelectOwnFavorites: z.boolean(),
  qualifyForSelectYearbookPose: z.boolean(),
  pictureCount: z.number().int(),
  /** When the user added the set; the newest is what /new-picture-set shows. */
  addedAt: z.string().max(sizeLimits.answerLabel),
});

/** A card of the list: the first 6 pictures only, and the count for '+N'. */
export const PictureSetSummary = PictureSetBase.extend({
  pictures: z.array(Picture).max(sizeLimits.answerItems),
});
export type PictureSetSummary = z.infer<typeof PictureSetSummary>;

/** GET /api/webshop/picture-sets */
export const PictureSetListResponse = z.object({
  pictureSets: z.array(PictureSetSummary).max(sizeLimits.answerItems),
});
export type PictureSetListResponse = z.infer<typeof PictureSetListResponse>;

/** GET /api/webshop/picture-sets/{uuid} — every picture, in the set's order. */
export const PictureSet = PictureSetBase.extend({
  pictures: z.array(Picture).max(sizeLimits.answerItems),
  /** Digital offers per picture type present in the set (the spec's digitalSet per type with bought and inCart). */
  digital: z.array(DigitalTypeOffer).max(sizeLimits.answerItems),
});
export type PictureSet = z.infer<typeof PictureSet>;

export const PictureSetParams = z.object({ pictureSetUuid: z.uuid() });
export const PictureParams = z.object({ pictureSetUuid: z.uuid(), pictureUuid: z.uuid() });

/** PUT /api/webshop/picture-sets/{pictureSetUuid}/pictures/{pictureUuid}/favorite */
export const FavoriteBody = z.object({ favorite: z.boolean() });
export const FavoriteResponse = z.object({ isUserFavorite: z.boolean() });
export type FavoriteResponse = z.infer<typeof FavoriteResponse>;

/** PUT /api/webshop/picture-sets/{pictureSetUuid}/yearbook-pose */
export const YearbookPoseBody = z.object({ pictureUuid: z.uuid() });
export const YearbookPoseResponse = z.object({ pictureUuid: z.uuid() });
export type YearbookPoseResponse = z.infer<typeof YearbookPoseResponse>;

/**
 * PUT /api/webshop/picture-sets/{pictureSetUuid}/subject — a parent corrects the child's name and group as they will
 * be printed, while the set isEditable (decision 0035). The server normalises both (spaces, control characters); an
 * empty group is none.
 */
export const SubjectCorrectionBody = z.object({
  name: z.string().max(nameCorrectionLimits.name * 2),
  group: z.string().max(nameCorrectionLimits.group * 2),
});
export type SubjectCorrectionBody = z.infer<typeof SubjectCorrectionBody>;
export const SubjectCorrectionResponse = z.object({
  subject: z.object({
    uuid: z.uuid(),
    name: z.string().max(sizeLimits.answerLabel),
    group: z.string().max(sizeLimits.answerLabel).nullable(),
  }),
});
export type SubjectCorrectionResponse = z.infer<typeof SubjectCorrectionResponse>;
/** A refused correction (400): `field` names the field the web form marks. */
export const SubjectCorrectionError = ErrorResponse.extend({ field: z.enum(["name", "group"]).optional() });
export type SubjectCorrectionError = z.infer<typeof SubjectCorrectionError>;
