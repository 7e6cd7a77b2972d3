import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The secrets the environment does not give (session, signing, access-code and data-encryption key), one row each,
 * made once by the first process that starts, so every process of the shop signs, hashes and encrypts alike. Read
 * only at start, by name (the primary key).
 */
export const shopSecrets = pgTable("shop_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
