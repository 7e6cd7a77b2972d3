import pg from "pg";
import type { Db } from "../db/client.ts";

/** node-postgres's own conversion of a parameter to text (arrays, dates, buffers), for a value written as a literal. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;
const { escapeLiteral } = pg;

/**
 * What the plan test (db/query-plans.test.ts) needs: the statements the services really send to PostgreSQL, captured
 * at the driver while a request runs, and their plans.
 */

export interface CapturedStatement {
  /** The request that sent it, as the test names it. */
  step: string;
  text: string;
  values: unknown[];
  /** The `plan_cache_mode` its transaction set for itself (db/plans.ts), if it did. */
  planCacheMode?: string;
}

/** A node of `EXPLAIN (FORMAT JSON)`'s plan, as far as the test reads it. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Only these can be explained; transaction control, locks and settings have no plan. */
const explainable = /^\s*(select|insert|update|delete|with)\b/i;

function statementOf(args: unknown[]): { text: string; values: unknown[] } | null {
  const [first, second] = args;
  if (typeof first === "string") return { text: first, values: Array.isArray(second) ? second : [] };
  if (first !== null && typeof first === "object" && "text" in first && typeof first.text === "string") {
    const values = "values" in first && Array.isArray(first.values) ? first.values : second;
    return { text: first.text, values: Array.isArray(values) ? values : [] };
  }
  return null;
}

/**
 * Records every statement any pg client of this process sends while a step runs (pg.Client's query, which the pool
 * and drizzle's node-postgres driver call), each text once per step with the values it was first sent with.
 */
export function captureStatements() {
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  const captured = new Map<string, CapturedStatement>();
  let step: string | null = null;
  const modes = new WeakMap<pg.Client, string>();
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const statement = statementOf(args);
    const setMode = statement?.text.match(/^\s*set local plan_cache_mode = (\w+)/i)?.[1];
    if (setMode !== undefined) modes.set(this, setMode);
    else if (statement !== null && /^\s*(commit|rollback)\b/i.test(statement.text)) modes.delete(this);
    if (step !== null && statement !== null && explainable.test(statement.text)) {
      const key = `${step}\n${statement.text}`;
      const planCacheMode = modes.get(this);
      if (!captured.has(key))
        captured.set(key, { step, ...statement, ...(planCacheMode ? { planCacheMode } : {}) });
    }
    return original.apply(this, args);
  };
  return {
    async during<T>(name: string, work: () => Promise<T>): Promise<T> {
      step = name;
      try {
        return await work();
      } finally {
        step = null;
      }
    },
    statements: (): CapturedStatement[] => [...captured.values()],
    stop() {
      prototype.query = original;
    },
  };
}

interface ClientLike {
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

interface PoolLike extends ClientLike {
  connect(): Promise<ClientLike & { release(): void }>;
}

function poolOf(db: Db): PoolLike {
  return (db as unknown as { $client: PoolLike }).$client;
}

/**
 * The plan PostgreSQL uses for the statement with these values on one of the shop's connections, where the shop's
 * statements are prepared and planned as the connection's `plan_cache_mode` says (db/client.ts: the generic plan,
 * the same for any values), or as the statement's transaction set it (db/plans.ts): the statement is prepared and its
 * execution explained. Nothing is run, not even a write.
 */
export async function planOf(
  db: Db,
  statement: Pick<CapturedStatement, "text" | "values" | "planCacheMode">,
): Promise<PlanNode> {
  const client = await poolOf(db).connect();
  try {
    await client.query("begin");
    if (statement.planCacheMode) await client.query(`set local plan_cache_mode = ${statement.planCacheMode}`);
    await client.query(`prepare shop_plan as ${statement.text}`);
    const literals = statement.values.map((value) =>
      value === null || value === undefined ? "null" : escapeLiteral(String(prepareValue(value))),
    );
    const { rows } = await client.query(
      `explain (format json) execute shop_plan${literals.length > 0 ? `(${literals.join(", ")})` : ""}`,
    );
    const plan = (rows[0]?.["QUERY PLAN"] as Array<{ Plan: PlanNode }> | undefined)?.[0]?.Plan;
    if (!plan) throw new Error(`no plan for ${statement.text}`);
    return plan;
  } finally {
    await client.query("rollback").catch(() => {});
    await client.query("deallocate shop_plan").catch(() => {});
    client.release();
  }
}

/** The tables the plan reads from start to end (a Seq Scan node), in plan order. */
export function seqScannedTables(plan: PlanNode): string[] {
  const own = plan["Node Type"] === "Seq Scan" && plan["Relation Name"] ? [plan["Relation Name"]] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(seqScannedTables)];
}

/** The row count PostgreSQL's statistics give each table of the public schema (run ANALYZE first). */
export async function tableRows(db: Db): Promise<Map<string, number>> {
  const { rows } = await poolOf(db).query(
    "select relname, reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace",
  );
  return new Map(rows.map((row) => [String(row.relname), Number(row.reltuples)]));
}

/** The tables a statement deletes rows from (`delete from "x"`), which makes the foreign keys into them query paths. */
export function deletedFrom(text: string): string | null {
  return /^\s*delete\s+from\s+"?([a-z_]+)"?/i.exec(text)?.[1] ?? null;
}

export interface ForeignKey {
  /** The table holding the reference, and its columns. */
  table: string;
  columns: string[];
  /** The table it points to. */
  references: string;
  /** Whether an index of `table` starts with `columns`, in order: what PostgreSQL needs to act on a deleted row. */
  indexed: boolean;
}

/**
 * Every foreign key into the given tables. When a row of such a table is deleted, PostgreSQL looks up (and cascades
 * to, or sets null in) the rows that reference it, one lookup per deleted row, in statements EXPLAIN does not show.
 */
export async function foreignKeysInto(db: Db, tables: string[]): Promise<ForeignKey[]> {
  const { rows } = await poolOf(db).query(
    `select child.relname as "table", parent.relname as "references",
       array(select attname from unnest(c.conkey) with ordinality k(n, i)
             join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
       exists(select 1 from pg_index i
              where i.indrelid = c.conrelid and i.indpred is null
                and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey) as indexed
     from pg_constraint c
     join pg_class child on child.oid = c.conrelid
     join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and parent.relname = any($1::text[])
     order by 1, 3`,
    [tables],
  );
  return rows.map((row) => ({
    table: String(row.table),
    columns: row.columns as string[],
    references: String(row.references),
    indexed: row.indexed === true,
  }));
}

/** Runs SQL text of the test's own (bulk loading, ANALYZE) on one connection, statements in order. */
export async function runScript(db: Db, script: string): Promise<void> {
  await poolOf(db).query(script);
}
