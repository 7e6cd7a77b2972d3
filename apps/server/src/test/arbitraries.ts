import fc from "fast-check";

/**
 * fast-check arbitraries for the property tests of the API: values that follow a route's zod schema (so they reach
 * the code behind the validation), values that break it, and strings no database can store.
 */

export interface SchemaValueOptions {
  /** Values of the test's own data by field name (ids, codes), so generated calls find real rows. */
  knownByField: Readonly<Record<string, readonly string[]>>;
  /** Ids of the test's own data that any uuid field takes now and then. */
  knownUuids: readonly string[];
  /** Texts the shop knows (a voucher code, a test card, a language), taken now and then by any string field. */
  knownStrings: readonly string[];
  /** Whether a string may come out as one of the nasty strings below. */
  nasty: boolean;
}

interface Def {
  type: string;
  format?: string;
  checks?: Array<{ _zod: { def: Record<string, unknown> & { check: string } } }>;
  [key: string]: unknown;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def) {
  return (def.checks ?? []).map((c) => c._zod.def);
}

/** Text PostgreSQL cannot store: a NUL character, lone surrogates (JSON's \u0000 and \ud800 escapes make them). */
export const unstorableString: fc.Arbitrary<string> = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\udc00\ud800",
);

/** Strings that broke or could break a shop: unstorable text, controls, injections, huge and empty ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: unstorableString, weight: 4 },
  {
    arbitrary: fc.constantFrom(
      "😀",
      "",
      " ",
      "\t\n",
      "%00",
      "'; drop table users; --",
      "../../etc/passwd",
      "__proto__",
      "constructor",
      "<script>alert(1)</script>",
      "\u202e",
      "NaN",
      "-1",
      "1e309",
      "null",
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(201, 2001, 70_000).map((n) => "x".repeat(n)), weight: 1 },
);

function lengthBounds(def: Def): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === "min_length") min = check.minimum as number;
    if (check.check === "max_length") max = check.maximum as number;
    if (check.check === "length_equals") {
      min = check.length as number;
      max = check.length as number;
    }
  }
  return { min, max };
}

function stringValue(def: Def, options: SchemaValueOptions, key: string): fc.Arbitrary<string> {
  const nasty = options.nasty ? [{ arbitrary: nastyString, weight: 5 }] : [];
  const forField = options.knownByField[key] ?? [];
  const ofField = forField.length > 0 ? [{ arbitrary: fc.constantFrom(...forField), weight: 8 }] : [];
  if (def.format === "uuid" || def.format === "guid") {
    const known =
      options.knownUuids.length > 0 ? [{ arbitrary: fc.constantFrom(...options.knownUuids), weight: 2 }] : [];
    return fc.oneof(...ofField, ...known, { arbitrary: fc.uuid(), weight: 2 }, ...nasty);
  }
  if (def.format === "datetime" || def.format === "date") {
    return fc
      .date({ noInvalidDate: true })
      .map((d) => (def.format === "date" ? d.toISOString().slice(0, 10) : d.toISOString()));
  }
  const { min, max } = lengthBounds(def);
  const pattern = checksOf(def).find(
    (c) => c.check === "string_format" && c.pattern instanceof RegExp,
  )?.pattern;
  const valid =
    pattern instanceof RegExp
      ? fc.stringMatching(pattern)
      : fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max ?? 40, 40)) });
  const edges =
    max === undefined
      ? []
      : [{ arbitrary: fc.constantFrom(max, max + 1).map((n) => "a".repeat(n)), weight: 1 }];
  const known =
    options.knownStrings.length > 0
      ? [{ arbitrary: fc.constantFrom(...options.knownStrings), weight: 2 }]
      : [];
  return fc.oneof(...ofField, { arbitrary: valid, weight: 6 }, ...known, ...edges, ...nasty);
}

function numberValue(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === "greater_than") min = Math.max(min, Number(check.value));
    if (check.check === "less_than") max = Math.min(max, Number(check.value));
    if (check.check === "number_format") integer = true;
  }
  const valid = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { arbitrary: valid, weight: 6 },
    { arbitrary: fc.constantFrom(min - 1, max + 1, 0.5, -0, 2 ** 53, -(2 ** 31) - 1, 1e308), weight: 1 },
  );
}

/** A value that follows the schema: mostly valid, with edges (a maximum and one past it) and nasty strings. */
export function schemaValue(schema: unknown, options: SchemaValueOptions, key = ""): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown, childKey = key) => schemaValue(child, options, childKey);
  switch (def.type) {
    case "string":
      return stringValue(def, options, key);
    case "number":
      return numberValue(def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "null":
      return fc.constant(null);
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, child] of Object.entries(shape)) model[name] = inner(child, name);
      return fc.record(model);
    }
    case "array": {
      const { min, max } = lengthBounds(def);
      return fc.array(inner(def.element), {
        minLength: min,
        maxLength: Math.max(min, Math.min(max ?? 4, 4)),
      });
    }
    case "record":
      return fc.dictionary(fc.string({ maxLength: 10 }), inner(def.valueType), { maxKeys: 3 });
    case "optional":
    case "default":
    case "prefault":
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case "readonly":
    case "catch":
    case "nonoptional":
      return inner(def.innerType);
    case "pipe":
      return inner(def.in);
    case "union":
      return fc.oneof(...(def.options as unknown[]).map((option) => inner(option)));
    case "tuple":
      return fc.tuple(...(def.items as unknown[]).map((item) => inner(item)));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Any JSON value of the wrong shape: a scalar where an object belongs, an array, random nesting. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, 0, -1, 1.5, "x", "", true, [], {}, [null], { "": null }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Bodies no schema foresees: malformed JSON, deep nesting, a NUL or a lone surrogate as JSON escapes, a huge text. */
export const rawJsonBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "{",
    "{not json",
    '{"a":1,}',
    "[1,2",
    "null",
    '"\\u0000"',
    '{"\\u0000":"\\ud800"}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    "",
    " ",
  ),
  fc.integer({ min: 100, max: 30_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.integer({ min: 100, max: 6_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  fc.constantFrom(60_000, 70_000).map((n) => JSON.stringify({ text: "x".repeat(n) })),
);

/**
 * Percent-encodes for a URL, also text that encodeURIComponent refuses (a lone surrogate is encoded as the three
 * bytes a lenient encoder would send, which the server must not decode into a string it stores).
 */
export function looseEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    }).join("");
  }
}

/** A query string from a generated value: scalars as text, lists as repeated keys, objects as JSON. */
export function queryString(value: unknown): string {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "";
  const parts: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    for (const item of Array.isArray(field) ? field : [field]) {
      const text = typeof item === "string" ? item : item === null ? "" : JSON.stringify(item);
      parts.push(`${looseEncode(key)}=${looseEncode(text ?? "")}`);
    }
  }
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}
