import { inviteLimits, limits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";

/**
 * Sharing picture sets by invite (spec 03 §2.7, §4, §5, §7 do_tipafriend.php; issue 13). An invite is one mail to
 * one recipient with a link that opens the chosen picture sets, and nothing else, for the account that accepts it.
 * The sender sees and revokes their invites.
 */

/** A repeated query parameter arrives as a string when it is given once. */
const repeated = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item).max(max));

/**
 * GET /sections/prophoto/ajax/do_tipafriend.php?email[]=…&subjects[]=… — `subjects` are picture-set (subject) uuids
 * of the user's own, non-archived sets. Entries that are empty or fail the e-mail rule are not sent by the web app;
 * the server checks again and refuses the call when no address is left.
 */
export const ShareQuery = z.object({
  "email[]": repeated(z.string().max(limits.emailMax), inviteLimits.recipientsMax),
  "subjects[]": repeated(z.uuid(), inviteLimits.subjectsMax),
});
export type ShareQuery = z.infer<typeof ShareQuery>;

/**
 * The spec's "error or recipients": on success `error` is null and `recipients` are the addresses invited; a refusal
 * the parent can act on (no set, no address, a limit reached) is `error` with the text shown in an alert.
 */
export const ShareResponse = z.object({
  error: z.string().max(sizeLimits.answerText).nullable(),
  recipients: z.array(z.string().max(limits.emailMax)).max(inviteLimits.recipientsMax),
});
export type ShareResponse = z.infer<typeof ShareResponse>;

export const InviteStatus = z.enum(["sent", "accepted", "revoked", "expired"]);
export type InviteStatus = z.infer<typeof InviteStatus>;

/** An invite as its sender sees it. */
export const SentInvite = z.object({
  uuid: z.uuid(),
  recipient: z.string().max(limits.emailMax),
  /** The picture sets the invite opens (uuid and subject name). */
  pictureSets: z
    .array(z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) }))
    .max(inviteLimits.subjectsMax),
  status: InviteStatus,
  sentAt: z.string().max(sizeLimits.answerLabel),
  acceptedAt: z.string().max(sizeLimits.answerLabel).nullable(),
});
export type SentInvite = z.infer<typeof SentInvite>;

/** GET /api/webshop/invites?pictureSet={uuid} — the user's invites, newest first; with `pictureSet`, those that open it. */
export const SentInvitesQuery = z.object({ pictureSet: z.uuid().optional() });
export const SentInvitesResponse = z.object({ invites: z.array(SentInvite).max(sizeLimits.answerItems) });
export type SentInvitesResponse = z.infer<typeof SentInvitesResponse>;

/**
 * DELETE /api/webshop/invites/{uuid} — revoke: an unopened link stops working; an accepted invite's sets leave the
 * recipient's account (unless the recipient has them by their own code). 204.
 */
export const InviteParams = z.object({ uuid: z.uuid() });

/** The token of an invite link (/invite/{token}): 32 random bytes, base64url. */
export const InviteTokenParams = z.object({ token: z.string().min(20).max(100) });

/**
 * GET /api/webshop/invites/by-token/{token} (public) — what the link offers, for its landing page: who sent it (their
 * name as they gave it, or their e-mail address when they gave none, as the invite mail says) and the names of the
 * sets. 404 `invite_not_found` when the token is unknown, revoked, used or expired.
 */
export const InviteLandingResponse = z.object({
  sender: z.string().max(sizeLimits.answerLabel),
  recipient: z.string().max(limits.emailMax),
  pictureSets: z
    .array(
      z.object({
        name: z.string().max(sizeLimits.answerLabel),
        jobName: z.string().max(sizeLimits.answerLabel),
      }),
    )
    .max(inviteLimits.subjectsMax),
  expiresAt: z.string().max(sizeLimits.answerLabel),
});
export type InviteLandingResponse = z.infer<typeof InviteLandingResponse>;

/**
 * POST /api/webshop/invites/by-token/{token}/accept (signed in) — the invite's sets join the account and the link is
 * used. Answers where to go next (the picture-set list).
 */
export const AcceptInviteResponse = z.object({
  pictureSets: z.array(z.uuid()).max(inviteLimits.subjectsMax),
  redirect: z.string().max(sizeLimits.url),
});
export type AcceptInviteResponse = z.infer<typeof AcceptInviteResponse>;

/**
 * POST /api/webshop/invites/by-token/{token}/register (public) — a recipient without an account makes one from the
 * link: the account is made as by registration (spec 01 §5's rules, no code needed: the link stands for it), signed
 * in, and the invite accepted. Unlike the code flow's registration it asks the recipient's name, which their own
 * invites then say they come from. Answers as accept does; a refused field as registration does
 * (RegistrationResponse; an empty name is `required` with `data: ["name"]`).
 */
export const InviteRegistrationBody = z.object({
  name: z.string().max(sizeLimits.name),
  email: z.string().trim().min(1).max(limits.emailMax),
  mobile: z.string().max(sizeLimits.phone),
  password: z.string().max(limits.passwordMax),
  confirm_password: z.string().max(limits.passwordMax).optional(),
  acceptmail: z.boolean(),
  termsofservice: z.boolean(),
});
export type InviteRegistrationBody = z.infer<typeof InviteRegistrationBody>;
