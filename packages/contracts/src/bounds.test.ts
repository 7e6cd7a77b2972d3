import { describe, expect, it } from "vitest";
import { z } from "zod";

/** String formats whose own pattern bounds the length. */
const boundedFormats = new Set(["uuid", "guid", "datetime", "date", "time"]);
/** Leaves that hold no string or list. */
const leafTypes = new Set([
  "number",
  "int",
  "bigint",
  "boolean",
  "enum",
  "literal",
  "null",
  "undefined",
  "void",
  "never",
  "nan",
  "date",
  "transform",
  "template_literal",
]);

interface Def {
  type: string;
  format?: string;
  checks?: Array<{ _zod: { def: { check: string } } }>;
  [key: string]: unknown;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function hasMaximum(def: Def): boolean {
  return (def.checks ?? []).some((c) => ["max_length", "length_equals"].includes(c._zod.def.check));
}

/** The paths of every string and array in the schema without a maximum (and of anything that accepts any value). */
function unboundedParts(schema: unknown, path = "", seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (child: unknown, suffix = "") => unboundedParts(child, `${path}${suffix}`, seen);
  switch (def.type) {
    case "string":
      return hasMaximum(def) || boundedFormats.has(def.format ?? "") ? [] : [`${path || "(root)"}: string`];
    case "array": {
      const own = hasMaximum(def) ? [] : [`${path || "(root)"}: array`];
      return [...own, ...inner(def.element, "[]")];
    }
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.entries(shape).flatMap(([key, child]) => inner(child, `.${key}`));
      const rest = def.catchall === undefined ? [] : inner(def.catchall, ".*");
      return [...fields, ...rest];
    }
    case "record":
      return [...inner(def.keyType, "{key}"), ...inner(def.valueType, "{}")];
    case "tuple":
      return [
        ...(def.items as unknown[]).flatMap((item, i) => inner(item, `[${i}]`)),
        ...(def.rest ? inner(def.rest, "[…]") : []),
      ];
    case "union":
      return (def.options as unknown[]).flatMap((option, i) => inner(option, `|${i}`));
    case "intersection":
      return [...inner(def.left), ...inner(def.right)];
    case "pipe":
      return [...inner(def.in), ...inner(def.out)];
    case "lazy":
      return inner((def.getter as () => unknown)());
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inner(def.innerType);
    default:
      return leafTypes.has(def.type) ? [] : [`${path || "(root)"}: ${def.type} (any value)`];
  }
}

declare global {
  interface ImportMeta {
    /** Vite's module glob, which Vitest resolves when it loads this file. */
    glob<T>(patterns: string[], options: { eager: true }): Record<string, T>;
  }
}

/** Every module of the package, this test aside: a contract added later is walked too. */
const contractModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

function contractSchemas(): Array<[string, unknown]> {
  return Object.entries(contractModules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(([, value]) => value instanceof z.ZodType)
      .map(([name, value]): [string, unknown] => [`${file} ${name}`, value]),
  );
}

describe("bounds of the contracts", () => {
  it("finds a string or an array without a maximum, however deep", () => {
    const schema = z.object({
      name: z.string().trim(),
      tags: z.array(z.string().max(10)),
      nested: z.object({ list: z.array(z.object({ note: z.string().nullable() })).max(5) }).optional(),
      anything: z.unknown(),
    });
    expect(unboundedParts(schema)).toEqual([
      ".name: string",
      ".tags: array",
      ".nested.list[].note: string",
      ".anything: unknown (any value)",
    ]);
  });

  it("takes a maximum, a fixed length or a bounded format as a bound", () => {
    const schema = z.object({
      name: z.string().trim().max(200),
      country: z.string().length(2),
      id: z.uuid(),
      at: z.iso.datetime({ offset: true }),
      list: z.array(z.uuid()).min(1).max(50),
      kind: z.enum(["a", "b"]),
      count: z.coerce.number().int(),
    });
    expect(unboundedParts(schema)).toEqual([]);
  });

  it("gives every string and every array of every contract a maximum", () => {
    const schemas = contractSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const unbounded = schemas.flatMap(([name, schema]) =>
      unboundedParts(schema).map((part) => `${name}${part}`),
    );
    expect(unbounded).toEqual([]);
  });
});
