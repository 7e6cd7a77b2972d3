import { readFile } from "node:fs/promises";
import type { ShopSettings } from "@shop/contracts/shop-settings";
import { parseShopSettings, SettingsError } from "./validation.ts";

/** A settings file's text as JSON, of whichever version; a text that is not JSON throws a SettingsError. */
export function parseSettingsJson(text: string): unknown {
  try {
    // An editor may save a byte order mark, which JSON does not allow.
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SettingsError([{ path: "(the file)", message: `is not valid JSON: ${reason}` }]);
  }
}

/** A settings file's text as validated settings; a file that is not JSON or not valid throws a SettingsError. */
export function parseShopSettingsText(text: string): ShopSettings {
  const parsed = parseShopSettings(parseSettingsJson(text));
  if (!parsed.ok) throw new SettingsError(parsed.issues);
  return parsed.settings;
}

/** Reads and validates a settings file; a file that cannot be read throws the file system's error. */
export async function loadShopSettingsFile(file: string | URL): Promise<ShopSettings> {
  return parseShopSettingsText(await readFile(file, "utf8"));
}
