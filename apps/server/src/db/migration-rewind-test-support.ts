import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, migrate, migrationsFolder, openDatabaseFrom } from "./client.ts";

interface SchemaObjects {
  tables: Set<string>;
  /** "table.column" */
  columns: Set<string>;
  /** "table.index" */
  indexes: Set<string>;
  /** "table.constraint" (primary and foreign keys, unique and check constraints) */
  constraints: Set<string>;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function schemaObjects(db: Db): Promise<SchemaObjects> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const columns = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`,
    ),
  );
  const indexes = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename || '.' || indexname as name from pg_indexes where schemaname = 'public'`,
    ),
  );
  const constraints = rowsOf<{ name: string }>(
    await db.execute(
      sql`select c.conrelid::regclass::text || '.' || c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public' and c.contype in ('p', 'f', 'u', 'c')`,
    ),
  );
  const names = (rows: Array<{ name: string }>) => new Set(rows.map((r) => r.name));
  return {
    tables: names(tables),
    columns: names(columns),
    indexes: names(indexes),
    constraints: names(constraints),
  };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Takes a database back to the schema it had before the migration `before` (its tag, or the tag's end): what the
 * later migrations made (tables, columns, indexes, constraints) is dropped, found by comparing with a fresh database
 * migrated up to there, and drizzle's log forgets them, so `migrate` applies them again as on a shop of that older
 * version. The data of the tables and columns that stay is kept; a test writes the older version's own columns
 * itself. A later migration that changed a column rather than adding one is not undone.
 */
export async function rewindSchemaTo(db: Db, before: string): Promise<void> {
  const scratch = await openDatabaseFrom({ kind: "memory" });
  let then: SchemaObjects;
  try {
    await migrate(scratch.db, { before });
    then = await schemaObjects(scratch.db);
  } finally {
    await scratch.close();
  }
  const now = await schemaObjects(db);
  const statements: string[] = [];
  for (const name of now.constraints) {
    const [table = "", constraint = ""] = name.split(".");
    if (then.tables.has(table) && !then.constraints.has(name))
      statements.push(`alter table ${quoted(table)} drop constraint if exists ${quoted(constraint)}`);
  }
  // A table's own indexes and constraints go with it; a kept table's constraints first, then the indexes they had.
  for (const name of now.indexes) {
    const [table = "", index = ""] = name.split(".");
    if (then.tables.has(table) && !then.indexes.has(name))
      statements.push(`drop index if exists ${quoted(index)}`);
  }
  for (const table of now.tables)
    if (!then.tables.has(table)) statements.push(`drop table if exists ${quoted(table)} cascade`);
  for (const name of now.columns) {
    const [table = "", column = ""] = name.split(".");
    if (then.tables.has(table) && !then.columns.has(name))
      statements.push(`alter table ${quoted(table)} drop column if exists ${quoted(column)} cascade`);
  }
  for (const statement of statements) await db.execute(sql.raw(statement));

  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const since = journal.entries.find((e) => e.tag.endsWith(before))?.when;
  if (since === undefined) throw new Error(`no migration ${before}`);
  await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at >= ${since}`);
}
