import type { PageModule } from "@shop/contracts/content";
import { and, eq, max } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { contentPages, menuItems } from "../../db/schema/content.ts";
import { escapeHtml } from "../../platform/html.ts";
import { sanitizeModules, sanitizePageHtml } from "./sanitize.ts";
import { getLanguages } from "./service.ts";

/**
 * The content pages of /pages/<id> as the studio edits them (issue 31, decision 0071): a title and one body of HTML
 * per language, stored as one rich-text module sanitised by the allow-list the settings file's pages go through. A
 * page the settings file made of other modules (a slider, pictures) is listed, and only the file edits it.
 */

export interface EditablePage {
  id: string;
  title: Record<string, string>;
  body: Record<string, string>;
  settingsFileOnly: boolean;
  inMenu: boolean;
}

const textModules = new Set<PageModule["type"]>(["richText", "paragraph"]);

function bodyOf(modules: readonly PageModule[]): string {
  return modules
    .map((m) =>
      m.type === "richText"
        ? m.content
        : m.type === "paragraph"
          ? m.isHTML
            ? m.content
            : `<p>${escapeHtml(m.content)}</p>`
          : "",
    )
    .join("\n");
}

export const pagePath = (id: string) => `/pages/${id}`;

type PageRow = typeof contentPages.$inferSelect;

function editableOf(
  row: PageRow,
  languages: readonly string[],
  menuTargets: ReadonlySet<string>,
): EditablePage {
  const byLanguage = row.translations.modules ?? {};
  const lists = [row.modules, ...Object.values(byLanguage)];
  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  for (const tag of languages) {
    title[tag] = row.translations.title?.[tag] ?? row.title;
    body[tag] = bodyOf(byLanguage[tag] ?? row.modules);
  }
  return {
    id: row.slug,
    title,
    body,
    settingsFileOnly: lists.some((list) => list.some((m) => !textModules.has(m.type))),
    inMenu: menuTargets.has(pagePath(row.slug)),
  };
}

async function menuTargets(db: Db | Tx, portalId: number): Promise<Set<string>> {
  const rows = await db
    .select({ target: menuItems.target })
    .from(menuItems)
    .where(and(eq(menuItems.portalId, portalId), eq(menuItems.type, "internal")));
  return new Set(rows.map((r) => r.target));
}

/** The shop's languages, its default first. */
export async function pageLanguages(
  db: Db | Tx,
  portalId: number,
): Promise<Array<{ tag: string; name: string }>> {
  const { languages, defaultLanguage } = await getLanguages(db as Db, portalId);
  const tags = languages.map((l) => ({ tag: l.long, name: l.name }));
  if (!tags.some((l) => l.tag === defaultLanguage))
    tags.unshift({ tag: defaultLanguage, name: defaultLanguage });
  return [...tags.filter((l) => l.tag === defaultLanguage), ...tags.filter((l) => l.tag !== defaultLanguage)];
}

export async function listEditablePages(db: Db, portalId: number): Promise<EditablePage[]> {
  const tags = (await pageLanguages(db, portalId)).map((l) => l.tag);
  const [rows, targets] = await Promise.all([
    db.select().from(contentPages).where(eq(contentPages.portalId, portalId)).orderBy(contentPages.slug),
    menuTargets(db, portalId),
  ]);
  return rows.map((row) => editableOf(row, tags, targets));
}

export async function readEditablePage(
  db: Db | Tx,
  portalId: number,
  id: string,
): Promise<EditablePage | null> {
  const tags = (await pageLanguages(db, portalId)).map((l) => l.tag);
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.portalId, portalId), eq(contentPages.slug, id)))
    .limit(1);
  return row ? editableOf(row, tags, await menuTargets(db, portalId)) : null;
}

/** HTML as a parent's page would show it. */
export function previewPageHtml(html: string): string {
  return sanitizePageHtml(html);
}

/**
 * Writes a page's title and body (sanitised) in each of the shop's languages, the default language's as its own; a
 * language left empty shows the default language's. `inMenu` adds or removes its entry in the side menu.
 */
export async function writeEditablePage(
  tx: Tx,
  portalId: number,
  page: { id: string; title: Record<string, string>; body: Record<string, string>; inMenu: boolean },
  existing: boolean,
): Promise<void> {
  const tags = (await pageLanguages(tx, portalId)).map((l) => l.tag);
  const [first] = tags;
  const defaultTag = first ?? "en";
  const ownTitle = page.title[defaultTag] ?? Object.values(page.title)[0] ?? page.id;
  const modulesOf = (html: string): PageModule[] => sanitizeModules([{ type: "richText", content: html }]);
  const ownBody = page.body[defaultTag] ?? "";
  const titles = Object.fromEntries(tags.map((tag) => [tag, page.title[tag]?.trim() || ownTitle]));
  const bodies = Object.fromEntries(
    tags.map((tag) => [tag, modulesOf(page.body[tag]?.trim() ? (page.body[tag] ?? "") : ownBody)]),
  );
  const values = {
    title: ownTitle,
    modules: modulesOf(ownBody),
    translations: { title: titles, modules: bodies },
  };
  if (existing)
    await tx
      .update(contentPages)
      .set(values)
      .where(and(eq(contentPages.portalId, portalId), eq(contentPages.slug, page.id)));
  else await tx.insert(contentPages).values({ portalId, slug: page.id, ...values });
  await placeInMenu(tx, portalId, page.id, page.inMenu ? titles : null);
}

/** The page's entry in the side menu: added at the end, its label kept to the title, or taken out (null). */
async function placeInMenu(
  tx: Tx,
  portalId: number,
  id: string,
  label: Record<string, string> | null,
): Promise<void> {
  const where = and(
    eq(menuItems.portalId, portalId),
    eq(menuItems.type, "internal"),
    eq(menuItems.target, pagePath(id)),
  );
  if (label === null) {
    await tx.delete(menuItems).where(where);
    return;
  }
  const updated = await tx.update(menuItems).set({ label }).where(where).returning({ id: menuItems.id });
  if (updated.length > 0) return;
  const [last] = await tx
    .select({ position: max(menuItems.position) })
    .from(menuItems)
    .where(eq(menuItems.portalId, portalId));
  await tx.insert(menuItems).values({
    portalId,
    position: (last?.position ?? -1) + 1,
    label,
    visibility: 0,
    type: "internal",
    target: pagePath(id),
  });
}

/** Removes the page and its menu entry; false when there was none. */
export async function removeEditablePage(tx: Tx, portalId: number, id: string): Promise<boolean> {
  const removed = await tx
    .delete(contentPages)
    .where(and(eq(contentPages.portalId, portalId), eq(contentPages.slug, id)))
    .returning({ id: contentPages.id });
  await placeInMenu(tx, portalId, id, null);
  return removed.length > 0;
}
