import { z } from "zod";

/** The error body of every call that the spec gives no other shape for. */
export const ErrorResponse = z.object({
  error: z.string(),
  /** A stable key the web app translates; the English text is in `error`. */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const Uuid = z.uuid();
export const IsoDateTime = z.iso.datetime({ offset: true });

/** Query flag used by the legacy calls: `json=1`. */
export const JsonFlag = z.coerce.number().int().optional();

/** Money is an integer in minor units (øre, cents) everywhere; only the UI formats it. */
export const Money = z.number().int();

/** IP individual, SFP sibling and friends, GP group. */
export const PictureType = z.enum(["IP", "SFP", "GP"]);
export type PictureType = z.infer<typeof PictureType>;
