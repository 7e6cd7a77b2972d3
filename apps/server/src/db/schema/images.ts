import { boolean, integer, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { portals } from "./content.ts";

export const imageBackgrounds = pgTable("image_backgrounds", {
  id: serial("id").primaryKey(),
  uuid: uuid("uuid").notNull().unique().defaultRandom(),
  portalId: integer("portal_id")
    .notNull()
    .references(() => portals.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  storageKey: text("storage_key").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
});
