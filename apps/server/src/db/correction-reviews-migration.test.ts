import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { correctSubject } from "../modules/subjects/corrections.ts";
import { createJob, createSubjectWithCode, createUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { migrate } from "./client.ts";
import { rewindSchemaTo } from "./migration-rewind-test-support.ts";

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

    // A shop of that version has none of the review columns, nor what later migrations made: migrating makes them.
    await rewindSchemaTo(t.db, reviewsMigration);

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
