import { limits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { ErrorCode } from "./error-codes.ts";

export const CodeQuery = z.object({ code: z.string().trim().min(1).max(limits.accessCodeMax) });

export const CodeSubject = z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) });
export type CodeSubject = z.infer<typeof CodeSubject>;

/** Code data of spec 01 §3. */
export const CodeData = z.object({
  accessCode: z.string().max(sizeLimits.answerLabel),
  errorMessage: z.string().max(sizeLimits.answerText).nullable(),
  redirect: z.string().max(sizeLimits.url).nullable(),
  subject: CodeSubject,
});
export type CodeData = z.infer<typeof CodeData>;

/** GET /ajax/prophoto/verify_subject_code.php (signed out). Invalid codes answer 404 with valid false. */
export const VerifySubjectCodeResponse = z.object({
  error: z.string().max(sizeLimits.answerText).nullable(),
  valid: z.boolean(),
  errorMessage: z.string().max(sizeLimits.answerText).nullable(),
  data: CodeData.nullable(),
  /** invalid_code when the code is refused (404). */
  code: ErrorCode.optional(),
});
export type VerifySubjectCodeResponse = z.infer<typeof VerifySubjectCodeResponse>;

/** GET /ajax/prophoto/add_picture_set_by_code.php (signed in). Invalid codes answer 404 with valid false. */
export const AddPictureSetByCodeResponse = z.object({
  error: z.string().max(sizeLimits.answerText).nullable(),
  valid: z.boolean(),
  /** Set when the code needs the user's attention, e.g. the set is already in the account. */
  warning: z
    .object({
      message: z.string().max(sizeLimits.answerText),
      /** The message's code (already_in_account), which the web app translates. */
      code: ErrorCode,
      payload: z.object({ subject: CodeSubject }),
    })
    .nullable(),
  redirect: z.string().max(sizeLimits.url).nullable(),
  /** The added (or already present) picture set. */
  pictureSet: z.object({ uuid: z.uuid() }).nullable(),
  /** invalid_code when the code is refused (404). */
  code: ErrorCode.optional(),
});
export type AddPictureSetByCodeResponse = z.infer<typeof AddPictureSetByCodeResponse>;

/** 'Lost your code?': the address a code is sent to, if it is a guardian's (the answer is the same either way). */
export const LostCodeRequest = z.object({
  email: z.string().trim().min(1).max(limits.emailMax),
  /** The language of the mail: the page's. */
  language: z.enum(["en", "nb"]).default("en"),
});
export type LostCodeRequest = z.infer<typeof LostCodeRequest>;

export const LostCodeResponse = z.object({ sent: z.literal(true) });
export type LostCodeResponse = z.infer<typeof LostCodeResponse>;

/**
 * Whether the shop can send lost codes (it holds guardians' addresses of a job that sells), and whom to ask
 * otherwise: the shop's contact.
 */
export const LostCodeInfo = z.object({
  available: z.boolean(),
  contact: z.object({
    name: z.string().max(sizeLimits.answerLabel),
    email: z.string().max(limits.emailMax),
    phone: z.string().max(100),
  }),
});
export type LostCodeInfo = z.infer<typeof LostCodeInfo>;
