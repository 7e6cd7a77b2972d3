import { limits } from "@shop/domain/limits";
import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import { StaffListEntry, StaffRole } from "./studio.ts";

/** GET /api/studio/staff (owner): everyone who works in the studio, owners first, then by name. */
export const StaffListResponse = z.object({ staff: z.array(StaffListEntry).max(1000) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;

/**
 * POST /api/operator/studio/staff: a one-time set-up link for a member of the studio (a new one is invited, an
 * existing one takes the role): the operator's face of `npm run shop -- studio owner`, for scripts and the browser
 * tests.
 */
export const OperatorStaffLinkBody = z
  .object({
    email: z.string().trim().min(1).max(limits.emailMax),
    role: StaffRole,
    name: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type OperatorStaffLinkBody = z.infer<typeof OperatorStaffLinkBody>;

export const OperatorStaffLinkResponse = z.object({
  url: z.string().max(2000),
  expiresAt: IsoDateTime,
});
export type OperatorStaffLinkResponse = z.infer<typeof OperatorStaffLinkResponse>;
