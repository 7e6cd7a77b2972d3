import { index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { portals } from "./content.ts";

/**
 * The parents' own pictures (modules/uploads, decision 0026): each a file a signed-in user sent, checked by decoding
 * and re-encoded without its metadata; the file and its previews live in the storage, the row names them. An upload
 * is the user's alone: only they see it in their recent images and only their designs may place it.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The re-encoded JPEG (orientation applied, no metadata) in the storage. */
    storageKey: text("storage_key").notNull(),
    /** Of the stored file, upright. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Shown as 'Picture id'. */
    webshopId: text("webshop_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Recent images: the user's own, newest first.
    index("uploads_user_recent_idx").on(t.portalId, t.userId, t.createdAt),
    // Deleting an account: the foreign key's cascade finds the user's rows (decision 0034).
    index("uploads_user_idx").on(t.userId),
  ],
);
