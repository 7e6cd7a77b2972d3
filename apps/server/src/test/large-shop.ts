import type { Db } from "../db/client.ts";
import { runScript } from "./query-plans.ts";

/**
 * How many of each a busy shop holds, for the plan test: a photographer with many schools over a few years, every
 * family with an account, sessions, carts and orders. Enough rows that PostgreSQL reads a table through an index
 * when one fits the query, and reads it whole when none does.
 */
export const largeShop = {
  jobs: 400,
  subjectsPerJob: 100,
  picturesPerSubject: 3,
} as const;

/**
 * Fills the shop of the test app with other photographers' schools and other families, in bulk SQL (the factories
 * would take minutes for this many): jobs with their catalogues, subjects with codes and pictures, users with their picture sets,
 * sessions, carts, checkouts, orders with lines and transactions, entitlements, favorites, yearbook poses, used vouchers, sent mail and rate-limit
 * counters. The test's own data, made with the factories, comes on top. Ends with ANALYZE, so the planner knows the
 * sizes.
 */
export async function loadLargeShop(db: Db, shop: { portalId: number; jobId: number }): Promise<void> {
  const portal = Number(shop.portalId);
  const job = Number(shop.jobId);
  // Each family holds two picture sets (two children), so there are half as many users as subjects.
  const users = (largeShop.jobs * largeShop.subjectsPerJob) / 2;
  await runScript(
    db,
    `
insert into jobs (photographer_id, name, job_type, year, has_been_in_web_shop, is_archived)
select (select photographer_id from jobs where id = ${job}), 'Bulk school ' || g, 'school', 2020 + g % 7, true, g % 5 = 0
from generate_series(1, ${largeShop.jobs}) g;

with made as (
  insert into products (portal_id, kind, type, name, max_quantity)
  select ${portal}, 'catalogue', 400, 'Bulk catalogue ' || j.id, 10 from jobs j where j.name like 'Bulk school %'
  returning id, name
), priced as (
  insert into product_prices (product_id, price) select id, 14900 from made
)
insert into catalogues (product_id, job_id, name, delivery_days)
select made.id, j.id, made.name, 20 from made join jobs j on made.name = 'Bulk catalogue ' || j.id;

insert into subjects (job_id, name, "group")
select j.id, 'Bulk pupil ' || j.id || '-' || g, (g % 10)::text || 'A'
from jobs j cross join generate_series(1, ${largeShop.subjectsPerJob}) g
where j.name like 'Bulk school %';

insert into pictures (subject_id, position, width, height, webshop_id, picture_type, original_key)
select s.id, g, 2400, 3000, 'B' || s.id || '-' || g, case when g = 2 then 'GP' else 'IP' end,
  'originals/bulk-' || s.id || '-' || g || '.jpg'
from subjects s cross join generate_series(0, ${largeShop.picturesPerSubject - 1}) g
where s.name like 'Bulk pupil %';

insert into access_codes (code_hash, code_encrypted, subject_id)
select md5('bulk-code-' || s.id), md5('bulk-encrypted-' || s.id), s.id
from subjects s where s.name like 'Bulk pupil %';

insert into users (portal_id, email, password_hash, name)
select ${portal}, 'bulk-' || g || '@example.com', 'not-a-hash', 'Bulk parent ' || g
from generate_series(1, ${users}) g;

with u as (select id, row_number() over (order by id) as n from users where email like 'bulk-%'),
     s as (select id, row_number() over (order by id) as n from subjects where name like 'Bulk pupil %')
insert into user_subjects (user_id, subject_id)
select u.id, s.id from s join u on u.n = (s.n + 1) / 2;

insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
select md5('bulk-session-' || u.id || '-' || g), case when g = 3 then null else u.id end, now(), now(),
  now() + interval '30 days'
from users u cross join generate_series(1, 3) g where u.email like 'bulk-%';

with first_picture as (
  select distinct on (us.user_id) us.user_id, p.id as picture_id
  from user_subjects us join pictures p on p.subject_id = us.subject_id
  where us.user_id in (select id from users where email like 'bulk-%')
  order by us.user_id, p.id
)
insert into cart_lines (user_id, product_id, picture_id)
select user_id,
  (select id from products where portal_id = ${portal} and kind = 'digital_file' and picture_type = 'IP' limit 1),
  picture_id
from first_picture;

insert into carts (user_id) select id from users where email like 'bulk-%';

insert into checkouts (user_id) select id from users where email like 'bulk-%';

insert into orders (portal_id, user_id, checkout_id, status, currency, total_price, vat_amount, summary, delivery,
  payment, created_at, confirmed_at, paid_at)
select ${portal}, c.user_id, c.id, 'paid', 'NOK', 10000, 2000, '[]', '{}',
  '{"provider": "card", "title": "Card", "isInvoice": false}', now() - interval '30 days', now() - interval '30 days',
  now() - interval '30 days'
from checkouts c join users u on u.id = c.user_id where u.email like 'bulk-%';

insert into order_lines (order_id, position, type, product_kind, product_type, product_name, quantity, description,
  line_price, actual_line_price, picture_type)
select o.id, g, 0, 'digital_file', 300, 'Digital portrait', 1, 'Digital portrait', 10000, 10000, 'IP'
from orders o cross join generate_series(0, 1) g
where o.user_id in (select id from users where email like 'bulk-%');

insert into transactions (checkout_id, user_id, order_id, fingerprint, provider, amount, currency, status,
  completed_at)
select o.checkout_id, o.user_id, o.id, md5('bulk-fingerprint-' || o.id), 'card', 10000, 'NOK', 'paid', o.paid_at
from orders o where o.user_id in (select id from users where email like 'bulk-%');

insert into picture_entitlements (user_id, picture_id)
select us.user_id, p.id from user_subjects us join pictures p on p.subject_id = us.subject_id
where us.user_id in (select id from users where email like 'bulk-%') and p.position = 1;

insert into digital_set_entitlements (user_id, subject_id, picture_type)
select us.user_id, us.subject_id, 'IP' from user_subjects us
where us.user_id in (select id from users where email like 'bulk-%') and us.subject_id % 4 = 0;

insert into favorites (user_id, picture_id)
select us.user_id, p.id from user_subjects us join pictures p on p.subject_id = us.subject_id
where us.user_id in (select id from users where email like 'bulk-%') and p.position = 0;

insert into yearbook_pose_choices (user_id, subject_id, picture_id)
select us.user_id, us.subject_id, p.id from user_subjects us join pictures p on p.subject_id = us.subject_id
where us.user_id in (select id from users where email like 'bulk-%') and p.position = 0;

insert into voucher_redemptions (voucher_id, user_id, order_id)
select (select id from vouchers where portal_id = ${portal} limit 1), o.user_id, o.id
from orders o where o.user_id in (select id from users where email like 'bulk-%');

insert into outbox (kind, payload, status, attempts, run_after, created_at, done_at)
select 'mail', '{}', 'done', 1, now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'
from generate_series(1, ${users}) g;

insert into rate_limit_counters (key, count, reset_at)
select 'bulk:' || md5(g::text), 1, now() + interval '1 minute' from generate_series(1, ${users}) g;

analyze;
`,
  );
  // A running shop's autovacuum moves a GIN index's pending entries into the index (the trigram indexes of the
  // studio's order search); right after a bulk load they are all pending, which no shop's plans ever see.
  await runScript(db, "vacuum");
}
