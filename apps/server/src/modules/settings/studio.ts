import type { StudioSettingsBody, StudioSettingsResult } from "@shop/contracts/studio-settings";
import type { Db } from "../../db/client.ts";
import { countChanges } from "../../platform/shop-settings.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { exportShopSettings } from "./export.ts";
import { parseSettingsJson } from "./file.ts";
import { applyShopSettings } from "./service.ts";
import { parseShopSettings, SettingsError } from "./validation.ts";

/**
 * The studio's settings (issue 31): a whole file, or one section put in place of that section of the shop's current
 * file, is validated as `settings apply` validates a file, then dry-run (the preview) or applied and recorded. The
 * studio, the command line and the operator read the same file through the same service.
 */

/** The file the body stands for: itself, or the current file with one section replaced. */
async function fileOf(db: Db, portalId: number, body: StudioSettingsBody, now: Date): Promise<unknown> {
  if ("file" in body) return parseSettingsJson(body.file);
  const current = await exportShopSettings(db, portalId, now);
  if (current === null) {
    throw new SettingsError([
      { path: "(the file)", message: "the shop has no settings yet: import a whole settings file first" },
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(body.value);
  } catch {
    throw new SettingsError([{ path: body.section, message: "is not valid JSON" }]);
  }
  return { ...current, [body.section]: value };
}

export async function studioSettings(
  db: Db,
  portalId: number,
  body: StudioSettingsBody,
  mode: { apply: false } | { apply: true; actor: StudioActor },
  now: Date = new Date(),
): Promise<StudioSettingsResult> {
  try {
    const parsed = parseShopSettings(await fileOf(db, portalId, body, now));
    if (!parsed.ok) return { ok: false, issues: parsed.issues };
    const report = await applyShopSettings(db, parsed.settings, {
      now,
      dryRun: !mode.apply,
      onApplied: mode.apply
        ? async (tx, applied) => {
            const counts = countChanges(applied.changes);
            await recordStudioChange(tx, {
              staff: mode.actor,
              action: "settings.apply",
              objectType: "settings",
              objectId: "section" in body ? body.section : "file",
              detail: {
                section: "section" in body ? body.section : "(the whole file)",
                created: counts.created,
                updated: counts.updated,
                retired: counts.retired,
                removed: counts.removed,
                skipped: counts.skipped,
              },
            });
          }
        : undefined,
    });
    return { ok: true, applied: mode.apply, changes: report.changes };
  } catch (error) {
    if (error instanceof SettingsError) return { ok: false, issues: error.issues };
    throw error;
  }
}
