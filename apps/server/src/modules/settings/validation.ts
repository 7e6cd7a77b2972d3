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
  // A text per language is a string or an object of strings by language: the branch of the value's own kind says
  // what is wrong with it; a value of neither kind is told so.
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const ofItsKind = issue.errors.filter(
      (branch) => !(branch.length === 1 && branch[0]?.code === "invalid_type" && branch[0].path.length === 0),
    );
    const [only] = ofItsKind;
    if (ofItsKind.length === 1 && only) {
      return only.flatMap((inner) => toIssues({ ...inner, path: [...issue.path, ...inner.path] }));
    }
    if (ofItsKind.length === 0) {
      const message =
        issue.input === undefined
          ? "is required"
          : 'must be a text, or a text per language: { "en": …, "nb": … }';
      return [{ path: formatPath(issue.path), message }];
    }
  }
  if (issue.code === "invalid_key") {
    return [{ path: formatPath(issue.path), message: "is not a language tag, e.g. en or nb" }];
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
