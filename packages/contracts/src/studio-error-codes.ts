/**
 * The codes only the studio's calls answer (issue 30), apart from the shop's list in error-codes.ts: the studio says
 * them in its own locales, and the parents' web app never meets them, so it carries no text for them.
 * - studio_forbidden: the member's role may not make this call (403).
 * - studio_link_invalid: a one-time set-up link that is unknown, used or expired (404); the page does not say which.
 * - studio_email_taken: a member with this e-mail address exists already (409).
 * - studio_last_owner: the shop's only active owner cannot be removed or lose the role (409).
 * - studio_parent_not_found: support asked for a parent the shop does not have (404).
 * - studio_mail_not_kept: support asked to send again a mail the outbox does not keep for the parent (404).
 */
export const studioErrorCodes = [
  "studio_forbidden",
  "studio_link_invalid",
  "studio_email_taken",
  "studio_last_owner",
  "studio_parent_not_found",
  "studio_mail_not_kept",
] as const;
export type StudioErrorCode = (typeof studioErrorCodes)[number];
