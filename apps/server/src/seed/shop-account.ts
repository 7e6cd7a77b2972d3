import type { Tx } from "../db/client.ts";
import { insertPackageForInspection } from "../modules/account/preferences.ts";

/**
 * The demo account's part of the account pages: the picture package of its picture set (Nora's) was sent home for
 * inspection, so /my-account shows 'Cancel picture packages' and the page has a package to keep or return.
 */
export async function seedDemoAccountPages(
  tx: Tx,
  demo: { userId: number; subjectId: number },
): Promise<void> {
  await insertPackageForInspection(tx, demo.userId, demo.subjectId);
}
