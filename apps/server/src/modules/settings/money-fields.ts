import { formatPath } from "./validation.ts";

/**
 * Where a settings file keeps money: these keys in these sections. Version 1 wrote them as numbers of minor units,
 * version 2 as text, and the parsed settings hold minor units again, so one walk serves converting and reporting.
 */
const moneySections = [
  "webshop",
  "digital",
  "catalogues",
  "retouch",
  "templateProducts",
  "prints",
  "deliveryOptions",
  "paymentOptions",
  "vouchers",
] as const;
export const moneyKeys: ReadonlySet<string> = new Set([
  "price",
  "campaignPrice",
  "rebatedPrice",
  "extraPrice",
  "fee",
  "amount",
  "minOrderValue",
  "freeShippingThreshold",
]);

export interface MoneyField {
  /** As the file's reader writes it: `catalogues[0].price`. */
  path: string;
  /** The object holding the field, to name it by its product or option. */
  holder: Record<string, unknown>;
  key: string;
  value: unknown;
  /** The nearest object around the field with a name, title or code (a tier's product): what the field prices. */
  owner: Record<string, unknown> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const ownerKeys = ["name", "title", "code"];

function* walk(
  value: unknown,
  path: PropertyKey[],
  outer: Record<string, unknown> | null,
): Generator<MoneyField> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* walk(item, [...path, i], outer);
    return;
  }
  if (!isRecord(value)) return;
  const owner = ownerKeys.some((k) => k in value) ? value : outer;
  for (const [key, inner] of Object.entries(value)) {
    if (moneyKeys.has(key) && (typeof inner === "number" || typeof inner === "string")) {
      yield { path: formatPath([...path, key]), holder: value, key, value: inner, owner };
    } else {
      yield* walk(inner, [...path, key], owner);
    }
  }
}

/** Every money field of a settings document (a file's JSON or parsed settings), in the file's order. */
export function* moneyFields(document: unknown): Generator<MoneyField> {
  if (!isRecord(document)) return;
  for (const section of moneySections) yield* walk(document[section], [section], null);
}
