import type { SupportParentResponse, SupportParentSummary } from "@shop/contracts/studio-support";
import type { Db, Tx } from "../../db/client.ts";
import { type Mailer, mailsTo, sendMailAgain } from "../../platform/mail.ts";
import type { AccessCodeKeys } from "../access/codes.ts";
import { findSubjectByCode } from "../access/service.ts";
import { endSessionsOf } from "../account/sessions.ts";
import { createSimulationLink } from "../account/simulation.ts";
import {
  containsPattern,
  openSessionsOf,
  type ParentAccount,
  parentByUuid,
  parentsByIds,
  parentsMatching,
} from "../account/support-reads.ts";
import { sentInvites } from "../invites/service.ts";
import { listOrders } from "../orders/service.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { setNamesOfUsers, setsOfUser, usersWithChildNamed, usersWithSubject } from "../subjects/jobs.ts";
import { addSubjectToUser } from "../subjects/scope.ts";

/**
 * Support in the studio (issue 30): find a parent and see what the shop holds of them. Each read is the owning
 * module's service; this module puts them side by side and records every change support makes.
 */
export interface SupportDeps {
  db: Db;
  keys: AccessCodeKeys;
  portalId: number;
}

/** The parents an e-mail address, a name, a child's name or an access code finds, the code's first. */
export async function findParents(deps: SupportDeps, text: string): Promise<SupportParentSummary[]> {
  const { db, portalId } = deps;
  const found = new Map<number, { account: ParentAccount; matchedBy: SupportParentSummary["matchedBy"] }>();
  const add = (
    accounts: ParentAccount[],
    matchedBy: (a: ParentAccount) => SupportParentSummary["matchedBy"],
  ) => {
    for (const account of accounts) {
      if (!found.has(account.id)) found.set(account.id, { account, matchedBy: matchedBy(account) });
    }
  };
  const subject = await findSubjectByCode(db, deps.keys, portalId, text);
  if (subject)
    add(await parentsByIds(db, portalId, await usersWithSubject(db, subject.subjectId)), () => "code");
  const lower = text.trim().toLowerCase();
  add(await parentsMatching(db, portalId, text), (a) => (a.email.includes(lower) ? "email" : "name"));
  add(
    await parentsByIds(db, portalId, await usersWithChildNamed(db, portalId, containsPattern(text.trim()))),
    () => "child",
  );
  const parents = [...found.values()].slice(0, 50);
  const children = await setNamesOfUsers(
    db,
    parents.map(({ account }) => account.id),
  );
  return parents.map(({ account, matchedBy }) => ({
    uuid: account.uuid,
    email: account.email,
    name: account.name,
    matchedBy,
    children: (children.get(account.id) ?? []).slice(0, 100),
  }));
}

/** One parent as support sees them: sets and how each came, orders, invites, the mails kept, open sessions. */
export async function parentDetail(
  deps: SupportDeps,
  userUuid: string,
  now: Date,
): Promise<SupportParentResponse | null> {
  const { db, portalId } = deps;
  const parent = await parentByUuid(db, portalId, userUuid);
  if (!parent) return null;
  const [sets, orders, invites, mails, sessions] = await Promise.all([
    setsOfUser(db, parent.id),
    listOrders(db, portalId, parent.id),
    sentInvites(db, { userId: parent.id, portalId }, undefined, now),
    mailsTo(db, parent.email),
    openSessionsOf(db, parent.id, now),
  ]);
  return {
    parent: {
      uuid: parent.uuid,
      email: parent.email,
      name: parent.name,
      createdAt: parent.createdAt.toISOString(),
    },
    sets: sets.map((s) => ({ ...s, addedAt: s.addedAt.toISOString() })),
    orders: orders.map((o) => ({
      uuid: o.uuid,
      confirmTime: o.confirmTime,
      status: o.status,
      totalPrice: o.totalPrice,
      currency: o.currency,
    })),
    invites: invites.map((i) => ({
      uuid: i.uuid,
      recipient: i.recipient,
      pictureSets: i.pictureSets.map((s) => s.name),
      status: i.status,
      sentAt: i.sentAt,
    })),
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      simulatedBy: s.simulatedBy,
    })),
  };
}

/** A line of the studio's record for a change support made to a parent. */
function recordForParent(
  db: Db | Tx,
  actor: StudioActor,
  parent: ParentAccount,
  action: string,
  detail?: Record<string, string | number>,
) {
  return recordStudioChange(db, {
    staff: actor,
    action,
    objectType: "parent",
    objectId: parent.uuid,
    ...(detail ? { detail } : {}),
  });
}

export type AddSetResult = "added" | "already" | "no-parent" | "no-code";

/** Adds the set of a code to a parent's account, with support's reason in the record. */
export async function addSetToParent(
  deps: SupportDeps,
  actor: StudioActor,
  userUuid: string,
  request: { code: string; reason: string },
): Promise<AddSetResult> {
  const { db, portalId } = deps;
  const parent = await parentByUuid(db, portalId, userUuid);
  if (!parent) return "no-parent";
  const subject = await findSubjectByCode(db, deps.keys, portalId, request.code);
  if (!subject) return "no-code";
  return db.transaction(async (tx) => {
    const added = await addSubjectToUser(tx, parent.id, subject.subjectId);
    if (!added) return "already";
    await recordForParent(tx, actor, parent, "support.add-set", {
      pictureSet: subject.name,
      reason: request.reason,
    });
    return "added";
  });
}

/** Support's one-time link to the shop as this parent (the `user simulate` command's service), recorded. */
export async function simulateParent(
  deps: SupportDeps & { publicUrl: string },
  actor: StudioActor,
  userUuid: string,
  now: Date,
) {
  const parent = await parentByUuid(deps.db, deps.portalId, userUuid);
  if (!parent) return null;
  const link = await createSimulationLink(
    deps.db,
    deps.portalId,
    { email: parent.email, operator: actor.email },
    deps.publicUrl,
    now,
  );
  if (link) await recordForParent(deps.db, actor, parent, "support.simulate");
  return link;
}

/** Ends every session of the parent (signed out everywhere), recorded. */
export async function endParentSessions(
  deps: SupportDeps,
  actor: StudioActor,
  userUuid: string,
): Promise<boolean> {
  const parent = await parentByUuid(deps.db, deps.portalId, userUuid);
  if (!parent) return false;
  await endSessionsOf(deps.db, parent.id);
  await recordForParent(deps.db, actor, parent, "support.end-sessions");
  return true;
}

/** Sends a mail the outbox keeps for the parent again, recorded. */
export async function resendParentMail(
  deps: SupportDeps & { mailer: Mailer },
  actor: StudioActor,
  userUuid: string,
  mailId: number,
): Promise<boolean> {
  const parent = await parentByUuid(deps.db, deps.portalId, userUuid);
  if (!parent) return false;
  const sent = await sendMailAgain(deps.mailer, deps.db, mailId, parent.email);
  if (sent) await recordForParent(deps.db, actor, parent, "support.resend-mail", { mail: mailId });
  return sent;
}
