import { limits } from "@shop/domain/limits";
import { z } from "zod";
import { IsoDateTime } from "./common.ts";
import { StaffMember } from "./studio.ts";

/** POST /api/studio/session: sign in with e-mail and password. */
export const StudioSignInBody = z.object({
  email: z.string().trim().min(1).max(limits.emailMax),
  password: z.string().min(1).max(limits.passwordMax),
});
export type StudioSignInBody = z.infer<typeof StudioSignInBody>;

/** GET /api/studio/me and the answer to signing in or setting up: the member and when the session ends at the latest. */
export const StudioMeResponse = z.object({
  staff: StaffMember,
  sessionEndsAt: IsoDateTime,
});
export type StudioMeResponse = z.infer<typeof StudioMeResponse>;

/** The one-time set-up link's token, in the path of its calls. */
export const StudioSetupParams = z.object({ token: z.string().min(1).max(100) });
export type StudioSetupParams = z.infer<typeof StudioSetupParams>;

/** GET /api/studio/setup/:token: whom the link is for, so the page can greet them. */
export const StudioSetupCheckResponse = z.object({
  email: z.string().max(limits.emailMax),
  name: z.string().max(200),
  expiresAt: IsoDateTime,
});
export type StudioSetupCheckResponse = z.infer<typeof StudioSetupCheckResponse>;

/** POST /api/studio/setup/:token: choose a password; the member is signed in. */
export const StudioSetupBody = z.object({
  password: z.string().min(1).max(limits.passwordMax),
});
export type StudioSetupBody = z.infer<typeof StudioSetupBody>;
