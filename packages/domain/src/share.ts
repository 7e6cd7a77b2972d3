import { inviteLimits } from "./limits.ts";
import { checkEmail, normalizeEmail } from "./validation.ts";

/**
 * Share recipients (spec 03 §5): only non-empty entries that pass the e-mail rule are sent, each address once, in the
 * order typed, in the one stored form of an address.
 */
export function shareRecipients(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (checkEmail(entry) !== null) continue;
    seen.add(normalizeEmail(entry));
  }
  return [...seen].slice(0, inviteLimits.recipientsMax);
}

export type ShareButton =
  | { label: "selectPictureSets"; disabled: true }
  | { label: "addRecipients"; disabled: true }
  | { label: "sendInvites"; disabled: false; count: number };

/**
 * The share dialog's send button (spec 03 §2.7): 'Select picture set(s)' (disabled) while no set is chosen, 'Please
 * add recipients' (disabled) while no valid address exists, otherwise 'Send invite to N recipients'.
 */
export function shareButton(selectedSets: number, entries: readonly string[]): ShareButton {
  if (selectedSets === 0) return { label: "selectPictureSets", disabled: true };
  const count = shareRecipients(entries).length;
  if (count === 0) return { label: "addRecipients", disabled: true };
  return { label: "sendInvites", disabled: false, count };
}
