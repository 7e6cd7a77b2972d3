import { DeliveryType } from "@shop/contracts/delivery";
import { ShopSettings } from "@shop/contracts/shop-settings";
import type { z } from "zod";

/**
 * Validates a shop settings file against its shape (packages/contracts/src/shop-settings.ts) and tells each problem
 * in the words of the file's reader: where in the file and what is wrong.
 */

/** One problem of a settings file: where (`deliveryOptions[2].price`) and what. */
export interface SettingsIssue {
  path: string;
  message: string;
}

/** A path as the file's reader writes it: `deliveryOptions[2].stores[0].price`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else out += out === "" ? String(segment) : `.${String(segment)}`;
  }
  return out === "" ? "(the file)" : out;
}

function toIssues(issue: z.core.$ZodIssue): SettingsIssue[] {
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({
      path: formatPath([...issue.path, key]),
      message: "is not a known field",
    }));
  }
  // The one discriminated union of the file is the delivery option's type.
  if (issue.code === "invalid_union" && "note" in issue && issue.note === "No matching discriminator") {
    return [{ path: formatPath(issue.path), message: `must be one of ${DeliveryType.options.join(", ")}` }];
  }
  const missing = issue.code === "invalid_type" && issue.input === undefined;
  return [{ path: formatPath(issue.path), message: missing ? "is required" : issue.message }];
}

export type SettingsParse = { ok: true; settings: ShopSettings } | { ok: false; issues: SettingsIssue[] };

/** Validates a parsed JSON document; every problem names its field. */
export function parseShopSettings(document: unknown): SettingsParse {
  const result = ShopSettings.safeParse(document, { reportInput: true });
  if (result.success) return { ok: true, settings: result.data };
  return { ok: false, issues: result.error.issues.flatMap(toIssues) };
}

/** A settings file that cannot be applied; nothing of it is kept. */
export class SettingsError extends Error {
  readonly issues: SettingsIssue[];
  constructor(issues: SettingsIssue[]) {
    super(issues.map((i) => `${i.path}: ${i.message}`).join("\n"));
    this.name = "SettingsError";
    this.issues = issues;
  }
}
