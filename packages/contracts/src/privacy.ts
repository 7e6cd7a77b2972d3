import { limits } from "@shop/domain/limits";
import { z } from "zod";

/**
 * The parent's data rights (issue 13, beyond the spec): /my-account/privacy, 'Your data'.
 *
 * GET /api/webshop/user/data-export — a zip (application/zip, attachment) holding `data.json` (ExportedData) and the
 * user's uploads under `uploads/`. Rate limited.
 *
 * POST /api/webshop/user/delete — body DeleteAccountBody; the password is checked, then the sessions, profile,
 * favorites, uploads, invites and the rest are erased and the orders anonymised (kept for the photographer's accounts);
 * a mail confirms to the old address. 204, and the session cookie is cleared. A simulated session may not (403).
 */
export const DeleteAccountBody = z.object({ password: z.string().min(1).max(limits.passwordMax) }).strict();
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * The top level of data.json: one section per kind of data, described in `about`. It is a file the shop writes, not a
 * call's answer, so it is a type and not a schema.
 */
export interface ExportedData {
  exportedAt: string;
  shop: string;
  about: Record<string, string>;
  profile: Record<string, unknown>;
  preferences: Record<string, unknown>;
  pictureSets: Record<string, unknown>[];
  favorites: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  /** Issue 33: the invoices and credit notes of the user's orders, as issued. */
  invoices: Record<string, unknown>[];
  invites: Record<string, unknown>[];
  uploads: Record<string, unknown>[];
}
