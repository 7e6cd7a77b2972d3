import {
  type StripeStandIn,
  standInEnv,
  startStripeStandIn,
} from "../../apps/server/src/test/stripe-stand-in.ts";
import { spawnDemoShop } from "./spawn-shop.ts";

/** A demo shop of a journey's own that takes Stripe payments, against the local Stripe stand-in. */
export interface StripeShop {
  base: string;
  standIn: StripeStandIn;
  stop(): Promise<void>;
}

/**
 * Starts the stand-in (apps/server/src/test/stripe-stand-in.ts) and a demo shop of its own on E2E_PORT + 6
 * (support/spawn-shop.ts) with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL for the stand-in, whose
 * webhooks go to this shop.
 */
export async function startStripeShop(): Promise<StripeShop> {
  const standIn = await startStripeStandIn();
  const port = Number(process.env.E2E_PORT ?? 3210) + 6;
  standIn.webhookUrl = `http://localhost:${port}/api/webshop/payments/stripe/webhook`;
  const shop = await spawnDemoShop("stripe", 6, standInEnv(standIn));
  return {
    base: shop.base,
    standIn,
    async stop() {
      await shop.stop();
      await standIn.close();
    },
  };
}
