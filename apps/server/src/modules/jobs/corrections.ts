import type { Db } from "../../db/client.ts";
import { resolvePortalId } from "../content/portal.ts";
import { correctionsOfJob, type JobCorrection, setNameCorrectionDeadline } from "../subjects/corrections.ts";
import { findJob } from "./service.ts";

/**
 * The operator's side of editable picture sets (decision 0035): when parents may correct names, and what they
 * corrected, for the photographer to print with.
 */

/** Sets (or, with null, ends) the job's name-correction deadline; the job named as `findJob` takes it. */
export async function setJobNameCorrectionDeadline(
  db: Db,
  job: string,
  deadline: Date | null,
): Promise<{ jobName: string }> {
  const found = await findJob(db, await resolvePortalId(db), job);
  await setNameCorrectionDeadline(db, found.id, deadline);
  return { jobName: found.name };
}

/** A correction of the job with whether the photographer may review it now. */
export type ReviewedJobCorrection = JobCorrection & { reviewable: boolean };

/**
 * Which corrections may be reviewed (decision 0063): per subject, the newest parent's correction that was not
 * rejected, if it is still new. A rejected one is out of the way: the name went back to what the one before made.
 */
export function markReviewable(corrections: readonly JobCorrection[]): ReviewedJobCorrection[] {
  const standing = new Map<string, JobCorrection>();
  for (const c of corrections)
    if (c.review === "new" || c.review === "accepted") standing.set(c.subjectUuid, c);
  return corrections.map((c) => ({
    ...c,
    reviewable: c.review === "new" && standing.get(c.subjectUuid) === c,
  }));
}

/** The corrections of the job, oldest first, and how many subjects have one to review. */
export async function jobCorrections(
  db: Db,
  job: string,
): Promise<{ jobName: string; corrections: ReviewedJobCorrection[]; toReview: number }> {
  const found = await findJob(db, await resolvePortalId(db), job);
  const corrections = markReviewable(await correctionsOfJob(db, found.id));
  return { jobName: found.name, corrections, toReview: corrections.filter((c) => c.reviewable).length };
}

const shown = (name: string, group: string | null) => (group === null ? `"${name}"` : `"${name}" (${group})`);

function reviewText(c: ReviewedJobCorrection): string {
  if (c.review === null) return "";
  if (c.review === "new") return c.reviewable ? "  [to review]" : "  [replaced by a later correction]";
  if (c.review === "accepted") return "  [accepted]";
  return c.rejectReason === null ? "  [rejected]" : `  [rejected: ${c.rejectReason}]`;
}

/**
 * The lines `job corrections` prints: one per correction, with what it replaced and what it became, when, by which
 * account and its review; then, per subject, the name to print now.
 */
export function correctionLines(jobName: string, corrections: readonly ReviewedJobCorrection[]): string[] {
  if (corrections.length === 0) return [`No names of the job "${jobName}" were corrected.`];
  const toReview = corrections.filter((c) => c.reviewable).length;
  const lines = [
    `${corrections.length} correction(s) of the job "${jobName}", oldest first:`,
    `  (${toReview} to review: accept or reject them on the job's page in the studio)`,
  ];
  for (const c of corrections) {
    const by =
      c.review === null
        ? "the studio (a rejection)"
        : c.userId === null
          ? "a deleted account"
          : `account ${c.userId}`;
    lines.push(
      `  ${c.correctedAt.toISOString()}  ${c.subjectUuid}  ${shown(c.previousName, c.previousGroup)} -> ${shown(c.name, c.group)}  by ${by}${reviewText(c)}`,
    );
  }
  const latest = new Map<string, JobCorrection>();
  for (const c of corrections) latest.set(c.subjectUuid, c);
  lines.push("", "Names to print now (photographer's name -> corrected):");
  for (const c of latest.values()) {
    lines.push(`  ${c.subjectUuid}  ${shown(c.originalName, c.originalGroup)} -> ${shown(c.name, c.group)}`);
  }
  return lines;
}
