import { sizeLimits } from "@shop/domain/limits";
import { pictureTypes } from "@shop/domain/picture-type";
import { z } from "zod";
import { ErrorCode, ErrorParams } from "./error-codes.ts";

/** The error body of every call that the spec gives no other shape for. */
export const ErrorResponse = z.object({
  error: z.string().max(sizeLimits.answerText),
  /** A stable key from error-codes.ts that the web app translates; the English text is in `error`. */
  code: ErrorCode,
  /** The values that vary in the text (a voucher's minimum), for the codes that have them. */
  params: ErrorParams.optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Any call whose query, path or body holds a NUL character or a lone UTF-16 surrogate (400): no database stores them. */
export const invalidCharactersError = {
  error: "The input contains characters that cannot be stored",
  code: "invalid_characters",
} as const satisfies { error: string; code: ErrorCode };

/** A state-changing call that did not come from the shop's own pages (403). */
export const crossSiteError = {
  error: "This request did not come from the shop's own pages. Please reload the page and try again.",
  code: "cross_site",
} as const satisfies { error: string; code: ErrorCode };

export const Uuid = z.uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });

/** Query flag used by the legacy calls: `json=1`. */
export const JsonFlag = z.coerce.number().int().optional();

/** Money is an integer in minor units (øre, cents) everywhere; only the UI formats it. */
export const Money = z.number().int();

/** IP individual, SFP sibling and friends, GP group. */
export const PictureType = z.enum(pictureTypes);
export type PictureType = z.infer<typeof PictureType>;
