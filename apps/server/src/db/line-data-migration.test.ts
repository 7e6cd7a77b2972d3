import { readFileSync } from "node:fs";
import path from "node:path";
import type { Cart } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  getCart,
  openPostageTransaction,
  openTransaction,
  payWithCard,
  putFileInCart,
  setCatalogue,
} from "../modules/checkout/purchase-test-support.ts";
import {
  addPackageAsMade,
  createPackageOffer,
  createPackageParts,
} from "../modules/packages/package-test-support.ts";
import { createParent, type Parent } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { createPurchaseShop } from "../test/order-factories.ts";
import { createRetouchProduct } from "../test/retouch-orders.ts";
import { addDesignedCard } from "../test/template-orders.ts";
import { migrate } from "./client.ts";

/** The migrations that move the kinds' own columns into line_data (0024 adds it, 0025 moves, 0026 drops the old). */
const firstMoving = "0024_line_data";

/**
 * The kinds' columns as the shop had them before line_data, filled back from it as the old code wrote them, and
 * drizzle's log of the moving migrations taken out: the database is as a shop of the old version left it.
 */
async function backToKindColumns(t: TestApp): Promise<void> {
  const journal = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8"),
  ) as { entries: Array<{ tag: string; when: number }> };
  const since = journal.entries.find((e) => e.tag === firstMoving)?.when;
  if (since === undefined) throw new Error(`no migration ${firstMoving}`);
  const statements = [
    sql`alter table cart_lines add column template_instance jsonb, add column package_design jsonb`,
    sql`update cart_lines set template_instance = line_data -> 'instance' where line_data ? 'instance'`,
    sql`update cart_lines set package_design = line_data - 'schemaVersion' where line_data ? 'items'`,
    sql`alter table order_lines add column catalogue_uuid uuid, add column catalogue_name text, add column template_instance jsonb, add column package_design jsonb`,
    sql`update order_lines set template_instance = line_data -> 'instance' where line_data ? 'instance'`,
    sql`update order_lines set package_design = line_data - 'schemaVersion' where line_data ? 'items'`,
    sql`update order_lines set catalogue_uuid = (line_data -> 'catalogue' ->> 'uuid')::uuid, catalogue_name = line_data -> 'catalogue' ->> 'name' where line_data ? 'catalogue'`,
    sql`drop index cart_lines_user_thing_key`,
    sql`create unique index cart_lines_user_thing_key on cart_lines (user_id, product_id, coalesce(subject_id, 0), coalesce(picture_id, 0), coalesce(catalogue_id, 0)) where template_version_id is null and package_design is null`,
    sql`alter table cart_lines drop column line_data`,
    sql`alter table order_lines drop column line_data`,
    // What later migrations made, which a shop of the old version does not have either: migrating makes it again.
    sql`drop table order_events`,
    sql`alter table orders drop column expected_date`,
    sql`drop index order_lines_subject_idx`,
    sql`alter table subject_corrections drop column uuid, drop column review, drop column reviewed_at, drop column staff_id, drop column reject_reason`,
    sql`drop table staff_sessions, staff_setup_tokens, studio_record, staff_passkeys, staff_webauthn_challenges, staff_recovery_codes, staff_users`,
    sql`drop table subject_guardians`,
    sql`drop table import_batch_files, import_batches, tus_upload_info, tus_locks`,
    sql`alter table webshop_settings drop column letter_template, drop column letter_prices`,
    sql`alter table jobs drop column order_deadline`,
    sql`alter table subjects drop column first_name, drop column last_name`,
    sql`drop table template_job_exclusions`,
    sql`alter table products drop column campaign_ends_at`,
    sql`drop table print_sizes`,
    sql`alter table page_settings drop column logo, drop column front_picture, drop column favicon`,
    sql`alter table jobs drop column inspection_deadline`,
    sql`drop index packages_for_inspection_subject_idx, retouch_jobs_portal_confirmed_idx, retouch_jobs_picture_idx`,
    sql`drop table refund_lines, refunds`,
    sql`alter table order_lines drop column refunded_amount`,
    sql`drop table production_run_orders, production_runs`,
    sql`alter table orders drop column vat_rate`,
    sql`drop index user_subjects_code_added_idx`,
    // The studio's order list (issue 32, orders32).
    sql`drop index users_email_trgm_idx, users_name_trgm_idx, subjects_shown_name_trgm_idx, orders_studio_confirmed_idx, orders_studio_status_idx, orders_studio_delivery_idx, orders_studio_payment_idx, payment_events_transaction_idx`,
    sql`drop table invoices, invoice_settings`,
    // Issue 33's Vipps MobilePay (vipps33).
    sql`drop table vipps_webhooks`,
    sql`alter table transactions drop column captured_at, drop column capture_attempts, drop column capture_error`,
    sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`,
  ];
  for (const statement of statements) await t.db.execute(statement);
}

/** How many lines hold each old column: the old database has data of every kind to move. */
async function oldColumnsFilled(t: TestApp): Promise<Record<string, number>> {
  const result = await t.db.execute(sql`select
    (select count(*) from cart_lines where template_instance is not null)::int as cart_designs,
    (select count(*) from cart_lines where package_design is not null)::int as cart_packages,
    (select count(*) from cart_lines where catalogue_id is not null)::int as cart_catalogues,
    (select count(*) from order_lines where template_instance is not null)::int as order_designs,
    (select count(*) from order_lines where package_design is not null)::int as order_packages,
    (select count(*) from order_lines where catalogue_uuid is not null)::int as order_catalogues`);
  return (result as unknown as { rows: Array<Record<string, number>> }).rows[0] ?? {};
}

describe("the migration of the kinds' columns into line_data", () => {
  let t: TestApp;
  const parents: Parent[] = [];
  const orderUuids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await createPurchaseShop(t);
    const parts = await createPackageParts(t);
    const offer = await createPackageOffer(t, shop, parts);
    const retouch = await createRetouchProduct(t);

    /**
     * A file with retouch, the catalogue and a designed card; or a digital set (which would take the file's place);
     * or a package with its items.
     */
    async function fill(parent: Parent, basket: "lines" | "set" | "package"): Promise<void> {
      if (basket === "package") {
        await addPackageAsMade(t, parent.cookie, offer.uuid);
        return;
      }
      const [first] = parent.set.pictures;
      if (!first) throw new Error("the factory made no picture");
      if (basket === "set") {
        const added = await t.app.inject({
          method: "POST",
          url: "/ajax/cart/toggle_digital_set_in_cart.php",
          payload: { pictureSet: parent.set.subject.uuid, type: first.pictureType },
          headers: { cookie: parent.cookie },
        });
        if (added.statusCode !== 200) throw new Error(`adding the set answered ${added.body}`);
        return;
      }
      await putFileInCart(t.app, parent.cookie, first);
      const retouched = await t.app.inject({
        method: "PUT",
        url: "/api/webshop/cart/retouch",
        payload: { items: { [first.uuid]: [retouch.tasks[0]?.uuid] } },
        headers: { cookie: parent.cookie },
      });
      if (retouched.statusCode !== 200) throw new Error(`choosing retouch answered ${retouched.body}`);
      await setCatalogue(t.app, parent.cookie, 2);
      await addDesignedCard(t, parent, parts.card, parts.cardProduct.uuid);
    }

    for (const basket of ["lines", "set", "package"] as const) {
      const buyer = await createParent(t, shop, { pictureCount: 3 });
      await fill(buyer, basket);
      // A digital set alone is delivered digitally; the rest is sent by post.
      const { transactionUuid, orderUuid } =
        basket === "set"
          ? await openTransaction(t.app, buyer.cookie, "card")
          : await openPostageTransaction(t.app, buyer.cookie);
      await payWithCard(t.app, buyer.cookie, transactionUuid);
      parents.push(buyer);
      orderUuids.push(orderUuid);
      // Another parent keeps the same lines in the cart.
      const keeper = await createParent(t, shop, { pictureCount: 3 });
      await fill(keeper, basket);
      parents.push(keeper);
    }
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  /** Every parent's cart and every order, as the API answers them at one moment (the signed URLs say when). */
  async function answers(): Promise<{ carts: Cart[]; orders: Order[] }> {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-09-01T10:00:00Z"));
    try {
      const carts = await Promise.all(parents.map((p) => getCart(t.app, p.cookie)));
      const orders = await Promise.all(
        orderUuids.map(async (uuid, i) => {
          const res = await t.app.inject({
            url: `/api/webshop/user/orders/${uuid}`,
            headers: { cookie: parents[i * 2]?.cookie ?? "" },
          });
          return (res.json() as { order: Order }).order;
        }),
      );
      return { carts, orders };
    } finally {
      vi.useRealTimers();
    }
  }

  it("loses nothing: every cart and order answers as it did before", { timeout: 120_000 }, async () => {
    const before = await answers();
    const kinds = (lines: ReadonlyArray<{ product: { kind: string } }>) =>
      [...new Set(lines.map((l) => l.product.kind))].sort();
    const every = ["catalogue", "digital_file", "digital_set", "package", "retouch", "template_product"];
    expect(kinds(before.carts.flatMap((c) => c.orderLines))).toEqual(every);
    expect(kinds(before.orders.flatMap((o) => o.orderLines))).toEqual(every);

    await backToKindColumns(t);
    expect(await oldColumnsFilled(t)).toEqual({
      cart_designs: 1,
      cart_packages: 1,
      cart_catalogues: 1,
      order_designs: 1,
      order_packages: 1,
      order_catalogues: 1,
    });

    await migrate(t.db);
    expect(await answers()).toEqual(before);
  });
});
