import type { StudioPageRequest, StudioPageResponse, StudioPagesResponse } from "@shop/contracts/studio-look";
import type { Db } from "../../db/client.ts";
import { conflict, notFound } from "../../errors.ts";
import {
  listEditablePages,
  pageLanguages,
  readEditablePage,
  removeEditablePage,
  writeEditablePage,
} from "../content/page-editing.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";

/** The content pages in the studio (issue 31): content keeps them, this records who changed which. */

export async function studioPages(db: Db, portalId: number): Promise<StudioPagesResponse> {
  const [pages, languages] = await Promise.all([
    listEditablePages(db, portalId),
    pageLanguages(db, portalId),
  ]);
  return { pages: pages.map(({ body: _body, ...page }) => page), languages };
}

const pageNotFound = () => notFound("Page not found", "studio_page_not_found");

export async function studioPage(db: Db, portalId: number, id: string): Promise<StudioPageResponse> {
  const page = await readEditablePage(db, portalId, id);
  if (!page) throw pageNotFound();
  return page;
}

/** Creates a page (`create`) or changes one; a page of other modules than text is the settings file's to change. */
export async function saveStudioPage(
  db: Db,
  portalId: number,
  page: StudioPageRequest,
  create: boolean,
  actor: StudioActor,
): Promise<StudioPageResponse> {
  await db.transaction(async (tx) => {
    const existing = await readEditablePage(tx, portalId, page.id);
    if (create && existing)
      throw conflict(`A page with the id ${page.id} exists already`, "studio_page_exists");
    if (!create && !existing) throw pageNotFound();
    if (existing?.settingsFileOnly)
      throw conflict(
        "This page holds modules only the settings file edits",
        "studio_page_settings_file_only",
      );
    await writeEditablePage(tx, portalId, page, existing !== null);
    await recordStudioChange(tx, {
      staff: actor,
      action: create ? "page.create" : "page.update",
      objectType: "page",
      objectId: page.id,
      detail: { inMenu: page.inMenu },
    });
  });
  return studioPage(db, portalId, page.id);
}

export async function removeStudioPage(
  db: Db,
  portalId: number,
  id: string,
  actor: StudioActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await removeEditablePage(tx, portalId, id))) throw pageNotFound();
    await recordStudioChange(tx, { staff: actor, action: "page.remove", objectType: "page", objectId: id });
  });
}
