import { limits } from "@shop/domain/limits";
import { z } from "zod";
import { IsoDateTime, Uuid } from "./common.ts";

/**
 * The studio's shared shapes (issue 30): who works in it and with which role. The calls of each area have their own
 * file (studio-auth.ts, studio-staff.ts, studio-record.ts, …) and their own OpenAPI tag (`studio-<area>`).
 */

/** owner: everything, staff and settings; staff: jobs, orders, production; support: parents, simulated user, mails. */
export const staffRoles = ["owner", "staff", "support"] as const;
export const StaffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRole>;

/**
 * Who may use each area of the studio (the path part after /studio/ and /api/studio/), issue 30's roles written once:
 * the server's routes declare them, the side navigation shows an area to these roles, and the authorization test
 * fails on a route that answers a role its area does not name. Signing in, setting up and one's own account are
 * every member's.
 */
export const studioAreaRoles = {
  session: staffRoles,
  "passkey-session": staffRoles,
  setup: staffRoles,
  me: staffRoles,
  account: staffRoles,
  jobs: ["owner", "staff"],
  uploads: ["owner", "staff"],
  support: ["owner", "support"],
  staff: ["owner"],
  record: ["owner"],
  products: ["owner", "staff"],
  templates: ["owner", "staff"],
  prints: ["owner", "staff"],
  look: ["owner"],
  settings: ["owner"],
  // Issue 32: the order side. Refunds are money (support has none, staff makes and sends but does not pay back).
  orders: ["owner", "staff"],
  production: ["owner", "staff"],
  retouch: ["owner", "staff"],
  sales: ["owner", "staff"],
  refunds: ["owner"],
  // Issue 33 (bank33): the invoice list, marking paid and the bank statement.
  invoices: ["owner", "staff"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StudioArea = keyof typeof studioAreaRoles;

/** invited: has not chosen a password yet (the set-up link); active: has. */
export const StaffState = z.enum(["invited", "active"]);
export type StaffState = z.infer<typeof StaffState>;

/** The signed-in staff member as the studio shows them. */
export const StaffMember = z.object({
  uuid: Uuid,
  email: z.string().max(limits.emailMax),
  name: z.string().max(200),
  role: StaffRole,
  state: StaffState,
});
export type StaffMember = z.infer<typeof StaffMember>;

/** A member of the Staff page's list (owner only). */
export const StaffListEntry = StaffMember.extend({ createdAt: IsoDateTime });
export type StaffListEntry = z.infer<typeof StaffListEntry>;
