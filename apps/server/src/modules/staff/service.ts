import type { StaffListEntry, StaffRole, StaffState } from "@shop/contracts/studio";
import type { StudioRecordDetail, StudioRecordEntry } from "@shop/contracts/studio-record";
import type { PasswordRefusal } from "@shop/domain/password-rules";
import { studioLimits } from "@shop/domain/studio";
import { normalizeEmail } from "@shop/domain/validation";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { staffSessions, staffSetupTokens, staffUsers, studioRecord } from "../../db/schema/staff.ts";
import { hashPassword, verifyDummyPassword, verifyPassword } from "../../platform/passwords.ts";
import { newPasswordProblem } from "../account/password-rules.ts";
import { hashToken, newToken } from "../account/sessions.ts";
import type { StaffUser } from "./sessions.ts";

/** Who made a change, as recordStudioChange takes it: the signed-in member, or the command line. */
export interface StudioActor {
  id: number | null;
  email: string;
}

/** The command line's name in the record (`npm run shop -- studio …`). */
export const commandLineActor: StudioActor = { id: null, email: "command line" };
/** The operator's routes' name in the record (`/api/operator/…`, the bearer token). */
export const operatorActor: StudioActor = { id: null, email: "operator" };

export interface StudioChange {
  staff: StudioActor;
  /** A dotted name: `<area>.<verb>`, e.g. `staff.invite`, `job.rename`. */
  action: string;
  objectType: string;
  objectId?: string | number | null;
  /** What changed, for the owner to read: flat names and values, never a secret (a password, a token, a code). */
  detail?: StudioRecordDetail;
}

/**
 * Records a change made in the studio. Call it in the transaction that makes the change, so a change is never made
 * without its line, nor a line written for a change that was rolled back.
 */
export async function recordStudioChange(tx: Db | Tx, change: StudioChange): Promise<void> {
  await tx.insert(studioRecord).values({
    staffId: change.staff.id,
    staffEmail: change.staff.email,
    action: change.action,
    objectType: change.objectType,
    objectId: change.objectId === undefined || change.objectId === null ? null : String(change.objectId),
    detail: change.detail ?? {},
  });
}

const memberColumns = {
  id: staffUsers.id,
  uuid: staffUsers.uuid,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  state: staffUsers.state,
  passwordHash: staffUsers.passwordHash,
  createdAt: staffUsers.createdAt,
};

type MemberRow = { role: string; state: string } & Omit<StaffUser, "role" | "state">;

function toStaffUser(row: MemberRow): StaffUser {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    state: row.state as StaffState,
  };
}

/** The member by the uuid the studio shows, or null. */
export async function memberByUuid(db: Db | Tx, uuid: string): Promise<StaffUser | null> {
  const [row] = await db.select(memberColumns).from(staffUsers).where(eq(staffUsers.uuid, uuid)).limit(1);
  return row ? toStaffUser(row) : null;
}

/** The member by id (whose passkey signed in), or null. */
export async function memberById(db: Db | Tx, id: number): Promise<StaffUser | null> {
  const [row] = await db.select(memberColumns).from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ? toStaffUser(row) : null;
}

async function memberByEmail(db: Db | Tx, email: string) {
  const [row] = await db.select(memberColumns).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row ?? null;
}

/** The active member for a correct e-mail and password; an unknown e-mail costs one hash check too. */
export async function authenticateStaff(db: Db, email: string, password: string): Promise<StaffUser | null> {
  const row = await memberByEmail(db, normalizeEmail(email));
  if (!row || row.passwordHash === null || row.state !== "active") {
    await verifyDummyPassword(password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, password)) ? toStaffUser(row) : null;
}

/** What names a member's sign-in counters besides the address: the password hash, so a new password starts afresh. */
export async function staffPasswordStamp(db: Db, email: string): Promise<string | null> {
  return (await memberByEmail(db, email))?.passwordHash ?? null;
}

/** Whether the shop has an owner who has set up their sign-in: until then production shows nothing of the studio. */
export async function activeOwnerExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), eq(staffUsers.state, "active")))
    .limit(1);
  return row !== undefined;
}

/** A new one-time set-up link's token for the member: 15 minutes, used once; earlier unused links of theirs end. */
export async function issueSetupToken(
  tx: Db | Tx,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + studioLimits.setupLinkMs);
  await tx.insert(staffSetupTokens).values({ tokenHash: hashToken(token), staffId, expiresAt });
  return { token, expiresAt };
}

export interface StaffSetupLink {
  staff: StaffUser;
  token: string;
  expiresAt: Date;
  created: boolean;
}

/**
 * A one-time set-up link for the e-mail's member in this role: a new member is made (invited), an existing one takes
 * the role and a new link (the way back in when the password is lost: the link sets a new one). The command line
 * (`npm run shop -- studio owner <email>`) and the operator's route call it; the studio's invitations will too.
 */
export async function issueStaffSetupLink(
  db: Db,
  member: { email: string; role: StaffRole; name?: string },
  actor: StudioActor,
  now: Date = new Date(),
  /** What else commits with the link (the invitation's mail, which carries the token). */
  withLink?: (tx: Tx, link: StaffSetupLink) => Promise<void>,
): Promise<StaffSetupLink> {
  const address = normalizeEmail(member.email);
  return db.transaction(async (tx) => {
    const existing = await memberByEmail(tx, address);
    let row: MemberRow;
    if (existing) {
      if (existing.role !== member.role)
        await tx.update(staffUsers).set({ role: member.role }).where(eq(staffUsers.id, existing.id));
      row = { ...existing, role: member.role };
    } else {
      const [inserted] = await tx
        .insert(staffUsers)
        .values({
          email: address,
          name: member.name ?? address.split("@")[0] ?? address,
          role: member.role,
          state: "invited",
        })
        .returning(memberColumns);
      if (!inserted) throw new Error("inserting a staff member returned no row");
      row = inserted;
    }
    const link = await issueSetupToken(tx, row.id, now);
    await recordStudioChange(tx, {
      staff: actor,
      action: existing ? "staff.link" : "staff.create",
      objectType: "staff",
      objectId: row.uuid,
      detail: { email: address, role: member.role },
    });
    const made = { staff: toStaffUser(row), ...link, created: !existing };
    await withLink?.(tx, made);
    return made;
  });
}

/** The address of a set-up link's page in the studio. */
export function setupLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/studio/setup?token=${encodeURIComponent(token)}`;
}

/** The member a set-up token is for, while it is unused and fresh; null otherwise (the caller does not say which). */
export async function setupTokenHolder(db: Db | Tx, token: string, now: Date) {
  const [row] = await db
    .select({ ...memberColumns, expiresAt: staffSetupTokens.expiresAt })
    .from(staffSetupTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSetupTokens.staffId))
    .where(
      and(
        eq(staffSetupTokens.tokenHash, hashToken(token)),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type SetupResult =
  | { kind: "done"; staff: StaffUser }
  | { kind: "invalid-link" }
  | { kind: "too-short" }
  | { kind: "refused"; problem: PasswordRefusal };

/**
 * Sets the member's password through the one-time link, once: claiming the token, the password and the state commit
 * together, and the member's other sessions end (whoever knew an old password is signed out).
 */
export async function completeSetup(
  db: Db,
  portalId: number,
  token: string,
  password: string,
  now: Date,
): Promise<SetupResult> {
  const holder = await setupTokenHolder(db, token, now);
  if (!holder) return { kind: "invalid-link" };
  if (password.length < studioLimits.passwordMin) return { kind: "too-short" };
  const problem = await newPasswordProblem(db, portalId, password, holder.email);
  if (problem) return { kind: "refused", problem };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffSetupTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffSetupTokens.tokenHash, hashToken(token)),
          isNull(staffSetupTokens.usedAt),
          gt(staffSetupTokens.expiresAt, now),
        ),
      )
      .returning({ staffId: staffSetupTokens.staffId });
    if (!claimed) return { kind: "invalid-link" } as const;
    const [row] = await tx
      .update(staffUsers)
      .set({ passwordHash, state: "active" })
      .where(eq(staffUsers.id, claimed.staffId))
      .returning(memberColumns);
    if (!row) return { kind: "invalid-link" } as const;
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    const staff = toStaffUser(row);
    await recordStudioChange(tx, {
      staff,
      action: "staff.set-up",
      objectType: "staff",
      objectId: staff.uuid,
    });
    return { kind: "done", staff } as const;
  });
}

/** A member with a password already chosen (the demo's owner); the studio's own invitations go through set-up links. */
export async function addActiveStaff(
  tx: Db | Tx,
  member: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffUser> {
  const [row] = await tx
    .insert(staffUsers)
    .values({
      email: normalizeEmail(member.email),
      name: member.name,
      role: member.role,
      state: "active",
      passwordHash: await hashPassword(member.password),
    })
    .returning(memberColumns);
  if (!row) throw new Error("inserting a staff member returned no row");
  return toStaffUser(row);
}

const roleOrder = sql`case ${staffUsers.role} when 'owner' then 0 when 'staff' then 1 else 2 end`;

/** Everyone who works in the studio: owners first, then staff and support, each by name. */
export async function listStaff(db: Db): Promise<StaffListEntry[]> {
  const rows = await db
    .select(memberColumns)
    .from(staffUsers)
    .orderBy(roleOrder, asc(staffUsers.name), asc(staffUsers.id));
  return rows.map((row) => ({ ...toStaffUser(row), createdAt: row.createdAt.toISOString() }));
}

/** The record newest first, a page at a time: `before` is the previous page's `next`. */
export async function readStudioRecord(
  db: Db,
  options: { before?: string; limit: number },
): Promise<{ entries: StudioRecordEntry[]; next: string | null }> {
  // The cursor is the last id shown: ids grow with every line, so a new line never shifts the pages being read.
  const before = options.before === undefined ? null : Number(options.before);
  const rows = await db
    .select()
    .from(studioRecord)
    .where(before === null || !Number.isSafeInteger(before) ? undefined : lt(studioRecord.id, before))
    .orderBy(desc(studioRecord.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staffEmail: row.staffEmail,
      action: row.action,
      objectType: row.objectType,
      objectId: row.objectId,
      detail: row.detail,
    })),
    next: rows.length > options.limit && last ? String(last.id) : null,
  };
}
