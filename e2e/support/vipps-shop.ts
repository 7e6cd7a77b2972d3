import {
  startVippsStandIn,
  type VippsStandIn,
  vippsStandInEnv,
} from "../../apps/server/src/test/vipps-stand-in.ts";
import { spawnDemoShop } from "./spawn-shop.ts";

/** A demo shop of a journey's own that takes Vipps MobilePay, against the local Vipps stand-in. */
export interface VippsShop {
  base: string;
  standIn: VippsStandIn;
  stop(): Promise<void>;
}

/**
 * Starts the stand-in (apps/server/src/test/vipps-stand-in.ts) and a demo shop of its own on E2E_PORT + 8
 * (support/spawn-shop.ts) with the VIPPS_* keys and VIPPS_API_URL of the stand-in; the shop registers its webhook
 * there as it starts, as it does at Vipps.
 */
export async function startVippsShop(): Promise<VippsShop> {
  const standIn = await startVippsStandIn();
  const shop = await spawnDemoShop("vipps", 8, vippsStandInEnv(standIn));
  return {
    base: shop.base,
    standIn,
    async stop() {
      await shop.stop();
      await standIn.close();
    },
  };
}
