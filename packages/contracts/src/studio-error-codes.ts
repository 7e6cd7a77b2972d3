/**
 * The codes only the studio's calls answer (issue 30), apart from the shop's list in error-codes.ts: the studio says
 * them in its own locales, and the parents' web app never meets them, so it carries no text for them.
 * - studio_forbidden: the member's role may not make this call (403).
 * - studio_link_invalid: a one-time set-up link that is unknown, used or expired (404); the page does not say which.
 * - studio_email_taken: a member with this e-mail address exists already (409).
 * - studio_last_owner: the shop's only active owner cannot be removed or lose the role (409).
 * - studio_second_factor_required: production, an owner or staff signed in with a password alone: set up a passkey or
 *   TOTP first (403).
 * - studio_code_required: the member has TOTP; the sign-in needs its code (401).
 * - studio_code_wrong: the TOTP or recovery code is not right (401 at sign-in, 400 when confirming TOTP).
 * - studio_passkey_failed: the passkey's answer could not be verified, or its challenge ended (400).
 * - studio_passkey_not_found: the member has no passkey with this id (404; another member's passkey alike).
 * - studio_last_second_factor: production, an owner or staff member: the passkey is their last second factor (no
 *   other passkey, no authenticator app); they add another before removing it (409).
 * - studio_member_not_found: no member with this id (404).
 * - studio_import_not_found: the job import does not exist or is not this shop's (404).
 * - studio_import_not_ready: the job import is not in a state for this step: files still going up, not checked, or
 *   confirmed already (409).
 * - studio_job_not_found: the job, or the subject of it named, does not exist or is not this shop's (404).
 * - studio_background_refused: a background picture handed in does not decode or is too large or small, or none came;
 *   nothing was added (400).
 * - studio_parent_not_found: support asked for a parent the shop does not have (404).
 * - studio_mail_not_kept: support asked to send again a mail the outbox does not keep for the parent (404).
 * - studio_correction_not_found: no name correction with this id in the job (404).
 * - studio_correction_reviewed: the name correction was accepted or rejected already, or is the studio's own (409).
 * - studio_correction_not_newest: a parent corrected the name again since; only the newest correction is reviewed
 *   (409).
 * - studio_template_not_found: no template (or job) with this id in the shop (404).
 * - studio_template_refused: a template file or the order asked for could not be taken; `fields` says why (400).
 * - studio_product_not_found: no product of this shop with this id, or not one the form edits (404).
 * - studio_product_invalid: the product form holds an amount the shop cannot read, or a price list it cannot sell
 *   from (two tiers of one quantity, a 'Special offer' not below its price, on sale without a price); the message
 *   names the field (400).
 * - studio_print_not_found: no print product with this id in the shop (404).
 * - studio_print_invalid: a print product's size, name or price cannot be sold; the message names the field (400).
 * - studio_look_contrast: a colour pair of the shop's look is below WCAG AA; the message names it and its figures (400).
 * - studio_look_file_refused: a logo, front picture or favicon that does not decode as PNG, JPEG or WebP (SVG is
 *   refused), or is too small or large (400).
 * - studio_page_not_found: no content page with this id (404).
 * - studio_page_exists: a content page with this id exists already (409).
 * - studio_page_settings_file_only: the content page holds modules other than text, which only the settings file
 *   edits (409).
 * - studio_template_artwork_refused: the template editor's background picture does not decode, is too large or small,
 *   or none came (400).
 * - studio_template_refused: the template editor's document or product was refused, as `template import` refuses a
 *   file; `error` says why (400).
 * - studio_template_not_found: no template with this id in the shop (404).
 * - studio_order_not_found: no placed order of the shop with this id (404).
 * - studio_invoice_not_creditable: the order has no invoice, or its invoice is credited already (409).
 */
export const studioErrorCodes = [
  "studio_forbidden",
  "studio_link_invalid",
  "studio_email_taken",
  "studio_last_owner",
  "studio_second_factor_required",
  "studio_code_required",
  "studio_code_wrong",
  "studio_passkey_failed",
  "studio_passkey_not_found",
  "studio_last_second_factor",
  "studio_member_not_found",
  "studio_import_not_found",
  "studio_import_not_ready",
  "studio_job_not_found",
  "studio_background_refused",
  "studio_parent_not_found",
  "studio_mail_not_kept",
  "studio_correction_not_found",
  "studio_correction_reviewed",
  "studio_correction_not_newest",
  "studio_template_not_found",
  "studio_template_refused",
  "studio_product_not_found",
  "studio_product_invalid",
  "studio_print_not_found",
  "studio_print_invalid",
  // The shop's look (look31, decision 0071): a colour pair below WCAG AA (its figures in the message), a file that
  // is no picture of the kinds allowed (SVG is refused), a content page that does not exist or exists already.
  "studio_look_contrast",
  "studio_look_file_refused",
  "studio_page_not_found",
  "studio_page_exists",
  "studio_page_settings_file_only",
  "studio_template_artwork_refused",
  "studio_template_refused",
  "studio_template_not_found",
  // The retouch queue (retouch32, decision 0077): no such retouch task of the shop (404); the upload came without a
  // file (400); the file is no JPEG, PNG, WebP or HEIF picture the shop reads (400), larger than 25 MB (413), of more
  // pixels than an original may have (400), too small (400), or incomplete (400).
  "studio_retouch_not_found",
  "studio_retouch_file_missing",
  "studio_retouch_not_an_image",
  "studio_retouch_too_large",
  "studio_retouch_too_many_pixels",
  "studio_retouch_too_small",
  "studio_retouch_incomplete",
  // Packages for inspection (retouch32, decision 0077): a subject named is not of the job (400).
  "studio_inspection_subject_unknown",
  // Refunds (refund32, decision 0076): the order is none of the shop's (404); it was not paid through Stripe, or is
  // not in a state that can be refunded (409); a line is refunded already or under way (409); Stripe refused or could
  // not be reached, its reason in the message (502).
  "studio_order_not_found",
  "studio_refund_not_card",
  "studio_refund_not_refundable",
  "studio_refund_line_refunded",
  "studio_refund_stripe_failed",
  "studio_refund_vipps_failed",
  // Order statuses (status32, decision 0073): every order asked for was refused by the transition table or its delivery,
  // or a delay asked of an order not placed or handed over already; the message says why (409).
  "studio_order_status_refused",
  // Production runs (runs32, issue 32, decision 0075): no paid or invoiced order of the choice waits for production
  // (409); no run of this id (404); 'Run again' while the run is being made (409); no such file of a done run (404).
  "studio_production_nothing_to_run",
  "studio_production_run_not_found",
  "studio_production_run_busy",
  "studio_production_file_not_found",
  // Invoices (bank33, issue 33, decision 0081): a bank statement that is empty, not a statement the shop reads, or of
  // too many lines (400); none came (400); larger than its limit (413).
  "studio_bank_statement_unreadable",
  "studio_bank_statement_missing",
  "studio_bank_statement_too_large",
  // Invoices (invoice33, issue 33, decision 0080): the order's invoice is credited already, or the order has none to
  // credit (409).
  "studio_invoice_not_creditable",
] as const;
export type StudioErrorCode = (typeof studioErrorCodes)[number];
