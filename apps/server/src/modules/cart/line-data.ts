import { type ZodType, z } from "zod";

/** A named upgrade of a kind's line data from version `from` to `from + 1`, as the template documents have. */
export interface LineDataMigration {
  readonly name: string;
  readonly from: number;
  readonly up: (raw: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * How a kind reads and writes the data of its own it keeps with a line (`cart_lines.line_data`, `order_lines.line_data`):
 * `{ schemaVersion, … }` at the kind's current version, checked by its schema; older versions are upgraded through its
 * named migrations when read, so a line stored years ago reads as a new one.
 */
export interface LineDataCodec<Data> {
  readonly version: number;
  /** What is stored for the data: the data with the current `schemaVersion`. */
  stored(data: Data): Record<string, unknown>;
  /** The stored data upgraded and checked; null when there is none or it does not read as this kind's. */
  read(raw: unknown): Data | null;
}

const versioned = z.looseObject({ schemaVersion: z.number().int().min(1) });

export function lineDataCodec<Data extends Record<string, unknown>>(options: {
  version: number;
  schema: ZodType<Data>;
  migrations?: readonly LineDataMigration[];
}): LineDataCodec<Data> {
  const { version, schema, migrations = [] } = options;
  return {
    version,
    stored: (data) => ({ ...data, schemaVersion: version }),
    read(raw) {
      const parsed = versioned.safeParse(raw);
      if (!parsed.success || parsed.data.schemaVersion > version) return null;
      let { schemaVersion: at, ...doc } = parsed.data as Record<string, unknown> & { schemaVersion: number };
      for (const migration of migrations) {
        if (migration.from === at) {
          doc = migration.up(doc);
          at = migration.from + 1;
        }
      }
      if (at !== version) return null;
      const data = schema.safeParse(doc);
      return data.success ? data.data : null;
    },
  };
}
