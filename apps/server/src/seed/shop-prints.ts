import type { PrintProductInput } from "@shop/contracts/studio-prints";
import type { Db } from "../db/client.ts";
import { savePrintProduct } from "../modules/catalog/studio-prints.ts";

/** The demo's print sizes, written as a photographer writes them in the studio (prices as text). */
export const demoPrints: readonly PrintProductInput[] = [
  { size: "10×15", widthMm: 100, heightMm: 150, price: "29" },
  { size: "13×18", widthMm: 130, heightMm: 180, price: "39" },
  { size: "20×30", widthMm: 200, heightMm: 300, price: "89" },
].map(({ size, widthMm, heightMm, price }) => ({
  names: { en: `Print ${size}`, nb: `Papirbilde ${size}` },
  widthMm,
  heightMm,
  bleedMm: 3,
  tiers: [{ quantity: 1, price }],
  active: true,
}));

/** The demo shop's prints, made by the studio's own service. */
export async function seedDemoPrints(tx: Db, portalId: number): Promise<void> {
  for (const print of demoPrints) await savePrintProduct(tx, portalId, null, print);
}
