import type { FastifyInstance, FastifyRequest } from "fastify";
import { needsSecondFactor } from "../../platform/studio-auth.ts";
import type { StaffUser } from "./sessions.ts";

export const codeRequiredMessage = "Enter the code from your authenticator app";
export const codeWrongMessage = "The code is not right";

/** Who is signed in, as the studio's calls answer it. */
export function meOf(app: FastifyInstance, request: FastifyRequest, staff: StaffUser) {
  const { id: _id, ...member } = staff;
  return {
    staff: member,
    sessionEndsAt: (request.studioSession?.expiresAt ?? new Date()).toISOString(),
    secondFactorNeeded: needsSecondFactor(app.config, staff, request.studioSession?.factor),
  };
}
