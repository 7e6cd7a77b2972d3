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
