-- Issue 32 (decision 0078): the orders made before orders.vat_rate existed were priced with their shop's rate, which no
-- setting could change per order; the shop's rate now is the best record of it.
UPDATE "orders" SET "vat_rate" = "portals"."vat_rate" FROM "portals" WHERE "orders"."portal_id" = "portals"."id" AND "orders"."vat_rate" IS NULL;
