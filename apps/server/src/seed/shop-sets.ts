import type { Tx } from "../db/client.ts";
import { setNameCorrectionDeadline } from "../modules/subjects/corrections.ts";

const day = 24 * 3600_000;

/**
 * Editable picture sets in the demo (decision 0035): the school's parents may correct their child's name and group
 * for 60 days, so a set of the school (Emma's, code EMMA2026) shows 'View and edit picture set'; the kindergarten's
 * sets (the demo account's Nora) take no corrections.
 */
export async function seedDemoNameCorrections(tx: Tx, schoolJobId: number, now: Date): Promise<void> {
  await setNameCorrectionDeadline(tx, schoolJobId, new Date(now.getTime() + 60 * day));
}
