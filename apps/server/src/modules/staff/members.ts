import type { StaffRole } from "@shop/contracts/studio";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { staffPasskeys, staffRecoveryCodes, staffSessions, staffUsers } from "../../db/schema/staff.ts";
import type { Mailer } from "../../platform/mail.ts";
import { staffInviteMail } from "./invite-mail.ts";
import {
  issueStaffSetupLink,
  memberByUuid,
  recordStudioChange,
  type StudioActor,
  setupLinkUrl,
} from "./service.ts";
import type { StaffUser } from "./sessions.ts";

export type MemberChange =
  | { kind: "done" }
  | { kind: "not-found" }
  | { kind: "last-owner" }
  | { kind: "taken" };

/** Whether another owner than this member exists: the shop never loses its last owner. */
async function anotherOwner(tx: Db | Tx, staffId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), eq(staffUsers.state, "active"), ne(staffUsers.id, staffId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The owner invites a new member: the member is made (invited) and mailed a one-time set-up link (15 minutes),
 * through the outbox in the same transaction. An e-mail that is a member already is refused.
 */
export async function inviteMember(
  db: Db,
  mailer: Mailer,
  invite: { email: string; name: string; role: StaffRole; publicUrl: string; shopName: string },
  actor: StudioActor,
  at: Date,
): Promise<{ kind: "done"; staff: StaffUser } | { kind: "taken" }> {
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, invite.email))
    .limit(1);
  if (existing) return { kind: "taken" };
  const link = await issueStaffSetupLink(
    db,
    { email: invite.email, role: invite.role, name: invite.name },
    actor,
    at,
    async (tx, made) => {
      await mailer.enqueue(
        staffInviteMail({
          to: invite.email,
          name: invite.name,
          shopName: invite.shopName,
          inviter: actor.email,
          link: setupLinkUrl(invite.publicUrl, made.token),
        }),
        tx,
      );
    },
  );
  return { kind: "done", staff: link.staff };
}

/**
 * The owner sends a member a new one-time set-up link by mail: an invitation whose link ended, or a member who lost
 * the password (using the link sets a new one and ends their sessions). Earlier unused links end.
 */
export async function resendLink(
  db: Db,
  mailer: Mailer,
  uuid: string,
  shop: { publicUrl: string; shopName: string },
  actor: StudioActor,
  at: Date,
): Promise<MemberChange> {
  const member = await memberByUuid(db, uuid);
  if (!member) return { kind: "not-found" };
  await issueStaffSetupLink(db, { email: member.email, role: member.role }, actor, at, async (tx, made) => {
    await mailer.enqueue(
      staffInviteMail({
        to: member.email,
        name: member.name,
        shopName: shop.shopName,
        inviter: actor.email,
        link: setupLinkUrl(shop.publicUrl, made.token),
      }),
      tx,
    );
  });
  return { kind: "done" };
}

/** The owner changes a member's role; the last active owner keeps it. */
export async function changeRole(
  db: Db,
  uuid: string,
  role: StaffRole,
  actor: StudioActor,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const member = await memberByUuid(tx, uuid);
    if (!member) return { kind: "not-found" };
    if (member.role === role) return { kind: "done" };
    if (member.role === "owner" && !(await anotherOwner(tx, member.id))) return { kind: "last-owner" };
    await tx.update(staffUsers).set({ role }).where(eq(staffUsers.id, member.id));
    await recordStudioChange(tx, {
      staff: actor,
      action: "staff.role",
      objectType: "staff",
      objectId: member.uuid,
      detail: { email: member.email, from: member.role, to: role },
    });
    return { kind: "done" };
  });
}

/** The owner removes a member: their sessions, passkeys and links go with them; the record keeps their e-mail. */
export async function removeMember(db: Db, uuid: string, actor: StudioActor): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const member = await memberByUuid(tx, uuid);
    if (!member) return { kind: "not-found" };
    if (member.role === "owner" && !(await anotherOwner(tx, member.id))) return { kind: "last-owner" };
    await tx.delete(staffUsers).where(eq(staffUsers.id, member.id));
    await recordStudioChange(tx, {
      staff: actor,
      action: "staff.remove",
      objectType: "staff",
      objectId: member.uuid,
      detail: { email: member.email, role: member.role },
    });
    return { kind: "done" };
  });
}

/**
 * The owner resets a member's second factors (a lost phone): their passkeys, authenticator app and recovery codes go,
 * and their sessions end. They sign in with the password again and, in production, set up a factor before anything
 * else; a member who lost the password too gets a new set-up link.
 */
export async function resetSignInFactors(db: Db, uuid: string, actor: StudioActor): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const member = await memberByUuid(tx, uuid);
    if (!member) return { kind: "not-found" };
    const [before] = await tx
      .select({ totpSecret: staffUsers.totpSecret })
      .from(staffUsers)
      .where(eq(staffUsers.id, member.id))
      .for("update");
    await tx
      .update(staffUsers)
      .set({ totpSecret: null, totpPendingSecret: null })
      .where(eq(staffUsers.id, member.id));
    const passkeys = await tx
      .delete(staffPasskeys)
      .where(eq(staffPasskeys.staffId, member.id))
      .returning({ id: staffPasskeys.id });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, member.id));
    await recordStudioChange(tx, {
      staff: actor,
      action: "staff.factors-reset",
      objectType: "staff",
      objectId: member.uuid,
      detail: { email: member.email, passkeys: passkeys.length, totp: (before?.totpSecret ?? null) !== null },
    });
    return { kind: "done" };
  });
}
