import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from "fastify";
import { byIp, guessLimit } from "../../platform/rate-limit.ts";
import { passwordStamp } from "./service.ts";

/**
 * Sign-in's limits on guessing one account's password (decision 0040), beside the per-address limit the route keeps.
 * Both count failed sign-ins only (a success is given back, `guessLimit`):
 *
 * - per account and address (its /64, as every limit per address): someone guessing from one address locks out only
 *   that address, so the parent signs in from any other while it happens;
 * - per account from all addresses together: a high ceiling, so that many addresses cannot guess without end.
 *
 * The account's counters are named by its e-mail address and its current password hash, so a new password (a reset,
 * a change) starts them at zero: the parent who reset the password is not held by the guesses made before.
 */
export interface SignInLimits {
  preHandler: preHandlerAsyncHookHandler[];
  onSend: onSendHookHandler[];
}

/** `emailOf` reads the request's e-mail address in its one normalized form. */
export function signInLimits(
  app: FastifyInstance,
  emailOf: (request: FastifyRequest) => string,
): SignInLimits {
  const limits = app.config.rateLimits;
  const accountOf = new WeakMap<FastifyRequest, string>();
  const account = (request: FastifyRequest) => accountOf.get(request) ?? "account:";
  const perAccountAndAddress = guessLimit(
    app,
    limits.signInPerAccountAndAddress,
    (request) => `${account(request)}\n${byIp(request)}`,
    "signInPerAccountAndAddress",
  );
  const perAccount = guessLimit(app, limits.signInPerAccount, account, "signInPerAccount");
  return {
    preHandler: [
      async (request) => {
        const email = emailOf(request);
        // An e-mail without an account is counted too, by the e-mail alone: the limits answer alike either way.
        const stamp = await passwordStamp(app.db, app.portalId, email);
        accountOf.set(request, `account:${email}\n${stamp ?? ""}`);
      },
      // The pair first: an address already refused there does not spend the account's ceiling any further.
      perAccountAndAddress.preHandler,
      perAccount.preHandler,
    ],
    onSend: [perAccountAndAddress.onSend, perAccount.onSend],
  };
}
