import { limits, simulationLimits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";

/**
 * Support's simulated user (spec 01 §6 isSimulated; issue 13). An operator asks for a one-time link that opens a
 * session as a user; every request of that session, what it read and what it changed, is recorded with the operator's
 * name.
 */

/** POST /api/operator/simulations (Authorization: Bearer OPERATOR_TOKEN). */
export const StartSimulationBody = z
  .object({
    email: z.string().trim().min(1).max(limits.emailMax),
    operator: z.string().trim().min(1).max(simulationLimits.operatorNameMax),
  })
  .strict();
export type StartSimulationBody = z.infer<typeof StartSimulationBody>;

/** The one-time link (valid 10 minutes, opens once, in one browser) and when it stops working. */
export const StartSimulationResponse = z.object({
  url: z.string().max(sizeLimits.url),
  expiresAt: z.string().max(sizeLimits.answerLabel),
});
export type StartSimulationResponse = z.infer<typeof StartSimulationResponse>;

/**
 * The link's token: `/simulate/{token}` is the web app's confirmation page, which reads the link with GET
 * /api/webshop/simulation-links/{token} and uses it with POST (decision 0041).
 */
export const SimulationTokenParams = z.object({ token: z.string().min(20).max(100) });

/** GET /api/webshop/simulation-links/{token}: whom the unused link opens, asked without using it up. */
export const SimulationLinkResponse = z.object({
  email: z.string().max(sizeLimits.answerLabel),
  operator: z.string().max(simulationLimits.operatorNameMax),
  expiresAt: z.string().max(sizeLimits.answerLabel),
});
export type SimulationLinkResponse = z.infer<typeof SimulationLinkResponse>;

/** POST /api/webshop/simulation-links/{token}: the link is used; the answer sets the simulated session's cookie. */
export const StartSimulatedSessionResponse = z.object({ redirect: z.string().max(sizeLimits.url) });
export type StartSimulatedSessionResponse = z.infer<typeof StartSimulatedSessionResponse>;

/** The banner's 'Simulating user %s / %s': the user's e-mail and the operator's name (GET /api/webshop/me). */
export const Simulation = z.object({
  operator: z.string().max(simulationLimits.operatorNameMax),
  /** When the simulated session ends. */
  endsAt: z.string().max(sizeLimits.answerLabel),
});
export type Simulation = z.infer<typeof Simulation>;

/** GET /api/operator/simulations?email=: what support's simulated sessions read and changed for a user, newest first. */
export const SimulationLogQuery = z.object({ email: z.string().trim().min(1).max(limits.emailMax) }).strict();
export type SimulationLogQuery = z.infer<typeof SimulationLogQuery>;

/** One request of a simulated session (a GET or HEAD is a read): the route's pattern, never the raw URL. */
export const SimulationAction = z.object({
  at: z.string().max(sizeLimits.answerLabel),
  operator: z.string().max(simulationLimits.operatorNameMax),
  method: z.string().max(sizeLimits.answerLabel),
  route: z.string().max(sizeLimits.url),
  status: z.number().int(),
});
export type SimulationAction = z.infer<typeof SimulationAction>;

export const SimulationLogResponse = z.object({
  actions: z.array(SimulationAction).max(sizeLimits.answerItems),
});
export type SimulationLogResponse = z.infer<typeof SimulationLogResponse>;
