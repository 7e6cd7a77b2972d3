-- Issue 32 (decision 0073): the orders placed before order_events existed get the start of their timeline and their
-- expected date. Each order: placed (awaiting payment) when it was made; a placed one also paid or invoiced when it
-- was confirmed. Later moves were not recorded anywhere, so none is made up. The expected date is the delivery's
-- earliest date as the receipt showed it; a digital order's is its confirmation day.
INSERT INTO "order_events" ("order_id", "kind", "from_status", "to_status", "created_at")
SELECT "id", 'status', 'created', 'awaiting_payment', "created_at"
FROM "orders"
WHERE NOT EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = "orders"."id");
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "kind", "from_status", "to_status", "created_at")
SELECT "id", 'status', 'awaiting_payment',
  CASE WHEN ("payment" ->> 'isInvoice') = 'true' THEN 'invoiced' ELSE 'paid' END, "confirmed_at"
FROM "orders"
WHERE "confirmed_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."from_status" = 'awaiting_payment');
--> statement-breakpoint
UPDATE "orders"
SET "expected_date" = COALESCE(
  ("delivery" -> 'deliveryTime' ->> 'afterDate')::date,
  ("confirmed_at" AT TIME ZONE 'UTC')::date,
  ("created_at" AT TIME ZONE 'UTC')::date
)
WHERE "expected_date" IS NULL;
