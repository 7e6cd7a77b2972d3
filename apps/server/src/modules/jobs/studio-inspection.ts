import type {
  MarkSentHomeResponse,
  StudioInspectionPackage,
  StudioInspectionResponse,
} from "@shop/contracts/studio-inspection";
import type { Db } from "../../db/client.ts";
import { csvBom, csvRow, csvText } from "../../platform/spreadsheet-csv.ts";
import { markPackagesSentHome, packagesAtHome } from "../account/inspection-packages.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { changeJobSettings, subjectsForStudio } from "../subjects/job-summaries.ts";
import { codeHoldersOfJob } from "../subjects/jobs.ts";
import { studioJobOfShop } from "./studio-job-of-shop.ts";

/**
 * Picture packages sent home for inspection, per job (spec 01 'Cancel picture packages', decision 0077): the account
 * module keeps each family's package and choice, the job its deadline; the studio reads, marks and sets them here.
 */

/** A subject named is not of the job: nothing is marked. */
export class InspectionSubjectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InspectionSubjectError";
  }
}

/** Which families have a package of the job at home, what each keeps or returns, the deadline, and its subjects. */
export async function studioInspection(
  db: Db,
  portalId: number,
  jobUuid: string,
): Promise<StudioInspectionResponse> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  const [subjects, holders] = await Promise.all([
    subjectsForStudio(db, job.id),
    codeHoldersOfJob(db, job.id),
  ]);
  const atHome = await packagesAtHome(
    db,
    subjects.map((s) => s.id),
  );
  const byId = new Map(subjects.map((s) => [s.id, s]));
  const packages: StudioInspectionPackage[] = atHome.flatMap((p) => {
    const subject = byId.get(p.subjectId);
    if (!subject) return [];
    return [
      {
        subject: { uuid: subject.uuid, name: subject.name, group: subject.group },
        parent: p.user,
        choice: p.enabled ? ("keep" as const) : ("return" as const),
        markedAt: p.markedAt.toISOString(),
        answeredAt: p.answeredAt?.toISOString() ?? null,
      },
    ];
  });
  // By class, then child, as the packing goes.
  packages.sort(
    (a, b) =>
      (a.subject.group ?? "").localeCompare(b.subject.group ?? "") ||
      a.subject.name.localeCompare(b.subject.name) ||
      a.parent.email.localeCompare(b.parent.email),
  );
  const accounts = new Map<number, number>();
  for (const h of holders) accounts.set(h.subjectId, (accounts.get(h.subjectId) ?? 0) + 1);
  const marked = new Set(atHome.map((p) => p.subjectId));
  return {
    job: { uuid: job.uuid, name: job.name },
    deadline: job.inspectionDeadline?.toISOString() ?? null,
    packages,
    subjects: subjects.map((s) => ({
      uuid: s.uuid,
      name: s.name,
      group: s.group,
      accounts: accounts.get(s.id) ?? 0,
      marked: marked.has(s.id),
    })),
    counts: {
      keep: packages.filter((p) => p.choice === "keep" && p.answeredAt !== null).length,
      return: packages.filter((p) => p.choice === "return").length,
      unanswered: packages.filter((p) => p.choice === "keep" && p.answeredAt === null).length,
    },
  };
}

/**
 * Marks the packages of these subjects of the job as sent home, for every account that holds the subject by its code
 * (the family; one invited to see the set is not asked), recorded. A subject no account holds is answered back.
 */
export async function markStudioSentHome(
  db: Db,
  portalId: number,
  jobUuid: string,
  subjectUuids: readonly string[],
  actor: StudioActor,
): Promise<MarkSentHomeResponse> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  const subjects = await subjectsForStudio(db, job.id);
  const wanted = new Set(subjectUuids.map((u) => u.toLowerCase()));
  const chosen = subjects.filter((s) => wanted.has(s.uuid));
  if (chosen.length !== wanted.size) throw new InspectionSubjectError("A subject named is not of the job");
  const chosenIds = new Set(chosen.map((s) => s.id));
  const holders = (await codeHoldersOfJob(db, job.id)).filter((h) => chosenIds.has(h.subjectId));
  const held = new Set(holders.map((h) => h.subjectId));
  const marked = await db.transaction(async (tx) => {
    const count = await markPackagesSentHome(tx, holders);
    await recordStudioChange(tx, {
      staff: actor,
      action: "inspection.sent-home",
      objectType: "job",
      objectId: job.uuid,
      detail: { job: job.name, subjects: chosen.length, packages: count },
    });
    return count;
  });
  return { marked, withoutAccount: chosen.filter((s) => !held.has(s.id)).map((s) => s.name) };
}

/** Sets, moves or clears (null) the day the job's packages go back by, recorded. */
export async function setInspectionDeadline(
  db: Db,
  portalId: number,
  jobUuid: string,
  deadline: string | null,
  actor: StudioActor,
): Promise<{ deadline: string | null }> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  const when = deadline === null ? null : new Date(deadline);
  await db.transaction(async (tx) => {
    await changeJobSettings(tx, job.id, { inspectionDeadline: when });
    await recordStudioChange(tx, {
      staff: actor,
      action: "job.update",
      objectType: "job",
      objectId: job.uuid,
      detail: { inspectionDeadline: when?.toISOString() ?? null },
    });
  });
  return { deadline: when?.toISOString() ?? null };
}

const csvHeaders = {
  en: ["Class", "Child", "Parent", "E-mail", "Choice", "Answered", "Sent home"],
  nb: ["Klasse", "Barn", "Forelder", "E-post", "Valg", "Svart", "Sendt hjem"],
} as const;
const csvChoices = {
  en: { keep: "keep", return: "return" },
  nb: { keep: "beholder", return: "returnerer" },
} as const;

/** The keeps and returns of the job as CSV for the photographer's packing, by class and child (platform/spreadsheet-csv.ts). */
export async function inspectionCsv(
  db: Db,
  portalId: number,
  jobUuid: string,
  language: "en" | "nb",
): Promise<{ jobName: string; csv: string }> {
  const job = await studioJobOfShop(db, portalId, jobUuid);
  const { packages } = await studioInspection(db, portalId, jobUuid);
  const rows = [
    csvRow(csvHeaders[language].map(csvText)),
    ...packages.map((p) =>
      csvRow(
        [
          p.subject.group ?? "",
          p.subject.name,
          p.parent.name ?? "",
          p.parent.email,
          csvChoices[language][p.choice],
          p.answeredAt?.slice(0, 10) ?? "",
          p.markedAt.slice(0, 10),
        ].map(csvText),
      ),
    ),
  ];
  return { jobName: job.name, csv: `${csvBom}${rows.join("")}` };
}
