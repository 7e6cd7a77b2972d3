import { packagePriceReminderLeadMs, yearbookPoseReminderLeadMs } from "@shop/domain/reminders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/subjects.ts";
import {
  addToAccount,
  createJob,
  createPictureSet,
  createUser,
  type TestUser,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { setSubjectReminders } from "../account/preferences.ts";
import { insertPackageProduct } from "../catalog/package-products.ts";
import { insertPackageOffer } from "../packages/service.ts";
import { chooseYearbookPose } from "../picture-sets/service.ts";
import { placeOrderOf } from "./reminder-test-support.ts";
import { type ReminderDeps, reminderRound, sendDueReminders } from "./service.ts";

const minute = 60_000;
const day = 24 * 60 * minute;

describe("reminder mails (decision 0036)", () => {
  let t: TestApp;
  let deps: ReminderDeps;
  /** Each test runs at its own moment, a month after the last, so one test's jobs and offers are never in another's window. */
  let month = 0;
  const nextNow = () => new Date(Date.UTC(2031, month++, 10, 9, 0, 0));
  const mailCount = async () => (await t.mails()).length;
  const longDate = (d: Date, locale = "en-GB") =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(d);

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://shop.example.test" } });
    deps = { db: t.db, mailer: t.mailer, portalId: t.app.portalId, publicUrl: t.config.publicUrl };
  });
  afterAll(() => t.close());

  /** A parent with a set of a job whose yearbook pose deadline is the one given. */
  async function poseSet(deadline: Date | null, options: { lang?: string; qualifies?: boolean } = {}) {
    const job = await createJob(t, { name: "Bakkeby school 2031", yearbookPoseDeadline: deadline });
    const set = await createPictureSet(t, {
      jobId: job.id,
      name: "Emma Hansen",
      yearbook: options.qualifies ?? true,
    });
    const user = await createUser(t, { name: "Kari", lang: options.lang ?? "en" });
    await addToAccount(t, user.id, set.subject.id);
    return { job, set, user };
  }

  /** A parent with a set of a job with a package offer whose time-limited price ends at `ends`. */
  async function priceSet(
    ends: Date | null,
    options: { disabled?: boolean; type?: "package" | "link" } = {},
  ) {
    const job = await createJob(t, { name: "Bakkeby school 2031", yearbookPoseDeadline: null });
    const set = await createPictureSet(t, { jobId: job.id, name: "Emma Hansen" });
    const user = await createUser(t, { name: "Kari" });
    await addToAccount(t, user.id, set.subject.id);
    const product = await insertPackageProduct(t.db, t.app.portalId, {
      name: "Family package",
      price: 90_000,
    });
    const offer = await insertPackageOffer(t.db, t.app.portalId, {
      jobId: job.id,
      productId: product.id,
      name: "Family package",
      priceIncludingDiscount: 70_000,
      timeLimitedDiscountPrice: 49_900,
      timeLimitedDiscountEnds: ends,
      disabledReason: options.disabled ? "Sold out" : null,
      type: options.type ?? "package",
      items: [],
    });
    return { job, set, user, product, offer };
  }

  const none = { yearbook_pose: 0, package_price: 0 };

  describe("before the yearbook pose deadline", () => {
    it("mails the parent once, in English, with the set's yearbook pose page and the Communication page", async () => {
      const now = nextNow();
      const deadline = new Date(now.getTime() + 2 * day);
      const { set, user } = await poseSet(deadline);
      const before = await mailCount();
      expect(await sendDueReminders(deps, now)).toEqual({ yearbook_pose: 1, package_price: 0 });
      const mails = (await t.mails()).slice(before);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.to).toBe(user.email);
      expect(mail?.subject).toMatch(/^Choose the yearbook pose for Emma Hansen – /);
      expect(mail?.text).toContain("Hi Kari,");
      expect(mail?.text).toContain(
        `Emma Hansen (Bakkeby school 2031) ends ${longDate(deadline)} at 09:00 UTC.`,
      );
      expect(mail?.text).toContain(
        `https://shop.example.test/my-account/picture-sets/${set.subject.uuid}/yearbook-pose`,
      );
      expect(mail?.text).toContain("https://shop.example.test/my-account/communication");
      expect(mail?.html).toContain(
        `<a href="https://shop.example.test/my-account/picture-sets/${set.subject.uuid}/yearbook-pose">`,
      );

      // A second run, later and still within the window, sends nothing more.
      expect(await sendDueReminders(deps, new Date(now.getTime() + day))).toEqual(none);
      expect(await mailCount()).toBe(before + 1);
    });

    it("writes in the parent's language (Norwegian)", async () => {
      const now = nextNow();
      await poseSet(new Date(now.getTime() + day), { lang: "nb" });
      const before = await mailCount();
      await sendDueReminders(deps, now);
      const [mail] = (await t.mails()).slice(before);
      expect(mail?.subject).toMatch(/^Velg årbokbilde for Emma Hansen – /);
      expect(mail?.text).toContain("Hei Kari,");
      expect(mail?.text).toContain("Slå av påminnelser på siden Kommunikasjon:");
    });

    it.each([
      ["exactly the lead time ahead", 1, yearbookPoseReminderLeadMs],
      ["a minute more than the lead time ahead", 0, yearbookPoseReminderLeadMs + minute],
      ["now (still open)", 1, 0],
      ["a minute ago (expired)", 0, -minute],
    ])("a deadline %s → %i reminder", async (_label, count, offset) => {
      const now = nextNow();
      await poseSet(new Date(now.getTime() + offset));
      expect(await sendDueReminders(deps, now)).toEqual({ ...none, yearbook_pose: count });
    });

    it("sends nothing for a set whose reminders are off, which does not qualify, or whose pose is chosen", async () => {
      const now = nextNow();
      const deadline = new Date(now.getTime() + day);
      const off = await poseSet(deadline);
      expect(
        await setSubjectReminders(t.db, { userId: off.user.id, portalId: t.app.portalId }, [
          { uuid: off.set.subject.uuid, remindersEnabled: false },
        ]),
      ).not.toBe("unknown-subject");
      await poseSet(deadline, { qualifies: false });
      const chosen = await poseSet(deadline);
      const picture = chosen.set.pictures[0];
      if (!picture) throw new Error("no picture");
      const choice = await chooseYearbookPose(
        t.db,
        chosen.user.id,
        t.app.portalId,
        chosen.set.subject.uuid,
        picture.uuid,
        now,
      );
      expect(choice).toEqual({ kind: "ok" });
      expect(await sendDueReminders(deps, now)).toEqual(none);

      // Turned on again (the toggle's other way), the set's reminder goes.
      await setSubjectReminders(t.db, { userId: off.user.id, portalId: t.app.portalId }, [
        { uuid: off.set.subject.uuid, remindersEnabled: true },
      ]);
      expect(await sendDueReminders(deps, now)).toEqual({ ...none, yearbook_pose: 1 });
    });

    it("reminds again of a moved deadline, once", async () => {
      const now = nextNow();
      const { job } = await poseSet(new Date(now.getTime() + 2 * day));
      expect(await sendDueReminders(deps, now)).toEqual({ ...none, yearbook_pose: 1 });
      await t.db
        .update(jobs)
        .set({ yearbookPoseDeadline: new Date(now.getTime() + 3 * day) })
        .where(eq(jobs.id, job.id));
      expect(await sendDueReminders(deps, now)).toEqual({ ...none, yearbook_pose: 1 });
      expect(await sendDueReminders(deps, now)).toEqual(none);
    });

    it("sends each reminder once when two runs go at the same time", async () => {
      const now = nextNow();
      const parents: TestUser[] = [];
      for (let i = 0; i < 3; i++) parents.push((await poseSet(new Date(now.getTime() + day))).user);
      const before = await mailCount();
      const [a, b] = await Promise.all([sendDueReminders(deps, now), sendDueReminders(deps, now)]);
      expect((a?.yearbook_pose ?? 0) + (b?.yearbook_pose ?? 0)).toBe(3);
      const mails = (await t.mails()).slice(before);
      expect(mails.map((m) => m.to).sort()).toEqual(parents.map((p) => p.email).sort());
    });

    it("counts without sending in a dry run", async () => {
      const now = nextNow();
      await poseSet(new Date(now.getTime() + day));
      const before = await mailCount();
      expect(await sendDueReminders(deps, now, { dryRun: true })).toEqual({ ...none, yearbook_pose: 1 });
      expect(await mailCount()).toBe(before);
      expect(await sendDueReminders(deps, now)).toEqual({ ...none, yearbook_pose: 1 });
      expect(await sendDueReminders(deps, now, { dryRun: true })).toEqual(none);
    });
  });

  describe("before a package offer's time-limited price ends", () => {
    it("mails the price in the shop's currency, when it ends, the price after, and the packages page", async () => {
      const now = nextNow();
      const ends = new Date(now.getTime() + day);
      const { user } = await priceSet(ends);
      const before = await mailCount();
      expect(await sendDueReminders(deps, now)).toEqual({ ...none, package_price: 1 });
      const [mail] = (await t.mails()).slice(before);
      expect(mail?.to).toBe(user.email);
      expect(mail?.subject).toMatch(/^The offer price of Family package for Emma Hansen ends soon – /);
      const currency = (s: number) =>
        new Intl.NumberFormat("en-GB", { style: "currency", currency: "NOK" }).format(s);
      expect(mail?.text).toContain(
        `Family package costs ${currency(499)} for the picture set of Emma Hansen (Bakkeby school 2031) until ${longDate(ends)} at 09:00 UTC.`,
      );
      expect(mail?.text).toContain(`After that it costs ${currency(700)}.`);
      expect(mail?.text).toContain("https://shop.example.test/products/packages");
      expect(mail?.text).toContain("https://shop.example.test/my-account/communication");
      expect(await sendDueReminders(deps, now)).toEqual(none);
    });

    it.each([
      ["exactly the lead time ahead", 1, packagePriceReminderLeadMs],
      ["a minute more than the lead time ahead", 0, packagePriceReminderLeadMs + minute],
      ["in a minute", 1, minute],
      ["now (the price no longer holds)", 0, 0],
      ["a minute ago", 0, -minute],
    ])("a price ending %s → %i reminder", async (_label, count, offset) => {
      const now = nextNow();
      await priceSet(new Date(now.getTime() + offset));
      expect(await sendDueReminders(deps, now)).toEqual({ ...none, package_price: count });
    });

    it("sends nothing for an offer ordered for the set, a disabled offer or a link card; a cancelled order does not count", async () => {
      const now = nextNow();
      const ends = new Date(now.getTime() + day);
      const paid = await priceSet(ends);
      await placeOrderOf(t, paid.user.id, paid.set.subject.id, paid.product.uuid, "paid");
      await priceSet(ends, { disabled: true });
      await priceSet(ends, { type: "link" });
      expect(await sendDueReminders(deps, now)).toEqual(none);

      const cancelled = await priceSet(ends);
      await placeOrderOf(t, cancelled.user.id, cancelled.set.subject.id, cancelled.product.uuid, "cancelled");
      // Ordered for another of the parent's sets: this set still gets its reminder.
      const other = await createPictureSet(t, { jobId: cancelled.job.id, name: "Jonas Hansen" });
      await addToAccount(t, cancelled.user.id, other.subject.id);
      await placeOrderOf(t, cancelled.user.id, other.subject.id, cancelled.product.uuid, "invoiced");
      expect(await sendDueReminders(deps, now)).toEqual({ ...none, package_price: 1 });
    });

    it("sends nothing for an archived job's offer", async () => {
      const now = nextNow();
      const { job } = await priceSet(new Date(now.getTime() + day));
      await t.db.update(jobs).set({ isArchived: true }).where(eq(jobs.id, job.id));
      expect(await sendDueReminders(deps, now)).toEqual(none);
    });
  });
});

describe("the server's reminder round", () => {
  it("sends what is due at the app's clock, once, and never runs twice at once in a process", async () => {
    const now = new Date("2033-09-01T06:00:00Z");
    const t = await createTestApp({ now: () => now });
    try {
      const job = await createJob(t, { yearbookPoseDeadline: new Date(now.getTime() + day) });
      const set = await createPictureSet(t, { jobId: job.id });
      const user = await createUser(t);
      await addToAccount(t, user.id, set.subject.id);
      const round = reminderRound(t.app);
      const [first, overlapping] = await Promise.all([round(), round()]);
      expect(first).toEqual({ yearbook_pose: 1, package_price: 0 });
      expect(overlapping).toBeNull();
      expect(await round()).toEqual({ yearbook_pose: 0, package_price: 0 });
      expect((await t.mails()).map((m) => m.to)).toEqual([user.email]);
    } finally {
      await t.close();
    }
  });
});
