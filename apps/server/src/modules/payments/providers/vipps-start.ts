import type { FastifyInstance } from "fastify";
import { paymentDepsOf } from "../service.ts";
import { pollVippsTransaction } from "./vipps.ts";
import { vippsRound } from "./vipps-capture.ts";
import { ensureVippsWebhook } from "./vipps-webhooks.ts";

/**
 * Vipps MobilePay in a running shop (start.ts; nothing when it is not configured): the webhook is registered at the
 * start (a failure is logged, and the polling round stands in for the webhook until the next start), and the returned
 * round polls open payments and captures delivered orders' payments every minute.
 */
export async function startVipps(app: FastifyInstance): Promise<(() => Promise<unknown>) | null> {
  const deps = paymentDepsOf(app);
  if (!deps.vipps) return null;
  try {
    const webhook = await ensureVippsWebhook(deps);
    app.log.info({ webhook }, "Vipps MobilePay webhook");
  } catch (error) {
    app.log.warn(
      { err: { type: (error as Error).name, message: (error as Error).message } },
      "registering the Vipps MobilePay webhook failed; open payments are polled meanwhile",
    );
  }
  return () => vippsRound(deps, { poll: (id) => pollVippsTransaction(deps, id, app.log) }, app.log);
}
