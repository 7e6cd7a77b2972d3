import type {
  PackageForInspectionSubject,
  SubjectReminder,
  UpdateUserInfoBody,
  User,
} from "@shop/contracts/account";
import type { AnsweredValidationError } from "@shop/contracts/error-codes";
import { cleanOptionalName } from "@shop/domain/names";
import {
  type ContactField,
  checkAccountPassword,
  checkContactInfo,
  normalizeMobile,
} from "@shop/domain/validation";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { packagesForInspection, sessions, subjectReminderSettings, users } from "../../db/schema/account.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { shopProfile } from "../content/service.ts";
import { type Viewer, visibleSubjects } from "../subjects/scope.ts";
import { newPasswordProblem } from "./password-rules.ts";
import { isPasswordOf, toUser } from "./service.ts";

/** The order the contact form's fields are checked in: the first failing one names the answer's code. */
const contactFields: readonly ContactField[] = [
  "name",
  "address",
  "address2",
  "postal_code",
  "city",
  "mobile",
];

export type PasswordChangeResult =
  | { kind: "done" }
  | { kind: "wrong-password" }
  | { kind: "refused"; problem: AnsweredValidationError };

/**
 * Changes the password at /my-account/change-password (spec 01 §5: at least 5 characters, the retype matching) when
 * the current password is given too (ASVS 5 V6.2.3), with the shop's rules for a chosen password on top; every other
 * session of the user ends, the one asking stays, and the new hash starts the account's sign-in counters anew.
 */
export async function changePassword(
  db: Db,
  viewer: { userId: number; portalId: number },
  currentTokenHash: string,
  body: { currentPassword: string; password: string; reTypePassword: string },
): Promise<PasswordChangeResult> {
  const { userId, portalId } = viewer;
  const checked = checkAccountPassword(body.password, body.reTypePassword);
  const first = checked.password ?? checked.retype;
  if (first) return { kind: "refused", problem: first as AnsweredValidationError };
  if (!(await isPasswordOf(db, userId, body.currentPassword))) return { kind: "wrong-password" };
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new Error("the signed-in user no longer exists");
  const rule = await newPasswordProblem(db, portalId, body.password, row.email);
  if (rule) return { kind: "refused", problem: rule };
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentTokenHash)));
  });
  return { kind: "done" };
}

export type ContactInfoResult =
  | { kind: "done"; user: User }
  | { kind: "refused"; problem: AnsweredValidationError };

/**
 * Stores the contact form (every field but the mobile number optional, packages/domain checkContactInfo); address2
 * only where the shop gathers it (portal option gatherAddress2).
 */
export async function updateContactInfo(
  db: Db,
  portalId: number,
  userId: number,
  body: UpdateUserInfoBody,
): Promise<ContactInfoResult> {
  const problems = checkContactInfo(body);
  const field = contactFields.find((f) => problems[f] !== undefined);
  if (field) return { kind: "refused", problem: problems[field] as AnsweredValidationError };
  const { gatherAddress2 } = await shopProfile(db, portalId);
  const [row] = await db
    .update(users)
    .set({
      // A field left empty is not known, as before the parent first filled it.
      name: cleanOptionalName(body.name),
      address: body.address.trim() || null,
      ...(gatherAddress2 ? { address2: body.address2?.trim() || null } : {}),
      postalCode: body.postal_code.trim() || null,
      city: body.city.trim() || null,
      mobilePhone: normalizeMobile(body.mobile),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error("the signed-in user no longer exists");
  return { kind: "done", user: toUser(row) };
}

/** Every picture set of the user with its reminder choice (on unless turned off). */
export async function subjectReminders(db: Db, viewer: Viewer): Promise<SubjectReminder[]> {
  const subjects = await visibleSubjects(db, viewer, "see");
  if (subjects.length === 0) return [];
  const stored = await db
    .select({
      subjectId: subjectReminderSettings.subjectId,
      enabled: subjectReminderSettings.remindersEnabled,
    })
    .from(subjectReminderSettings)
    .where(eq(subjectReminderSettings.userId, viewer.userId));
  const enabled = new Map(stored.map((s) => [s.subjectId, s.enabled]));
  return subjects.map((s) => ({ name: s.name, uuid: s.uuid, remindersEnabled: enabled.get(s.id) ?? true }));
}

/**
 * Stores the reminder choice of each listed picture set; a set that is not the user's refuses the whole call
 * ("unknown-subject"), nothing is stored.
 */
export async function setSubjectReminders(
  db: Db,
  viewer: Viewer,
  entries: readonly Pick<SubjectReminder, "uuid" | "remindersEnabled">[],
  now: Date = new Date(),
): Promise<SubjectReminder[] | "unknown-subject"> {
  const subjects = await visibleSubjects(db, viewer, "see");
  const byUuid = new Map(subjects.map((s) => [s.uuid, s.id]));
  if (entries.some((e) => !byUuid.has(e.uuid))) return "unknown-subject";
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      const subjectId = byUuid.get(entry.uuid) as number;
      await tx
        .insert(subjectReminderSettings)
        .values({
          userId: viewer.userId,
          subjectId,
          remindersEnabled: entry.remindersEnabled,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [subjectReminderSettings.userId, subjectReminderSettings.subjectId],
          set: { remindersEnabled: entry.remindersEnabled, updatedAt: now },
        });
    }
  });
  return subjectReminders(db, viewer);
}

/** The user's package-for-inspection subjects (of their picture sets), the last marked first. */
export async function packageForInspectionSubjects(
  db: Db,
  viewer: Viewer,
): Promise<PackageForInspectionSubject[]> {
  const subjects = await visibleSubjects(db, viewer, "see");
  if (subjects.length === 0) return [];
  const rows = await db
    .select({ subjectId: packagesForInspection.subjectId, enabled: packagesForInspection.enabled })
    .from(packagesForInspection)
    .where(eq(packagesForInspection.userId, viewer.userId));
  const enabled = new Map(rows.map((r) => [r.subjectId, r.enabled]));
  return subjects
    .filter((s) => enabled.has(s.id))
    .map((s) => ({ uuid: s.uuid, name: s.name, enabled: enabled.get(s.id) as boolean }));
}

/**
 * Stores keep (enabled) or return for each listed package; a subject without a package for inspection of this user
 * refuses the whole call, nothing is stored.
 */
export async function setPackagesForInspection(
  db: Db,
  viewer: Viewer,
  entries: readonly Pick<PackageForInspectionSubject, "uuid" | "enabled">[],
  now: Date = new Date(),
): Promise<PackageForInspectionSubject[] | "unknown-subject"> {
  const current = await packageForInspectionSubjects(db, viewer);
  const known = new Set(current.map((s) => s.uuid));
  if (entries.some((e) => !known.has(e.uuid))) return "unknown-subject";
  const subjects = await visibleSubjects(db, viewer, "see");
  const idOf = new Map(subjects.map((s) => [s.uuid, s.id]));
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      await tx
        .update(packagesForInspection)
        .set({ enabled: entry.enabled, answeredAt: now })
        .where(
          and(
            eq(packagesForInspection.userId, viewer.userId),
            eq(packagesForInspection.subjectId, idOf.get(entry.uuid) as number),
          ),
        );
    }
  });
  return packageForInspectionSubjects(db, viewer);
}

/**
 * The operator marks the subjects' picture packages as sent home for inspection with the user (the CLI command
 * `user package-for-inspection`), each named by its uuid or its name; only picture sets in the user's account.
 * Answers the names of the sets marked.
 */
export async function markPackagesForInspection(
  db: Db,
  viewer: Viewer,
  subjectNamesOrUuids: readonly string[],
): Promise<string[]> {
  const subjects = await visibleSubjects(db, viewer, "see");
  const chosen = subjects.filter(
    (s) => subjectNamesOrUuids.includes(s.uuid) || subjectNamesOrUuids.includes(s.name),
  );
  for (const s of chosen) await insertPackageForInspection(db, viewer.userId, s.id);
  return chosen.map((s) => s.name);
}

/**
 * Marks one subject's package as sent home for inspection with the user (kept as it is when already marked); true
 * when it was marked now.
 */
export async function insertPackageForInspection(
  db: Db | Tx,
  userId: number,
  subjectId: number,
): Promise<boolean> {
  const added = await db
    .insert(packagesForInspection)
    .values({ userId, subjectId })
    .onConflictDoNothing()
    .returning({ userId: packagesForInspection.userId });
  return added.length > 0;
}

/** Who a mail goes to, in their language (the reminder round; an invite export's senders by name). */
export interface MailRecipient {
  email: string;
  name: string | null;
  lang: string;
}

/** The accounts of these users with the address, name and language a mail to them needs, by user id. */
export async function mailRecipientsOf(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, MailRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, lang: users.lang })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...recipient }) => [id, recipient]));
}

/**
 * Of these (user, picture set) pairs, the ones whose reminders the parent turned off on the Communication page, as
 * `userId:subjectId` keys. `subject_reminder_settings` is the one place the choice is kept (decision 0028): no row
 * means on.
 */
export async function remindersTurnedOff(
  db: Db | Tx,
  pairs: ReadonlyArray<{ userId: number; subjectId: number }>,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const userIds = [...new Set(pairs.map((p) => p.userId))];
  const rows = await db
    .select({ userId: subjectReminderSettings.userId, subjectId: subjectReminderSettings.subjectId })
    .from(subjectReminderSettings)
    .where(
      and(
        inArray(subjectReminderSettings.userId, userIds),
        eq(subjectReminderSettings.remindersEnabled, false),
      ),
    );
  const asked = new Set(pairs.map((p) => `${p.userId}:${p.subjectId}`));
  return new Set(rows.map((r) => `${r.userId}:${r.subjectId}`).filter((key) => asked.has(key)));
}

/**
/** The account's preferences as the data export shows them (decision 0034): reminders and packages per picture set. */
export async function preferencesForExport(
  db: Db,
  viewer: Viewer,
): Promise<{
  reminders: Array<{ pictureSet: string; remindersEnabled: boolean }>;
  packagesForInspection: Array<{ pictureSet: string; keep: boolean }>;
}> {
  const [reminders, packages] = await Promise.all([
    subjectReminders(db, viewer),
    packageForInspectionSubjects(db, viewer),
  ]);
  return {
    reminders: reminders.map((r) => ({ pictureSet: r.name, remindersEnabled: r.remindersEnabled })),
    packagesForInspection: packages.map((p) => ({ pictureSet: p.name, keep: p.enabled })),
  };
}
