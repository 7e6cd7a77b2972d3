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

/** The corrections of the job, oldest first. */
export async function jobCorrections(
  db: Db,
  job: string,
): Promise<{ jobName: string; corrections: JobCorrection[] }> {
  const found = await findJob(db, await resolvePortalId(db), job);
  return { jobName: found.name, corrections: await correctionsOfJob(db, found.id) };
}

const shown = (name: string, group: string | null) => (group === null ? `"${name}"` : `"${name}" (${group})`);

/**
 * The lines `job corrections` prints: one per correction, with the photographer's name, what it replaced and what it
 * became, when and by which account; then, per subject, the name to print now.
 */
export function correctionLines(jobName: string, corrections: readonly JobCorrection[]): string[] {
  if (corrections.length === 0) return [`No names of the job "${jobName}" were corrected.`];
  const lines = [`${corrections.length} correction(s) of the job "${jobName}", oldest first:`];
  for (const c of corrections) {
    const by = c.userId === null ? "a deleted account" : `account ${c.userId}`;
    lines.push(
      `  ${c.correctedAt.toISOString()}  ${c.subjectUuid}  ${shown(c.previousName, c.previousGroup)} -> ${shown(c.name, c.group)}  by ${by}`,
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
