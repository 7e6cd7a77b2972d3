import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageSettings, portals, webshopSettings } from "../../db/schema/content.ts";

/** The shop's portal, if the database has one yet. */
export async function findPortalId(db: Db): Promise<number | null> {
  const [existing] = await db.select({ id: portals.id }).from(portals).orderBy(asc(portals.id)).limit(1);
  return existing?.id ?? null;
}

/** The shop's name, as the portal's settings give it. */
export async function portalName(db: Db, portalId: number): Promise<string> {
  const [portal] = await db.select({ name: portals.name }).from(portals).where(eq(portals.id, portalId));
  if (!portal) throw new Error(`portal ${portalId} does not exist`);
  return portal.name;
}

/**
 * The shop has one portal. A database without one (a fresh production install that skipped the demo) gets a
 * minimal portal with empty contact details, so the shop starts and the operator fills them in.
 */
export async function resolvePortalId(db: Db): Promise<number> {
  const existing = await findPortalId(db);
  if (existing !== null) return existing;
  return db.transaction(async (tx) => {
    const [portal] = await tx
      .insert(portals)
      .values({
        name: "Photo shop",
        address: "",
        postalCode: "",
        city: "",
        country: "NO",
        email: "",
        phone: "",
      })
      .returning({ id: portals.id });
    if (!portal) throw new Error("creating the default portal returned no row");
    await tx.insert(webshopSettings).values({
      portalId: portal.id,
      languages: [{ long: "en", name: "English" }],
      defaultLanguage: "en",
      contactEmail: "",
    });
    await tx.insert(pageSettings).values({ portalId: portal.id });
    return portal.id;
  });
}
