import { createHash, randomBytes } from "node:crypto";
import type { InviteLandingResponse, InviteStatus, SentInvite } from "@shop/contracts/invites";
import { inviteLimits, sizeLimits } from "@shop/domain/limits";
import { shareRecipients } from "@shop/domain/share";
import { normalizeEmail } from "@shop/domain/validation";
import { and, count, desc, eq, gt, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { inviteSubjects, invites } from "../../db/schema/invites.ts";
import type { Mailer } from "../../platform/mail.ts";
import { mailRecipientsOf } from "../account/preferences.ts";
import { getProfile } from "../account/service.ts";
import { shopProfile } from "../content/service.ts";
import { subjectsByIds } from "../subjects/jobs.ts";
import {
  addSubjectToUser,
  openableSubjects,
  removeInvitedSubjects,
  type Viewer,
  visibleSubject,
  visibleSubjects,
} from "../subjects/scope.ts";
import { inviteMail } from "./mail.ts";

const dayMs = 24 * 3600_000;
/** Where a recipient goes once the sets are in their account. */
export const pictureSetsPath = "/my-account/picture-sets";

/** The share call's refusals (spec 03 §8: the web shows the text in an alert). */
export const shareTexts = {
  noPictureSets: "Select picture set(s)",
  noRecipients: "Please add recipients",
  notShareable:
    "Only your own picture sets that are still in the shop can be shared. Please choose the picture sets again.",
  senderLimit: `You can send ${inviteLimits.perUserPerDay} invites a day. Please try again tomorrow.`,
  recipientLimit: (address: string) =>
    `${address} cannot receive more invites today. Please try again tomorrow.`,
} as const;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Lock namespaces of pg_advisory_xact_lock: the invites of one sender, and those to one address. */
const senderLockNamespace = 8_101;
const recipientLockNamespace = 8_102;

export type ShareResult = { error: string; recipients: [] } | { error: null; recipients: string[] };

/**
 * Sends one invite (a row and a mail, in one transaction) to each recipient for the user's chosen sets: their own
 * sets (by code) whose job is not archived. The limits per sender and per recipient count the table, under advisory
 * locks, so every process and every concurrent call agree.
 */
export async function shareSubjects(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, "publicUrl">,
  viewer: Viewer,
  input: { emails: readonly string[]; subjectUuids: readonly string[] },
  now: Date = new Date(),
): Promise<ShareResult> {
  const refuse = (error: string): ShareResult => ({ error, recipients: [] });
  const wanted = [...new Set(input.subjectUuids)];
  if (wanted.length === 0) return refuse(shareTexts.noPictureSets);
  const sender = await getProfile(db, viewer.userId);
  if (!sender) throw new Error("the signed-in user no longer exists");
  const recipients = shareRecipients(input.emails).filter((address) => address !== sender.email);
  if (recipients.length === 0) return refuse(shareTexts.noRecipients);
  // "buy": jobs that are not archived; only the user's own sets, not those shared with them.
  const own = new Map(
    (await visibleSubjects(db, viewer, "buy"))
      .filter((set) => set.source === "code")
      .map((set) => [set.uuid, set]),
  );
  const sets = wanted.map((uuid) => own.get(uuid));
  if (sets.some((set) => set === undefined)) return refuse(shareTexts.notShareable);
  const chosen = sets.filter((set) => set !== undefined);
  const shop = await shopProfile(db, viewer.portalId);
  const since = new Date(now.getTime() - dayMs);
  const expiresAt = new Date(now.getTime() + inviteLimits.validDays * dayMs);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${senderLockNamespace}::int, ${viewer.userId}::int)`);
    for (const address of [...recipients].sort()) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${recipientLockNamespace}::int, hashtext(${address}))`,
      );
    }
    const [sent] = await tx
      .select({ n: count() })
      .from(invites)
      .where(and(eq(invites.senderId, viewer.userId), gt(invites.sentAt, since)));
    if ((sent?.n ?? 0) + recipients.length > inviteLimits.perUserPerDay)
      return refuse(shareTexts.senderLimit);
    const received = await tx
      .select({ recipient: invites.recipient, n: count() })
      .from(invites)
      .where(and(inArray(invites.recipient, recipients), gt(invites.sentAt, since)))
      .groupBy(invites.recipient);
    const full = recipients.find(
      (address) => (received.find((r) => r.recipient === address)?.n ?? 0) >= inviteLimits.perRecipientPerDay,
    );
    if (full !== undefined) return refuse(shareTexts.recipientLimit(full));

    for (const recipient of recipients) {
      const token = randomBytes(32).toString("base64url");
      const [invite] = await tx
        .insert(invites)
        .values({ senderId: viewer.userId, recipient, tokenHash: hashToken(token), sentAt: now, expiresAt })
        .returning({ id: invites.id });
      if (!invite) throw new Error("inserting the invite returned no row");
      await tx
        .insert(inviteSubjects)
        .values(chosen.map((set) => ({ inviteId: invite.id, subjectId: set.id })));
      await mailer.enqueue(
        inviteMail({
          to: recipient,
          sender: { name: sender.name, email: sender.email },
          lang: sender.lang,
          pictureSets: chosen.map((set) => set.name),
          link: `${config.publicUrl}/invite/${token}`,
          expiresAt,
          shopName: shop.name,
        }),
        tx,
      );
    }
    return { error: null, recipients };
  });
}

/** An invite whose link still works for `userId` (or for anyone, when no user is signed in and it is unused). */
function usableBy(tokenHash: string, userId: number | null, now: Date) {
  return and(
    eq(invites.tokenHash, tokenHash),
    isNull(invites.revokedAt),
    gt(invites.expiresAt, now),
    userId === null
      ? isNull(invites.acceptedAt)
      : and(ne(invites.senderId, userId), or(isNull(invites.acceptedAt), eq(invites.acceptedBy, userId))),
  );
}

async function subjectIdsOf(db: Db | Tx, inviteIds: readonly number[]): Promise<Map<number, number[]>> {
  const bySubject = new Map<number, number[]>();
  if (inviteIds.length === 0) return bySubject;
  const rows = await db
    .select({ inviteId: inviteSubjects.inviteId, subjectId: inviteSubjects.subjectId })
    .from(inviteSubjects)
    .where(inArray(inviteSubjects.inviteId, [...inviteIds]));
  for (const row of rows) {
    const list = bySubject.get(row.inviteId);
    if (list) list.push(row.subjectId);
    else bySubject.set(row.inviteId, [row.subjectId]);
  }
  return bySubject;
}

/**
 * What a link offers: who sent it and the sets it still opens (a set whose job was archived since opens nothing,
 * as its code would not). Null when the token is unknown, revoked, expired, used by another account, or opens nothing.
 */
export async function inviteLanding(
  db: Db,
  portalId: number,
  token: string,
  userId: number | null,
  now: Date = new Date(),
): Promise<InviteLandingResponse | null> {
  const [invite] = await db
    .select({
      id: invites.id,
      senderId: invites.senderId,
      recipient: invites.recipient,
      expiresAt: invites.expiresAt,
    })
    .from(invites)
    .where(usableBy(hashToken(token), userId, now))
    .limit(1);
  if (!invite) return null;
  const sender = await getProfile(db, invite.senderId);
  const sets = await openableSubjects(
    db,
    portalId,
    (await subjectIdsOf(db, [invite.id])).get(invite.id) ?? [],
  );
  if (!sender || sets.length === 0) return null;
  return {
    // As the invite mail says it: a recipient should know who sends pictures of a child before taking them.
    sender: sender.name?.trim() ? sender.name.trim().slice(0, sizeLimits.answerLabel) : sender.email,
    recipient: invite.recipient,
    pictureSets: sets.map((set) => ({ name: set.name, jobName: set.jobName })),
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** Why an accept did not happen: the link does not work (any more) for this account. */
export class InviteUnusableError extends Error {
  constructor() {
    super("the invite link does not work for this account");
  }
}

/**
 * Accepts the invite for the user, in the caller's transaction: the link is used (by this user, once; the same user
 * again is fine) and its sets join the account as 'invite' (a set already there stays as it was). Throws
 * InviteUnusableError when the link does not work for the user.
 */
export async function acceptInviteIn(
  tx: Db | Tx,
  portalId: number,
  token: string,
  userId: number,
  now: Date = new Date(),
): Promise<string[]> {
  const [claimed] = await tx
    .update(invites)
    .set({
      acceptedBy: userId,
      acceptedAt: sql`coalesce(${invites.acceptedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(usableBy(hashToken(token), userId, now))
    .returning({ id: invites.id });
  if (!claimed) throw new InviteUnusableError();
  const sets = await openableSubjects(
    tx,
    portalId,
    (await subjectIdsOf(tx, [claimed.id])).get(claimed.id) ?? [],
  );
  if (sets.length === 0) throw new InviteUnusableError();
  for (const set of sets) await addSubjectToUser(tx, userId, set.id, "invite");
  return sets.map((set) => set.uuid);
}

/** acceptInviteIn in its own transaction; null when the link does not work for the user. */
export async function acceptInvite(
  db: Db,
  portalId: number,
  token: string,
  userId: number,
  now: Date = new Date(),
): Promise<string[] | null> {
  try {
    return await db.transaction((tx) => acceptInviteIn(tx, portalId, token, userId, now));
  } catch (error) {
    if (error instanceof InviteUnusableError) return null;
    throw error;
  }
}

type InviteRow = typeof invites.$inferSelect;

function statusOf(invite: InviteRow, now: Date): InviteStatus {
  if (invite.revokedAt !== null) return "revoked";
  if (invite.acceptedAt !== null) return "accepted";
  if (invite.expiresAt <= now) return "expired";
  return "sent";
}

/** The sender's invites, newest first; with `pictureSetUuid`, those that open that set of theirs. */
export async function sentInvites(
  db: Db,
  viewer: Viewer,
  pictureSetUuid: string | undefined,
  now: Date = new Date(),
): Promise<SentInvite[]> {
  let subjectId: number | undefined;
  if (pictureSetUuid !== undefined) {
    const set = await visibleSubject(db, viewer, "see", pictureSetUuid);
    if (!set) return [];
    subjectId = set.id;
  }
  const rows = await db
    .select()
    .from(invites)
    .where(
      and(
        eq(invites.senderId, viewer.userId),
        subjectId === undefined
          ? undefined
          : inArray(
              invites.id,
              db
                .select({ id: inviteSubjects.inviteId })
                .from(inviteSubjects)
                .where(eq(inviteSubjects.subjectId, subjectId)),
            ),
      ),
    )
    .orderBy(desc(invites.sentAt), desc(invites.id))
    .limit(sizeLimits.answerItems);
  const setsOf = await subjectIdsOf(
    db,
    rows.map((r) => r.id),
  );
  const subjects = await subjectsByIds(db, [...setsOf.values()].flat());
  return rows.map((row) => ({
    uuid: row.uuid,
    recipient: row.recipient,
    pictureSets: (setsOf.get(row.id) ?? []).flatMap((id) => {
      const subject = subjects.get(id);
      return subject ? [{ uuid: subject.uuid, name: subject.name }] : [];
    }),
    status: statusOf(row, now),
    sentAt: row.sentAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  }));
}

/**
 * Ends the invites' grants (in the caller's transaction): each one's sets leave the account that accepted it, unless
 * the account has them by its own code or by another invite that still stands.
 */
async function withdrawGrants(tx: Db | Tx, ended: ReadonlyArray<Pick<InviteRow, "id" | "acceptedBy">>) {
  const setsOf = await subjectIdsOf(
    tx,
    ended.map((i) => i.id),
  );
  const endedIds = ended.map((i) => i.id);
  for (const invite of ended) {
    if (invite.acceptedBy === null) continue;
    const subjectIds = setsOf.get(invite.id) ?? [];
    if (subjectIds.length === 0) continue;
    const standing = await tx
      .select({ subjectId: inviteSubjects.subjectId })
      .from(inviteSubjects)
      .innerJoin(invites, eq(invites.id, inviteSubjects.inviteId))
      .where(
        and(
          eq(invites.acceptedBy, invite.acceptedBy),
          isNull(invites.revokedAt),
          inArray(inviteSubjects.subjectId, subjectIds),
          notInArray(invites.id, endedIds),
        ),
      );
    const kept = new Set(standing.map((s) => s.subjectId));
    await removeInvitedSubjects(
      tx,
      invite.acceptedBy,
      subjectIds.filter((id) => !kept.has(id)),
    );
  }
}

/** Revokes the sender's invite (again is fine); false when it is not theirs. */
export async function revokeInvite(
  db: Db,
  senderId: number,
  uuid: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select()
      .from(invites)
      .where(and(eq(invites.uuid, uuid), eq(invites.senderId, senderId)))
      .limit(1)
      .for("update");
    if (!invite) return false;
    if (invite.revokedAt !== null) return true;
    await tx.update(invites).set({ revokedAt: now }).where(eq(invites.id, invite.id));
    await withdrawGrants(tx, [invite]);
    return true;
  });
}

/** The user's invites for their data export (issue 13): those they sent, and those they accepted (no sender address). */
export interface InvitesExport {
  sent: Array<{
    recipient: string;
    pictureSets: string[];
    status: InviteStatus;
    sentAt: string;
    expiresAt: string;
    acceptedAt: string | null;
    revokedAt: string | null;
  }>;
  accepted: Array<{
    senderName: string | null;
    pictureSets: string[];
    sentAt: string;
    acceptedAt: string | null;
  }>;
}

export async function invitesForExport(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<InvitesExport> {
  const sent = await db.select().from(invites).where(eq(invites.senderId, userId)).orderBy(invites.sentAt);
  const accepted = await db
    .select()
    .from(invites)
    .where(eq(invites.acceptedBy, userId))
    .orderBy(invites.sentAt);
  const setsOf = await subjectIdsOf(
    db,
    [...sent, ...accepted].map((i) => i.id),
  );
  const subjects = await subjectsByIds(db, [...setsOf.values()].flat());
  const names = (inviteId: number) =>
    (setsOf.get(inviteId) ?? []).flatMap((id) => {
      const name = subjects.get(id)?.name;
      return name === undefined ? [] : [name];
    });
  const senders = await mailRecipientsOf(
    db,
    accepted.map((i) => i.senderId),
  );
  return {
    sent: sent.map((i) => ({
      recipient: i.recipient,
      pictureSets: names(i.id),
      status: statusOf(i, now),
      sentAt: i.sentAt.toISOString(),
      expiresAt: i.expiresAt.toISOString(),
      acceptedAt: i.acceptedAt?.toISOString() ?? null,
      revokedAt: i.revokedAt?.toISOString() ?? null,
    })),
    accepted: accepted.map((i) => ({
      senderName: senders.get(i.senderId)?.name ?? null,
      pictureSets: names(i.id),
      sentAt: i.sentAt.toISOString(),
      acceptedAt: i.acceptedAt?.toISOString() ?? null,
    })),
  };
}

/** What an invite to a deleted account shows its sender in place of the address. */
export const erasedRecipient = "(deleted account)";

/**
 * Erases the user's invites (their account is being deleted, in the caller's transaction): the invites they sent go,
 * and what those granted leaves the recipients' accounts as a revoke would. Invites to them — accepted by them or sent
 * to their address — stay in their senders' lists without the address: an accepted one stays used, by nobody; one not
 * yet accepted is revoked, since its address asked to be forgotten.
 */
export async function eraseInvitesOf(
  tx: Db | Tx,
  userId: number,
  email: string,
  now: Date = new Date(),
): Promise<void> {
  const sent = await tx
    .select({ id: invites.id, acceptedBy: invites.acceptedBy })
    .from(invites)
    .where(and(eq(invites.senderId, userId), isNull(invites.revokedAt)));
  await withdrawGrants(tx, sent);
  await tx.delete(invites).where(eq(invites.senderId, userId));
  await tx
    .update(invites)
    .set({
      acceptedBy: null,
      recipient: erasedRecipient,
      revokedAt: sql`case when ${invites.acceptedAt} is null then coalesce(${invites.revokedAt}, ${now.toISOString()}::timestamptz) else ${invites.revokedAt} end`,
    })
    .where(or(eq(invites.acceptedBy, userId), eq(invites.recipient, normalizeEmail(email))));
}
