import {
  packagePriceReminderDue,
  type ReminderKind,
  reminderWindow,
  yearbookPoseReminderDue,
} from "@shop/domain/reminders";
import { and, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { withCustomPlans } from "../../db/plans.ts";
import { remindersSent } from "../../db/schema/reminders.ts";
import type { Mailer, MailMessage } from "../../platform/mail.ts";
import { type MailRecipient, mailRecipientsOf, remindersTurnedOff } from "../account/preferences.ts";
import { shopProfile } from "../content/service.ts";
import { orderedProductsOfUsers } from "../orders/service.ts";
import { offersEndingBetween } from "../packages/service.ts";
import { yearbookPosesChosen } from "../picture-sets/service.ts";
import {
  type AccountSubject,
  accountSubjectsOfJobs,
  accountSubjectsWithPoseDeadlineBetween,
} from "../subjects/scope.ts";
import { packagePriceReminderMail, yearbookPoseReminderMail } from "./mail.ts";

/**
 * Reminder mails (decision 0036): before a job's yearbook pose deadline and before a package offer's time-limited
 * price ends, to each parent whose picture set it concerns and who left reminders on for it. The operator's command
 * (`npm run shop -- mail reminders`) and the server's timer both call `sendDueReminders` with their clock.
 */

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  portalId: number;
  /** PUBLIC_URL: the links in the mails. */
  publicUrl: string;
}

/** How many reminders of each kind a run sent (or, in a dry run, would send). */
export type ReminderCounts = Record<ReminderKind, number>;

/** One reminder that is due: who, which set, what about, and the mail's own facts. */
interface DueReminder {
  kind: ReminderKind;
  userId: number;
  subjectId: number;
  /** The job (yearbook_pose) or the package offer (package_price). */
  aboutId: number;
  aboutMoment: Date;
  recipient: MailRecipient;
  mail: (shop: { name: string; currency: string; publicUrl: string }) => MailMessage;
}

const pairKey = (p: { userId: number; subjectId: number }) => `${p.userId}:${p.subjectId}`;
const sentKey = (r: {
  userId: number;
  subjectId: number;
  kind: string;
  aboutId: number;
  aboutMoment: Date;
}) => `${r.userId}:${r.subjectId}:${r.kind}:${r.aboutId}:${r.aboutMoment.getTime()}`;

/**
 * The candidates of both kinds at `now`, read from the jobs and offers whose moment falls in the kind's window (the
 * window reads pick rows by a time, so they are planned for their values: `withCustomPlans`), then what each parent
 * chose and did, decided by the domain's rules.
 */
async function dueReminders(db: Db, portalId: number, now: Date): Promise<DueReminder[]> {
  const poseWindow = reminderWindow("yearbook_pose", now);
  const priceWindow = reminderWindow("package_price", now);
  const { poseSets, offers } = await withCustomPlans(db, async (tx) => ({
    poseSets: await accountSubjectsWithPoseDeadlineBetween(tx, portalId, poseWindow.from, poseWindow.to),
    offers: await offersEndingBetween(tx, portalId, priceWindow.from, priceWindow.to),
  }));
  const offerSets = await accountSubjectsOfJobs(
    db,
    portalId,
    offers.map((o) => o.jobId),
  );
  const all: AccountSubject[] = [...poseSets, ...offerSets];
  if (all.length === 0) return [];
  const userIds = [...new Set(all.map((s) => s.userId))];
  const [recipients, turnedOff, posesChosen, ordered] = await Promise.all([
    mailRecipientsOf(db, userIds),
    remindersTurnedOff(db, all),
    yearbookPosesChosen(db, poseSets),
    orderedProductsOfUsers(
      db,
      [...new Set(offerSets.map((s) => s.userId))],
      offers.map((o) => o.productUuid),
    ),
  ]);

  const due: DueReminder[] = [];
  for (const set of poseSets) {
    const recipient = recipients.get(set.userId);
    const deadline = set.job.yearbookPoseDeadline;
    if (!recipient || deadline === null) continue;
    const isDue = yearbookPoseReminderDue(
      {
        deadline,
        qualifies: set.qualifyForSelectYearbookPose,
        poseChosen: posesChosen.has(pairKey(set)),
        remindersEnabled: !turnedOff.has(pairKey(set)),
        email: recipient.email,
      },
      now,
    );
    if (!isDue) continue;
    due.push({
      kind: "yearbook_pose",
      userId: set.userId,
      subjectId: set.subjectId,
      aboutId: set.job.id,
      aboutMoment: deadline,
      recipient,
      mail: (shop) =>
        yearbookPoseReminderMail({ to: recipient.email, name: recipient.name, lang: recipient.lang }, shop, {
          uuid: set.subjectUuid,
          name: set.subjectName,
          jobName: set.job.name,
          deadline,
        }),
    });
  }
  const setsOfJob = new Map<number, AccountSubject[]>();
  for (const set of offerSets) setsOfJob.set(set.job.id, [...(setsOfJob.get(set.job.id) ?? []), set]);
  for (const offer of offers) {
    for (const set of setsOfJob.get(offer.jobId) ?? []) {
      const recipient = recipients.get(set.userId);
      if (!recipient || offer.timeLimitedDiscountPrice === null) continue;
      const isDue = packagePriceReminderDue(
        {
          timeLimitedDiscountPrice: offer.timeLimitedDiscountPrice,
          timeLimitedDiscountEnds: offer.timeLimitedDiscountEnds,
          buyable: offer.type === "package" && offer.disabledReason === null && !set.job.isArchived,
          ordered: ordered.has(`${set.userId}:${set.subjectId}:${offer.productUuid}`),
          remindersEnabled: !turnedOff.has(pairKey(set)),
          email: recipient.email,
        },
        now,
      );
      if (!isDue) continue;
      const price = offer.timeLimitedDiscountPrice;
      due.push({
        kind: "package_price",
        userId: set.userId,
        subjectId: set.subjectId,
        aboutId: offer.id,
        aboutMoment: offer.timeLimitedDiscountEnds,
        recipient,
        mail: (shop) =>
          packagePriceReminderMail(
            { to: recipient.email, name: recipient.name, lang: recipient.lang },
            shop,
            {
              name: offer.name,
              price,
              priceAfter: offer.priceIncludingDiscount,
              ends: offer.timeLimitedDiscountEnds,
              subjectName: set.subjectName,
              jobName: set.job.name,
            },
          ),
      });
    }
  }
  return due;
}

/** Of the due reminders, the keys of those already sent (by the once-only key's user_id prefix). */
async function alreadySent(db: Db, due: readonly DueReminder[]): Promise<Set<string>> {
  if (due.length === 0) return new Set();
  const rows = await db
    .select({
      userId: remindersSent.userId,
      subjectId: remindersSent.subjectId,
      kind: remindersSent.kind,
      aboutId: remindersSent.aboutId,
      aboutMoment: remindersSent.aboutMoment,
    })
    .from(remindersSent)
    .where(
      and(
        inArray(remindersSent.userId, [...new Set(due.map((d) => d.userId))]),
        inArray(remindersSent.subjectId, [...new Set(due.map((d) => d.subjectId))]),
      ),
    );
  return new Set(rows.map(sentKey));
}

/**
 * Sends every reminder due at `now` that was not sent before: per reminder, one transaction inserts its row
 * (`on conflict do nothing` on the once-only key) and enqueues its mail in the outbox only when the row was new, so
 * two runs at once (the timer of two processes, the timer and the command) send it once. A dry run sends nothing
 * and counts what would go. The counts say how many of each kind; nothing else of the parents is told or logged.
 */
export async function sendDueReminders(
  deps: ReminderDeps,
  now: Date,
  options: { dryRun?: boolean } = {},
): Promise<ReminderCounts> {
  const counts: ReminderCounts = { yearbook_pose: 0, package_price: 0 };
  const candidates = await dueReminders(deps.db, deps.portalId, now);
  const sent = await alreadySent(deps.db, candidates);
  const due = candidates.filter((d) => !sent.has(sentKey(d)));
  if (due.length === 0) return counts;
  if (options.dryRun) {
    for (const d of due) counts[d.kind] += 1;
    return counts;
  }
  const profile = await shopProfile(deps.db, deps.portalId);
  const shop = {
    name: profile.name,
    currency: profile.currency,
    publicUrl: deps.publicUrl.replace(/\/+$/, ""),
  };
  for (const d of due) {
    const inserted = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .insert(remindersSent)
        .values({
          userId: d.userId,
          subjectId: d.subjectId,
          kind: d.kind,
          aboutId: d.aboutId,
          aboutMoment: d.aboutMoment,
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: remindersSent.id });
      if (rows.length === 0) return false;
      await deps.mailer.enqueue(d.mail(shop), tx);
      return true;
    });
    if (inserted) counts[d.kind] += 1;
  }
  return counts;
}

/**
 * The server's reminder round (start.ts runs it at start and every REMINDER_INTERVAL_MINUTES): sends what is due at
 * the app's clock. A round still running when the next is due is not started twice in this process; other processes
 * may run theirs at the same time (the once-only key decides). Logs only the counts.
 */
export function reminderRound(app: FastifyInstance): () => Promise<ReminderCounts | null> {
  const deps: ReminderDeps = {
    db: app.db,
    mailer: app.mailer,
    portalId: app.portalId,
    publicUrl: app.config.publicUrl,
  };
  let running = false;
  return async () => {
    if (running) return null;
    running = true;
    try {
      const counts = await sendDueReminders(deps, app.clock());
      if (counts.yearbook_pose + counts.package_price > 0) {
        app.log.info({ reminders: counts }, "reminder mails queued");
      }
      return counts;
    } finally {
      running = false;
    }
  };
}
