import { cleanName } from "./names.ts";
import type { PictureType } from "./picture-type.ts";

/**
 * Editable picture sets (spec 01 §2.6 'Sets with isEditable have a context menu and "View and edit picture set"';
 * docs/decisions/0035-editable-picture-sets.md): until a deadline the photographer sets on the job, a parent who has
 * the set by its code may correct the child's name and group as they will be printed (yearbook, name-labelled
 * products). The photographer's own name is kept beside the correction.
 */

/** What decides whether a set may be edited. */
export interface EditabilityFacts {
  /** The job's name-correction deadline; null: the photographer does not take corrections. */
  nameCorrectionDeadline: Date | null;
  /** An archived job's sets are to look at only. */
  isArchived: boolean;
  /** A set someone shared by invite is the sharer's child: the invited may look and buy, not rename. */
  cameByInvite: boolean;
  /**
   * A group set (a class or team: only group pictures) is every family's of the group, all holding its one code:
   * only the photographer names it.
   */
  isGroupSet: boolean;
}

/** A set whose released pictures are all group pictures is a class's or a team's (the job import's rule). */
export function isGroupSet(types: readonly PictureType[]): boolean {
  return types.length > 0 && types.every((type) => type === "GP");
}

/**
 * The set may be edited: the job takes corrections, its deadline has not passed, it is not archived, not invited, and
 * not a group set.
 */
export function isPictureSetEditable(facts: EditabilityFacts, now: Date): boolean {
  if (facts.nameCorrectionDeadline === null) return false;
  if (facts.isArchived || facts.cameByInvite || facts.isGroupSet) return false;
  return now.getTime() < facts.nameCorrectionDeadline.getTime();
}

/** The lengths of a corrected name and group: the job import's limits, so every imported name can be kept as it is. */
export const nameCorrectionLimits = { name: 200, group: 100 } as const;

/** A name or group as typed, as it is stored: as every stored name (cleanName: no bidi or other controls). */
export function normalizeNameField(value: string): string {
  return cleanName(value);
}

export type NameCorrectionError = "required" | "too_long";

export interface NameCorrectionProblems {
  name?: NameCorrectionError;
  group?: "too_long";
}

/** The form's and the server's check of a correction: a name is required, both within their lengths. */
export function validateNameCorrection(input: { name: string; group: string }): NameCorrectionProblems {
  const name = normalizeNameField(input.name);
  const group = normalizeNameField(input.group);
  const problems: NameCorrectionProblems = {};
  if (name === "") problems.name = "required";
  else if (name.length > nameCorrectionLimits.name) problems.name = "too_long";
  if (group.length > nameCorrectionLimits.group) problems.group = "too_long";
  return problems;
}

/** The correction as stored: the normalised name, and the group or null when left empty. */
export function normalizedCorrection(input: { name: string; group: string }): {
  name: string;
  group: string | null;
} {
  const group = normalizeNameField(input.group);
  return { name: normalizeNameField(input.name), group: group === "" ? null : group };
}
