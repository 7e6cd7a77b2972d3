import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { migrate } from "./client.ts";
import { portals } from "./schema/index.ts";

/** By its name without the number, which the lead renumbers when branches with migrations meet. */
const salesMigration = "_studio_orders_and_sales";

/** A shop of the version before decision 0078 had orders without their VAT rate: the migration gives them the shop's. */
describe("the migration of the orders' VAT rate", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives every earlier order its shop's rate", async () => {
    const journal = JSON.parse(
      readFileSync(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8"),
    ) as { entries: Array<{ tag: string; when: number }> };
    const since = journal.entries.find((e) => e.tag.endsWith(salesMigration))?.when;
    if (since === undefined) throw new Error(`no migration ${salesMigration}`);
    await t.db.execute(sql`alter table orders drop column vat_rate`);
    await t.db.execute(sql`drop index user_subjects_code_added_idx`);
    // The same migration made the order list's indexes (decision 0074).
    await t.db.execute(
      sql`drop index users_email_trgm_idx, users_name_trgm_idx, subjects_shown_name_trgm_idx, orders_studio_confirmed_idx, orders_studio_status_idx, orders_studio_delivery_idx, orders_studio_payment_idx, payment_events_transaction_idx`,
    );
    await t.db.execute(sql`drop table invoices, invoice_settings`);
    // Issue 33's Vipps MobilePay (vipps33).
    await t.db.execute(sql`drop table vipps_webhooks`);
    await t.db.execute(
      sql`alter table transactions drop column captured_at, drop column capture_attempts, drop column capture_error`,
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);
    await t.db.update(portals).set({ vatRate: 1500 }).where(eq(portals.id, t.app.portalId));
    const parent = await createUser(t);
    await t.db.execute(
      sql`insert into orders (portal_id, user_id, status, currency, total_price, vat_amount, summary, delivery, payment)
          values (${t.app.portalId}, ${parent.id}, 'paid', 'NOK', 11500, 1500, '[]', '{}', '{"provider":"card","title":"Card","isInvoice":false}')`,
    );

    await migrate(t.db);
    const result = await t.db.execute(sql`select vat_rate from orders where user_id = ${parent.id}`);
    expect((result as unknown as { rows: Array<{ vat_rate: number }> }).rows).toEqual([{ vat_rate: 1500 }]);
  });
});
