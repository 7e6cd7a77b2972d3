/**
 * Replace-all (spec 02 §4 States and transitions, §9): after a parent changed the picture of an image field, which
 * question is asked, if any. Two questions exist:
 * - the package's: "If the image, background or effect changed, subject-change mode is 4 and the picture differs,
 *   the package replace-all confirmation appears" — the picture goes into every template item of the package;
 * - the template's: "If the template has more than 4 images and is not a calendar or cards, the dialog 'Replace all
 *   pictures?' appears (replace all or this picture only)" — the picture goes into every field of this template.
 * The package's question covers the template's (its replacing reaches this item's fields too), so an item of a
 * mode-4 package is asked only that one.
 */

/** The package's subject-change mode (`allowSubjectChange`) that asks to replace a picture in all its items. */
export const packageReplaceAllMode = 4;

/** More image fields than this ask 'Replace all pictures?' (spec 02 §9). */
export const replaceAllAbove = 4;

/** The template types that never ask 'Replace all pictures?' (spec 02 §4). */
const neverAskingTypes: readonly string[] = ["CALENDAR", "CARDS"];

export type ReplaceAllQuestion = "package" | "template" | null;

/** What an edit of one image field changed, and where the template is. */
export interface ReplaceAllFacts {
  /** The package's subject-change mode (0–4) when the template is an item of a package; null outside a package. */
  packageMode: number | null;
  /** The template's type: CARDS, CALENDAR, PHOTOGIFT. */
  templateType: string;
  /** How many image fields the template has. */
  imageFields: number;
  /** The field's image changed: its picture, crop or rotation. */
  imageChanged: boolean;
  /** The field's green-screen background changed. */
  backgroundChanged: boolean;
  /** The field's effect (original, b/w, sepia) changed. */
  effectChanged: boolean;
  /** The field shows another picture than it did before the edit. */
  pictureDiffers: boolean;
}

/** Whether the template, by its type and number of image fields, asks 'Replace all pictures?' at all. */
export function templateAsksReplaceAll(templateType: string, imageFields: number): boolean {
  return !neverAskingTypes.includes(templateType) && imageFields > replaceAllAbove;
}

/** The question an edit of an image field asks (spec 02 §4), or null for none. */
export function replaceAllQuestion(facts: ReplaceAllFacts): ReplaceAllQuestion {
  const changed = facts.imageChanged || facts.backgroundChanged || facts.effectChanged;
  if (facts.packageMode === packageReplaceAllMode) {
    return changed && facts.pictureDiffers ? "package" : null;
  }
  if (facts.pictureDiffers && templateAsksReplaceAll(facts.templateType, facts.imageFields))
    return "template";
  return null;
}
