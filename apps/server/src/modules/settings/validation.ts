import { DeliveryType } from "@shop/contracts/delivery";
import { bareNumberMessage, ShopSettings, shopSettingsVersion } from "@shop/contracts/shop-settings";
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

function toIssues(issue: z.core.$ZodIssue, currency: string | null): SettingsIssue[] {
  if (issue.code === "custom" && typeof issue.params?.bareNumber === "number") {
    return [{ path: formatPath(issue.path), message: bareNumberMessage(issue.params.bareNumber, currency) }];
  }
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
      return only.flatMap((inner) => toIssues({ ...inner, path: [...issue.path, ...inner.path] }, currency));
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

/** What the file says of itself: its version (1 when it has none) and the currency its amounts are in. */
function fileVersion(document: unknown): { version: unknown; currency: string | null } {
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    return { version: shopSettingsVersion, currency: null };
  }
  const record = document as Record<string, unknown>;
  const portal = record.portal as Record<string, unknown> | undefined;
  const currency =
    typeof portal?.currency === "string" && portal.currency.length <= 3 ? portal.currency : null;
  return { version: "version" in record ? record.version : 1, currency };
}

/** The command that turns a file of version 1 into this version. */
export const convertCommand = "npm run shop -- settings convert <file> --out <new file>";

/** Validates a parsed JSON document; every problem names its field. */
export function parseShopSettings(document: unknown): SettingsParse {
  const { version, currency } = fileVersion(document);
  if (version === 1) {
    // Its bare numbers are øre; read as this version they would all be refused, one message per price.
    const message = `is of version 1, whose amounts are numbers of minor units (øre); convert it to version ${shopSettingsVersion}, whose amounts are text ("149,00"): ${convertCommand}`;
    return { ok: false, issues: [{ path: "(the file)", message }] };
  }
  const result = ShopSettings.safeParse(document, { reportInput: true });
  if (result.success) return { ok: true, settings: result.data };
  return { ok: false, issues: result.error.issues.flatMap((issue) => toIssues(issue, currency)) };
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
