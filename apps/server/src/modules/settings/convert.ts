import { type ShopSettings, shopSettingsVersion } from "@shop/contracts/shop-settings";
import { writeAmount } from "@shop/domain/money-input";
import { moneyFields } from "./money-fields.ts";
import { SettingsError } from "./validation.ts";

export interface ConvertedSettings {
  /** The file in this version, `version` first. */
  document: Record<string, unknown>;
  /** How many amounts were written as text. */
  amounts: number;
}

/**
 * Turns a settings file of version 1 (amounts as numbers of minor units) into this version (amounts as text in the
 * currency): 14900 becomes "149", 14950 "149.50". Nothing else changes; a number that is not a whole, positive
 * count of minor units is left as it is, for validation to name.
 */
export function convertShopSettings(document: unknown): ConvertedSettings {
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    throw new SettingsError([{ path: "(the file)", message: "must be a JSON object" }]);
  }
  if ("version" in document) {
    const version = (document as { version: unknown }).version;
    const message =
      version === shopSettingsVersion
        ? `is already of version ${shopSettingsVersion}`
        : `is of version ${JSON.stringify(version)}; only a file without a version (version 1) is converted`;
    throw new SettingsError([{ path: "version", message }]);
  }
  // A copy, so the caller's document stays as it was read.
  const converted = structuredClone(document) as Record<string, unknown>;
  let amounts = 0;
  for (const field of moneyFields(converted)) {
    if (typeof field.value === "number" && Number.isSafeInteger(field.value) && field.value >= 0) {
      field.holder[field.key] = writeAmount(field.value);
      amounts += 1;
    }
  }
  return { document: { version: shopSettingsVersion, ...converted }, amounts };
}

/** Applied settings written back as a file of this version, amounts as text: what exporting the shop's file gives. */
export function settingsDocument(settings: ShopSettings): Record<string, unknown> {
  // Through JSON, as a file is: dates become their ISO texts, which the file reads back.
  const document = JSON.parse(JSON.stringify(settings)) as Record<string, unknown>;
  for (const field of moneyFields(document)) {
    if (typeof field.value === "number") field.holder[field.key] = writeAmount(field.value);
  }
  return document;
}
