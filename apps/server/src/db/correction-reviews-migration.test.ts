import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctSubject } from "../modules/subjects/corrections.ts";
import { createJob, createSubjectWithCode, createUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { migrate } from "./client.ts";

/** By its name without the number, which the lead renumbers when branches with migrations meet. */
const reviewsMigration = "_correction_reviews";

/**
 * A shop of the version before decision 0063 had parents' corrections without a review: after the migration each is
 * new, to review, with an id of its own.
 */
describe("the migration of name corrections to review", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("makes every earlier correction one to review, each with its own uuid", async () => {
    const job = await createJob(t, { name: "Before the reviews" });
    const subject = await createSubjectWithCode(t, { jobId: job.id, name: "Ida Hansn", group: "3B" });
    const parent = await createUser(t);
    for (const [day, name] of ["Ida Hansen", "Ida Hanssen"].entries())
      await correctSubject(
        t.db,
        subject.id,
        parent.id,
        { name, group: "3B" },
        new Date(Date.UTC(2026, 9, day + 1)),
      );

    const journal = JSON.parse(
      readFileSync(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8"),
    ) as { entries: Array<{ tag: string; when: number }> };
    const since = journal.entries.find((e) => e.tag.endsWith(reviewsMigration))?.when;
    if (since === undefined) throw new Error(`no migration ${reviewsMigration}`);
    await t.db.execute(
      sql`alter table subject_corrections drop column uuid, drop column review, drop column reviewed_at, drop column staff_id, drop column reject_reason`,
    );
    // What later migrations made, which a shop of that version does not have either: migrating makes it again.
    await t.db.execute(sql`drop table template_job_exclusions`);
    await t.db.execute(sql`alter table products drop column campaign_ends_at`);
    await t.db.execute(sql`drop table print_sizes`);
    await t.db.execute(sql`drop table refund_lines, refunds`);
    await t.db.execute(sql`alter table order_lines drop column refunded_amount`);
    await t.db.execute(
      sql`alter table page_settings drop column logo, drop column front_picture, drop column favicon`,
    );
    await t.db.execute(sql`alter table jobs drop column inspection_deadline`);
    await t.db.execute(
      sql`drop index packages_for_inspection_subject_idx, retouch_jobs_portal_confirmed_idx, retouch_jobs_picture_idx`,
    );
    await t.db.execute(sql`drop table order_events`);
    await t.db.execute(sql`drop table invoices, invoice_settings`);
    await t.db.execute(sql`drop table vipps_webhooks`);
    await t.db.execute(
      sql`alter table transactions drop column captured_at, drop column capture_attempts, drop column capture_error`,
    );
    await t.db.execute(sql`alter table orders drop column expected_date`);
    await t.db.execute(sql`drop table production_run_orders, production_runs`);
    await t.db.execute(sql`drop index order_lines_subject_idx`);
    await t.db.execute(sql`alter table orders drop column vat_rate`);
    await t.db.execute(sql`drop index user_subjects_code_added_idx`);

    // The studio's order list (issue 32, orders32).
    await t.db.execute(
      sql`drop index users_email_trgm_idx, users_name_trgm_idx, subjects_shown_name_trgm_idx, orders_studio_confirmed_idx, orders_studio_status_idx, orders_studio_delivery_idx, orders_studio_payment_idx, payment_events_transaction_idx`,
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);

    await migrate(t.db);
    const result = await t.db.execute(
      sql`select uuid, review, reviewed_at from subject_corrections where subject_id = ${subject.id}`,
    );
    const rows = (
      result as unknown as { rows: Array<{ uuid: string; review: string; reviewed_at: unknown }> }
    ).rows;
    expect(rows.map((r) => [r.review, r.reviewed_at])).toEqual([
      ["new", null],
      ["new", null],
    ]);
    expect(new Set(rows.map((r) => r.uuid)).size).toBe(2);
  });
});
